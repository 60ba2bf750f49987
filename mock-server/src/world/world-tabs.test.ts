import { afterEach, describe, expect, it, vi } from 'vitest';
import { scenarios } from '../../../scenarios/index.js';
import { buildWorld } from '../scenario/seed.js';

describe('a world in a browser tab (the backend-less demo)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends none of its rows to other tabs: each tab takes up the saved world instead (demo.ts)', async () => {
    // @mswjs/data posts every change of a database to the other tabs when it runs in a browser.
    vi.stubGlobal('window', {});
    const heard: unknown[] = [];
    const otherTab = new BroadcastChannel('mswjs/data/sync');
    const markerHeard = new Promise((resolve) => {
      otherTab.onmessage = (event) => (event.data?.operationType === 'marker' ? resolve(null) : heard.push(event.data));
    });
    const world = buildWorld(scenarios.default);
    const member = world.db.member.findFirst({ where: { phone: { equals: '0812345678' } } });
    world.db.member.update({ where: { id: { equals: member!.id } }, data: { walletMinor: 1 } });
    // Messages arrive in the order they were posted: once the marker is heard, every change would have been.
    const marker = new BroadcastChannel('mswjs/data/sync');
    // In the library's own shape, from no database: a world's listener of the channel passes it by.
    marker.postMessage({ operationType: 'marker', payload: ['no database'] });
    await markerHeard;
    otherTab.close();
    marker.close();
    world.dispose();
    expect(heard).toEqual([]);
  });
});
