import { StatementListResponse } from '@portal/contract/schemas';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { answerCheck } from './answer-check.js';

const entry = (id: string, amount: unknown = 100) => ({
  _id: id,
  statementType: 'transfer',
  status: 'SUCCESS',
  from: 'WALLET',
  to: 'PG',
  amount,
  createdAt: '2026-11-26T05:00:00.000Z',
});

describe('answerCheck', () => {
  it('gives the data the whole schema gives, unknown fields left out at every level', () => {
    const body = { total: 2, extra: 1, statements: [{ ...entry('a'), secret: 'x' }, entry('b')] };
    const check = answerCheck(StatementListResponse);
    const first = check.parse(body);
    const again = check.parse(body);
    const whole = StatementListResponse.safeParse(body);
    expect(first.success && JSON.stringify(first.data)).toBe(whole.success && JSON.stringify(whole.data));
    expect(again.success && JSON.stringify(again.data)).toBe(whole.success && JSON.stringify(whole.data));
    expect(JSON.stringify(first.success && first.data)).not.toContain('secret');
  });

  it('fails as the whole schema does, with the same paths, for a bad item or a bad envelope', () => {
    const check = answerCheck(StatementListResponse);
    const badItem = { total: 2, statements: [entry('a'), entry('b', 'lots')] };
    const result = check.parse(badItem);
    expect(result.success).toBe(false);
    expect(!result.success && result.error.issues.map((issue) => issue.path)).toEqual([['statements', 1, 'amount']]);
    const badTotal = check.parse({ total: 'two', statements: [entry('a')] });
    expect(!badTotal.success && badTotal.error.issues.map((issue) => issue.path)).toEqual([['total']]);
    expect(check.parse({ total: 1, statements: 'none' }).success).toBe(false);
  });

  it('checks each item object once, and a new object again', () => {
    const item = z.object({ id: z.string() });
    const spy = vi.spyOn(item, 'safeParse');
    const check = answerCheck(z.object({ rows: z.array(item) }));
    const kept = { id: 'a' };
    expect(check.parse({ rows: [kept] }).success).toBe(true);
    expect(check.parse({ rows: [kept, { id: 'b' }] }).success).toBe(true);
    expect(spy).toHaveBeenCalledTimes(2);
    expect(check.parse({ rows: [kept, { id: 3 }] }).success).toBe(false);
  });

  it('leaves lists with a length rule to the whole schema', () => {
    const check = answerCheck(z.object({ rows: z.array(z.object({ id: z.string() })).min(1) }));
    expect(check.parse({ rows: [] }).success).toBe(false);
    expect(check.parse({ rows: [{ id: 'a' }] }).success).toBe(true);
  });
});
