/**
 * The memory one simulator session holds at its ceiling: a world with every table at its limit (the longest
 * texts the rules take), its upload store full and its journal full of the largest bodies it keeps. Run by
 * `npm run bench` with --expose-gc; prints one JSON line of megabytes (heap and buffers, after collection).
 */
import { UPLOAD_STORE } from '@portal/contract/constants';
import { scenarios } from '../../scenarios/index.js';
import { storeUpload } from '../../mock-server/src/domain/uploads.js';
import { fillToTheLimits } from '../../mock-server/src/testing/limits-world.js';
import { recordJournal } from '../../mock-server/src/world/journal.js';
import { buildWorld } from '../../mock-server/src/scenario/seed.js';

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with node --expose-gc');
const MB = 1024 * 1024;
const used = () => {
  collect();
  const memory = process.memoryUsage();
  return { heap: memory.heapUsed, buffers: memory.arrayBuffers };
};

const before = used();
const world = buildWorld(scenarios.default);
fillToTheLimits(world);
for (let i = 0; i * MB < UPLOAD_STORE.bytes + MB; i += 1)
  storeUpload(world, { mimeType: 'image/png', buffer: new Uint8Array(MB).fill(i), name: `f${i}.png` });
// The journal as the flood of issue 24 left it: log-ins with 95 KB bodies (none of it a credential, so the
// journal keeps as much of each as it keeps of any body), more than it keeps.
for (let i = 0; i < 2_000; i += 1)
  recordJournal(world, {
    kind: 'http',
    at: world.clock.now(),
    method: 'POST',
    path: '/api/login',
    search: '',
    route: 'account.login',
    status: 401,
    code: 'WRONG_CREDENTIAL',
    ms: 1,
    fault: null,
    request: { username: '0812345678', password: 'wrong', note: `${i}`.padEnd(95 * 1024, 'x') },
    response: '{"message":"WRONG_CREDENTIAL"}',
    violation: null,
  });
const after = used();
process.stdout.write(
  `${JSON.stringify({
    heapMB: +((after.heap - before.heap) / MB).toFixed(1),
    buffersMB: +((after.buffers - before.buffers) / MB).toFixed(1),
    totalMB: +((after.heap - before.heap + after.buffers - before.buffers) / MB).toFixed(1),
    journalEntries: world.journal.entries.length,
    journalMB: +(world.journal.bytes / MB).toFixed(1),
    files: world.files.size,
  })}\n`,
);
