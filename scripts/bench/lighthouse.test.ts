import { describe, expect, it } from 'vitest';
import { lcpFromTrace } from './lighthouse.js';

const candidate = (ts: number, nodeId: number, nodeName: string, type: string) => ({
  name: 'largestContentfulPaint::Candidate',
  ts,
  args: { data: { nodeId, nodeName, type } },
});

describe('the LCP element read from the trace', () => {
  it('names the last candidate, with an image its path', () => {
    const events = [
      candidate(10, 31, 'SPAN', 'text'),
      {
        name: 'LargestImagePaint::Candidate',
        ts: 29,
        args: { data: { DOMNodeId: 53, imageUrl: 'http://h:1/a/b.svg' } },
      },
      candidate(30, 53, "IMG class='card'", 'image'),
      candidate(20, 47, "P class='amount'", 'text'),
    ];
    expect(lcpFromTrace(events)).toBe("IMG class='card' (image /a/b.svg, from the trace)");
  });

  it('names a text one without a path, and nothing when the trace has no candidate', () => {
    expect(lcpFromTrace([candidate(5, 7, 'H1', 'text')])).toBe('H1 (text, from the trace)');
    expect(lcpFromTrace([{ name: 'other', ts: 1 }])).toBe('');
  });
});
