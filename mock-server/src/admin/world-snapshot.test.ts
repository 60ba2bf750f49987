import { scenarios } from '../../../scenarios/index.js';
import { request as httpRequest } from 'node:http';
import { adminClient, type AdminClient, type WorldSnapshot } from '@portal/contract/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../testing/harness.js';

const h = useHarness('default');
let admin: AdminClient;
beforeAll(async () => {
  admin = adminClient(h.baseUrl);
});

async function exported(client = admin): Promise<WorldSnapshot> {
  const answer = await client.exportWorld();
  if (answer.status !== 200) throw new Error(`export ${answer.status}`);
  return answer.body;
}

const sessionIds = new WeakMap<AdminClient, string>();
const otherId = (client: AdminClient) => sessionIds.get(client) as string;

async function newSession(): Promise<AdminClient> {
  const created = await admin.createSession({ body: { scenario: 'new-member' } });
  if (created.status !== 200) throw new Error('session');
  const client = adminClient(h.baseUrl, { session: created.body.id });
  sessionIds.set(client, created.body.id);
  return client;
}

describe('a saved world', () => {
  it('carries the whole state into another session: balances, statements, an open QR, uploads, the clock', async () => {
    h.reset('default');
    await admin.setClock({ body: { freeze: true } });
    const token = await h.login();
    await h.api('POST', '/api/wallet/transfer', { token, body: { from: 'wallet', to: 'SLOT', amount: 50 } });
    const qr = await h.api('POST', '/api/qrcode/KBANK', { token, body: { amount: 100 } });
    await h.upload(
      '/api/wallet/slip',
      { name: 'slip.png', type: 'image/png', bytes: new Uint8Array([137, 80, 78, 71, 1, 2, 3]) },
      token,
    );
    await admin.addFault({ body: { kind: 'delay', route: 'wallet.get', ms: 5 } });
    const saved = await exported();

    const other = await newSession();
    const imported = await other.importWorld({ body: saved });
    expect(imported).toMatchObject({ status: 200, body: { scenario: 'default' } });
    const again = await exported(other);
    expect({ ...again, exportedAt: '' }).toEqual({ ...saved, exportedAt: '' });

    // The copy has the same money and the open QR, whose deadline still comes, as does the slip's verdict.
    const members = await other.members();
    const original = await admin.members();
    if (members.status !== 200 || original.status !== 200) throw new Error('members');
    expect(members.body.members.map((m) => [m.id, m.wallet, m.games])).toEqual(
      original.body.members.map((m) => [m.id, m.wallet, m.games]),
    );
    const qrs = await other.qrcodes();
    expect(qrs.status === 200 && qrs.body.qrcodes.find((q) => q.qrcodeId === qr.body.qrcodeId)?.status).toBe('OPEN');
    const moved = await other.setClock({ body: { advanceSeconds: 11 * 60 } });
    expect(moved.status === 200 && moved.body.settled.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['qrExpiry', 'slip']),
    );
  });

  it('refuses a file that does not fit the models, naming where, and leaves the world as it was', async () => {
    h.reset('default');
    const saved = await exported();
    const other = await newSession();
    await other.setClock({ body: { freeze: true } });
    const before = await exported(other);
    const member = saved.tables.member[0];
    const broken: WorldSnapshot[] = [
      { ...saved, tables: { ...saved.tables, member: [{ ...member, walletMinor: 'lots' }] } },
      { ...saved, tables: { ...saved.tables, nonsense: [] } },
      { ...saved, tables: { ...saved.tables, member: [...saved.tables.member, member] } },
      { ...saved, tables: { ...saved.tables, statement: [{ ...saved.tables.statement[0], memberId: 'nobody' }] } },
      { ...saved, scenario: 'no-such-scenario' },
      { ...saved, files: [{ id: 'x', name: 'x', mimeType: 'image/png', base64: '%%%' }] },
    ];
    const paths = [];
    for (const body of broken) {
      const answer = await other.importWorld({ body });
      expect(answer.status).toBe(400);
      paths.push((answer.body as { details?: { path: string }[] }).details?.[0]?.path);
    }
    expect(paths).toEqual([
      'body.tables.member.0.walletMinor',
      'body.tables.nonsense',
      `body.tables.member.${saved.tables.member.length}.phone`,
      'body.tables.statement.0.memberId',
      'body.scenario',
      'body.files.x',
    ]);
    expect({ ...(await exported(other)), exportedAt: '' }).toEqual({ ...before, exportedAt: '' });
  });

  it('takes a world with uploads above the usual 100 kB body, and refuses one that is not JSON', async () => {
    h.reset('default');
    const saved = await exported();
    const file = {
      id: 'big',
      name: 'big.png',
      mimeType: 'image/png',
      base64: Buffer.alloc(300_000, 7).toString('base64'),
    };
    const other = await newSession();
    expect((await other.importWorld({ body: { ...saved, files: [file] } })).status).toBe(200);
    const copy = await fetch(`${h.baseUrl}/mock-assets/uploads/big`, { headers: { 'x-mock-session': otherId(other) } });
    expect((await copy.arrayBuffer()).byteLength).toBe(300_000);
    const text = await fetch(`${h.baseUrl}/__admin/world`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(text.status).toBe(400);
  });
});

describe('a saved world, handled with suspicion', () => {
  it('saves and loads every scenario as it is, without log-in tokens', async () => {
    const other = await newSession();
    for (const name of Object.keys(scenarios)) {
      h.reset(name);
      await h.login().catch(() => undefined);
      const saved = await exported();
      expect(saved.tables.session, name).toBeUndefined();
      expect((await other.importWorld({ body: saved })).status, name).toBe(200);
    }
  });

  it('refuses rows and settings the rules could not live with, naming each', async () => {
    h.reset('default');
    const saved = await exported();
    const other = await newSession();
    const member = saved.tables.member[0];
    const cases: [string, WorldSnapshot][] = [
      ['body.tables.constructor', { ...saved, tables: { ...saved.tables, constructor: [] } }],
      ['body.clock.now', { ...saved, clock: { now: 9e15, frozen: true } }],
      [
        'body.tables.member.0.currency',
        { ...saved, tables: { ...saved.tables, member: [{ ...member, currency: 'XYZ' }] } },
      ],
      [
        'body.tables.member.0.walletMinor',
        { ...saved, tables: { ...saved.tables, member: [{ ...member, walletMinor: -5 }] } },
      ],
      [
        'body.tables.member.0.createdAt',
        { ...saved, tables: { ...saved.tables, member: [{ ...member, createdAt: 9e15 }] } },
      ],
      [
        'body.faults.list.0',
        {
          ...saved,
          faults: {
            counter: 1,
            list: [
              {
                id: 'f1',
                route: '*',
                kind: 'error',
                code: 'TRANSFER_FAIL',
                drift: null,
                ms: null,
                minMs: null,
                maxMs: null,
                remaining: null,
                probability: null,
                fired: 0,
              },
            ],
          },
        },
      ],
      [
        'body.pending.0',
        {
          ...saved,
          pending: [
            {
              kind: 'deposit',
              at: saved.clock.now,
              memberId: member.id as string,
              statementId: 'nothing',
              amountMinor: 100,
              status: 'SUCCESS',
            },
          ],
        },
      ],
    ];
    for (const [path, body] of cases) {
      const answer = await other.importWorld({ body });
      expect(answer.status, path).toBe(400);
      expect(
        (answer.body as { details?: { path: string }[] }).details?.map((d) => d.path),
        path,
      ).toContain(path);
    }
  });

  it('refuses a chat message the widget could not draw', async () => {
    h.reset('chat-sessions');
    const saved = await exported();
    const other = await newSession();
    const [first, ...rest] = saved.tables.chatMessage;
    const body = {
      ...saved,
      tables: { ...saved.tables, chatMessage: [{ ...first, messageJson: '{"message_type":"nope"}' }, ...rest] },
    };
    const answer = await other.importWorld({ body });
    expect(answer).toMatchObject({
      status: 400,
      body: { details: [{ path: 'body.tables.chatMessage.0.messageJson' }] },
    });
  });

  it('leaves the largest uploads out of a save too large to load again, and says which', async () => {
    h.reset('default');
    const world = h.server.world();
    world.files.set('big-a', { name: 'a.mp4', mimeType: 'video/mp4', buffer: new Uint8Array(14_000_000) });
    world.files.set('big-b', { name: 'b.mp4', mimeType: 'video/mp4', buffer: new Uint8Array(14_000_000) });
    world.files.set('small', { name: 's.png', mimeType: 'image/png', buffer: new Uint8Array(1_000) });
    const saved = await exported();
    expect(saved.omittedFiles).toEqual(['big-b']);
    expect(saved.files.map((file) => file.id)).toEqual(['big-a', 'small']);
    const other = await newSession();
    expect((await other.importWorld({ body: saved })).status).toBe(200);
  });
});

describe('loading worlds one at a time', () => {
  it('answers REQUEST_LIMIT to a second load while the first is still arriving', async () => {
    h.reset('default');
    const body = JSON.stringify(await exported());
    const other = await newSession();
    const url = new URL(`${h.baseUrl}/__admin/world`);
    const first = httpRequest({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'x-mock-session': otherId(other),
      },
    });
    const firstStatus = new Promise<number>((resolve) =>
      first.on('response', (response) => resolve(response.statusCode ?? 0)),
    );
    first.write(body.slice(0, 100));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await other.importWorld({ body: JSON.parse(body) });
    expect(second).toMatchObject({ status: 429, body: { message: 'REQUEST_LIMIT' } });
    first.end(body.slice(100));
    expect(await firstStatus).toBe(200);
    expect((await other.importWorld({ body: JSON.parse(body) })).status).toBe(200);
  });
});
