import type { JournalEntry } from '@portal/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  expectNotice,
  fakeClient,
  NOW,
  refusal,
  renderPanel,
  type Answer,
  type CallInput,
} from '../test-utils';
import JournalPanel from './journal';

type HttpEntry = Extract<JournalEntry, { kind: 'http' }>;
type SocketEntry = Extract<JournalEntry, { kind: 'socket' }>;

// jsdom has no ResizeObserver; the list only uses it to learn its height.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    disconnect() {}
  },
);

const http = (id: number, extra: Partial<HttpEntry> = {}): HttpEntry => ({
  kind: 'http',
  id,
  at: NOW,
  method: 'GET',
  path: '/api/wallet',
  search: '',
  route: 'wallet.balance',
  status: 200,
  code: null,
  ms: 3.25,
  fault: null,
  request: null,
  response: { message: 'SUCCESS' },
  violation: null,
  source: 'simulator',
  passthrough: null,
  ...extra,
});
const socket = (id: number, extra: Partial<SocketEntry> = {}): SocketEntry => ({
  kind: 'socket',
  id,
  at: NOW,
  direction: 'in',
  event: 'chat:message',
  owner: 'M10001',
  payload: { text: 'Where is my deposit?' },
  ...extra,
});

const ENTRIES: JournalEntry[] = [
  http(1),
  http(2, {
    method: 'POST',
    path: '/api/wallet/transfer',
    route: 'wallet.transfer',
    status: 409,
    code: 'MONEY_NOT_ENOUGH',
    ms: 12.34,
    fault: 'f1:error',
    request: { from: 'wallet', to: 'SLOT_A', amount: 100 },
    response: { message: 'MONEY_NOT_ENOUGH' },
  }),
  socket(3),
  http(4, {
    method: 'POST',
    path: '/api/auth/login',
    route: 'auth.login',
    status: 0,
    fault: 'f2:drop',
    request: { phone: '0812345678', password: '[redacted]' },
    response: null,
  }),
  http(5, {
    path: '/api/members/M10001',
    route: 'member.get',
    status: 500,
    code: 'INTERNAL_SERVER_ERROR',
    response: { wallet: { amount: 'lots' } },
    violation: [
      { path: 'wallet.amount', message: 'Expected number, received string' },
      { path: '', message: 'Required' },
    ],
  }),
];

const ROUTES = [
  { name: 'wallet.balance', method: 'GET', path: '/api/wallet', access: 'member' },
  { name: 'wallet.transfer', method: 'POST', path: '/api/wallet/transfer', access: 'member' },
  { name: 'auth.login', method: 'POST', path: '/api/auth/login', access: 'public' },
  { name: 'member.get', method: 'GET', path: '/api/members/:memberId', access: 'member' },
].map((route) => ({ ...route, summary: route.name, codes: ['INTERNAL_SERVER_ERROR'] }));

/** A world's journal as the server keeps it: read after a cursor, a new id after a reset, or failing. */
function journalWorld(entries: JournalEntry[] = ENTRIES) {
  const server = { world: 'w1', entries: [...entries], skipped: 0, failure: null as Answer | null };
  const client = fakeClient({
    routes: { routes: ROUTES },
    journal: (input: CallInput) => {
      if (server.failure) return server.failure;
      const after = (input.query?.after as number | undefined) ?? 0;
      const skipped = server.skipped;
      server.skipped = 0;
      return answer({
        world: server.world,
        entries: server.entries.filter((entry) => entry.id > after),
        last: server.entries.at(-1)?.id ?? 0,
        skipped,
      });
    },
  });
  return { client, server };
}

/** The API reference (/openapi.json) with the schema of member.get's 200 answer. */
const openApi = (schema: object) =>
  new Response(
    JSON.stringify({
      paths: {
        '/api/members/{memberId}': { get: { responses: { '200': { content: { 'application/json': { schema } } } } } },
      },
    }),
  );

const calls = () =>
  within(screen.getByLabelText('Journal entries'))
    .getAllByRole('button')
    .map((button) => button.textContent);
const shownLine = () => screen.getByText(/entries shown/).textContent;
const detail = () => screen.getByRole('heading', { level: 2, name: /./ }).closest('section') as HTMLElement;
/** Long enough for the next read (once a second), on a busy machine. */
const NEXT_READ = { timeout: 3_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the list', () => {
  it('shows every entry, newest first, and new ones on top as they come', async () => {
    const { client, server } = journalWorld();
    renderPanel(JournalPanel, { clients: { default: client } });
    await waitFor(() =>
      expect(calls()).toEqual([
        'GET /api/members/M10001',
        'POST /api/auth/login',
        '⇢ chat:message',
        'POST /api/wallet/transfer',
        'GET /api/wallet',
      ]),
    );
    expect(shownLine()).toBe('5 of 5 entries shown');
    expect(client.journal).toHaveBeenCalledWith({ query: { limit: 500, after: undefined } });

    server.entries.push(socket(6, { direction: 'out', event: 'chat:typing' }));
    await waitFor(() => expect(calls()[0]).toBe('⇠ chat:typing'), NEXT_READ);
    expect(client.journal).toHaveBeenLastCalledWith({ query: { limit: 500, after: 5 } });
    expect(shownLine()).toBe('6 of 6 entries shown');
  });

  it('shows each call’s status, code, fault and contract break', async () => {
    renderPanel(JournalPanel, { clients: { default: journalWorld().client } });
    const row = async (name: string) =>
      [...(await screen.findByRole('button', { name })).closest('tr')!.querySelectorAll('td')]
        .slice(2)
        .map((cell) => cell.textContent);
    expect(await row('POST /api/wallet/transfer')).toEqual(['409 MONEY_NOT_ENOUGHfault', '12.3']);
    expect(await row('POST /api/auth/login')).toEqual(['no answerfault', '3.3']);
    expect(await row('GET /api/members/M10001')).toEqual(['500 INTERNAL_SERVER_ERRORcontract', '3.3']);
    expect(await row('⇢ chat:message')).toEqual(['in', '']);
  });

  it('says when there is nothing yet', async () => {
    renderPanel(JournalPanel, { clients: { default: journalWorld([]).client } });
    expect(await screen.findByText('No entry yet: use the portal, or loosen the filters.')).toBeTruthy();
    expect(shownLine()).toBe('0 of 0 entries shown');
  });

  it('pauses, reading nothing, and follows live again from where it stopped', async () => {
    const { client, server } = journalWorld();
    const { user } = renderPanel(JournalPanel, { clients: { default: client } });
    await waitFor(() => expect(calls()).toHaveLength(5));
    await waitFor(() => expect(client.journal.mock.calls.length).toBeGreaterThan(1), NEXT_READ);

    const pause = screen.getByRole('button', { name: 'Pause' });
    expect(pause.getAttribute('aria-pressed')).toBe('false');
    await user.click(pause);
    const follow = screen.getByRole('button', { name: 'Follow live' });
    expect(follow.getAttribute('aria-pressed')).toBe('true');
    expect(shownLine()).toBe('5 of 5 entries shown · paused');
    const read = client.journal.mock.calls.length;
    server.entries.push(http(6, { path: '/api/profile' }));
    await sleep(1_500);
    expect(client.journal).toHaveBeenCalledTimes(read);
    expect(calls()).toHaveLength(5);

    await user.click(follow);
    await waitFor(() => expect(calls()[0]).toBe('GET /api/profile'));
    expect(client.journal).toHaveBeenNthCalledWith(read + 1, { query: { limit: 500, after: 5 } });
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(shownLine()).toBe('6 of 6 entries shown');
  });

  it('clears the list, and goes on with what comes next', async () => {
    const { client, server } = journalWorld();
    const { user } = renderPanel(JournalPanel, { clients: { default: client } });
    await user.click(await screen.findByRole('button', { name: 'POST /api/wallet/transfer' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('No entry yet: use the portal, or loosen the filters.')).toBeTruthy();
    expect(shownLine()).toBe('0 of 0 entries shown');
    expect(screen.getByText('Choose an entry to see its request, its answer and a cURL command.')).toBeTruthy();

    server.entries.push(http(6, { path: '/api/profile' }));
    await waitFor(() => expect(calls()).toEqual(['GET /api/profile']), NEXT_READ);
  });

  it('starts over when the world is new (a reset)', async () => {
    const { client, server } = journalWorld();
    renderPanel(JournalPanel, { clients: { default: client } });
    await waitFor(() => expect(calls()).toHaveLength(5));
    server.world = 'w2';
    server.entries = [http(1, { path: '/api/after-reset' }), http(2, { path: '/api/after-reset/2' })];
    await waitFor(() => expect(calls()).toEqual(['GET /api/after-reset/2', 'GET /api/after-reset']), NEXT_READ);
    expect(shownLine()).toBe('2 of 2 entries shown');
  });

  it('empties the list when the new world has no entry yet', async () => {
    const { client, server } = journalWorld();
    renderPanel(JournalPanel, { clients: { default: client } });
    await waitFor(() => expect(calls()).toHaveLength(5));
    server.world = 'w2';
    server.entries = [];
    expect(await screen.findByText('No entry yet: use the portal, or loosen the filters.', {}, NEXT_READ)).toBeTruthy();
  });

  it('counts the entries it could not read', async () => {
    const { client, server } = journalWorld();
    renderPanel(JournalPanel, { clients: { default: client } });
    await waitFor(() => expect(calls()).toHaveLength(5));
    server.skipped = 40;
    server.entries.push(http(46));
    await waitFor(
      () =>
        expect(shownLine()).toBe(
          '6 of 6 entries shown · 40 not read (over 500 a second, or older than the server keeps)',
        ),
      NEXT_READ,
    );
  });

  it('shows a failed read with a retry that follows live again', async () => {
    const { client, server } = journalWorld();
    server.failure = refusal(500, 'INTERNAL_SERVER_ERROR');
    const { user } = renderPanel(JournalPanel, { clients: { default: client } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('INTERNAL_SERVER_ERROR (HTTP 500)');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    server.failure = null;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls()).toHaveLength(5));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });
});

describe('the filters', () => {
  async function filtered() {
    const rendered = renderPanel(JournalPanel, { clients: { default: journalWorld().client } });
    await waitFor(() => expect(calls()).toHaveLength(5));
    return rendered.user;
  }

  it('keeps one kind', async () => {
    const user = await filtered();
    const kind = screen.getByRole('combobox', { name: 'Kind' });
    await user.selectOptions(kind, 'socket');
    expect(calls()).toEqual(['⇢ chat:message']);
    expect(shownLine()).toBe('1 of 5 entries shown');
    await user.selectOptions(kind, 'http');
    expect(calls()).toEqual([
      'GET /api/members/M10001',
      'POST /api/auth/login',
      'POST /api/wallet/transfer',
      'GET /api/wallet',
    ]);
  });

  it.each([
    ['2xx', ['GET /api/wallet']],
    ['4xx', ['POST /api/wallet/transfer']],
    ['5xx', ['GET /api/members/M10001']],
    ['none', ['POST /api/auth/login']],
  ])('keeps the status %s', async (status, shown) => {
    const user = await filtered();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), status);
    expect(calls()).toEqual(shown);
  });

  it('keeps the faults only, or the contract breaks only', async () => {
    const user = await filtered();
    const faults = screen.getByRole('checkbox', { name: 'Faults only' });
    await user.click(faults);
    expect(calls()).toEqual(['POST /api/auth/login', 'POST /api/wallet/transfer']);
    await user.click(faults);
    await user.click(screen.getByRole('checkbox', { name: 'Contract breaks only' }));
    expect(calls()).toEqual(['GET /api/members/M10001']);
  });

  it('finds by path, route, code or socket owner', async () => {
    const user = await filtered();
    const find = screen.getByRole('searchbox', { name: 'Find' });
    await user.type(find, 'transfer');
    expect(calls()).toEqual(['POST /api/wallet/transfer']);
    await user.clear(find);
    await user.type(find, 'money_not');
    expect(calls()).toEqual(['POST /api/wallet/transfer']);
    await user.clear(find);
    await user.type(find, 'auth.login');
    expect(calls()).toEqual(['POST /api/auth/login']);
    await user.clear(find);
    await user.type(find, 'm10001');
    expect(calls()).toEqual(['GET /api/members/M10001', '⇢ chat:message']);
    await user.clear(find);
    await user.type(find, 'nowhere');
    expect(screen.getByText('No entry yet: use the portal, or loosen the filters.')).toBeTruthy();
    expect(shownLine()).toBe('0 of 5 entries shown');
  });
});

describe('an entry', () => {
  it('shows its request, answer and cURL', async () => {
    const { user } = renderPanel(JournalPanel, { clients: { default: journalWorld().client } });
    expect(screen.getByText('Choose an entry to see its request, its answer and a cURL command.')).toBeTruthy();
    const call = await screen.findByRole('button', { name: 'POST /api/wallet/transfer' });
    await user.click(call);
    expect(call.closest('tr')?.getAttribute('aria-selected')).toBe('true');
    const card = detail();
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('POST /api/wallet/transfer');
    const facts = [...card.querySelectorAll('dt')].map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(facts).toEqual([
      ['Route', 'wallet.transfer'],
      ['Status', '409 MONEY_NOT_ENOUGH'],
      ['Took', '12.3 ms'],
      ['Fault', 'f1:error'],
    ]);
    const blocks = [...card.querySelectorAll('h3')].map((heading) => [
      heading.textContent,
      heading.nextElementSibling?.textContent,
    ]);
    expect(blocks).toEqual([
      ['Request body', JSON.stringify({ from: 'wallet', to: 'SLOT_A', amount: 100 }, null, 2)],
      ['Answer', JSON.stringify({ message: 'MONEY_NOT_ENOUGH' }, null, 2)],
      [
        'cURL',
        [
          `curl -X POST '${location.origin}/api/wallet/transfer'`,
          `-H 'x-client: wallet-user'`,
          `-H "authorization: Bearer $TOKEN"`,
          `-H 'content-type: application/json'`,
          `--data '{"from":"wallet","to":"SLOT_A","amount":100}'`,
        ].join(' \\\n  '),
      ],
    ]);
  });

  it('names the session in the cURL, and leaves out the token of a public route', async () => {
    const { client } = journalWorld();
    const { user } = renderPanel(JournalPanel, { session: 's-aaa', clients: { 's-aaa': client } });
    await user.click(await screen.findByRole('button', { name: 'POST /api/auth/login' }));
    const curl = [...detail().querySelectorAll('h3')].find((heading) => heading.textContent === 'cURL')
      ?.nextElementSibling?.textContent;
    expect(curl).toBe(
      [
        `curl -X POST '${location.origin}/api/auth/login'`,
        `-H 'x-client: wallet-user'`,
        `-H 'x-mock-session: s-aaa'`,
        `-H 'content-type: application/json'`,
        `--data '{"phone":"0812345678","password":"[redacted]"}'`,
      ].join(' \\\n  '),
    );
    expect(detail().textContent).toContain('no answer (dropped or left hanging)');
    expect(detail().textContent).toContain('(none)');
  });

  it('copies its cURL to the clipboard', async () => {
    const { user } = renderPanel(JournalPanel, { clients: { default: journalWorld().client } });
    const write = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'GET /api/wallet' }));
    await user.click(screen.getByRole('button', { name: 'Copy as cURL' }));
    await expectNotice('cURL command copied');
    expect(write).toHaveBeenCalledWith(
      [
        `curl -X GET '${location.origin}/api/wallet'`,
        `-H 'x-client: wallet-user'`,
        `-H "authorization: Bearer $TOKEN"`,
      ].join(' \\\n  '),
    );
  });

  it('says so when the clipboard refuses', async () => {
    const { user } = renderPanel(JournalPanel, { clients: { default: journalWorld().client } });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Clipboard refused'));
    await user.click(await screen.findByRole('button', { name: 'GET /api/wallet' }));
    await user.click(screen.getByRole('button', { name: 'Copy as cURL' }));
    await expectNotice('Clipboard refused', 'error');
  });

  it('shows how an answer broke the contract, beside the schema the contract expects', async () => {
    const schema = { type: 'object', properties: { wallet: { type: 'object' } }, required: ['wallet'] };
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(openApi(schema));
    const { user } = renderPanel(JournalPanel, { clients: { default: journalWorld().client } });
    await user.click(await screen.findByRole('button', { name: 'GET /api/members/M10001' }));
    const broke = screen.getByRole('region', { name: 'Contract break' });
    expect(
      within(broke)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['wallet.amount: Expected number, received string', '(the whole answer): Required']);
    const answered = within(broke).getByRole('heading', { name: 'Answered' }).nextElementSibling;
    expect(answered?.textContent).toBe(JSON.stringify({ wallet: { amount: 'lots' } }, null, 2));
    const expects = within(broke).getByRole('heading', { name: 'The contract expects' }).nextElementSibling;
    await waitFor(() => expect(expects?.textContent).toBe(JSON.stringify(schema, null, 2)));
    expect(fetched).toHaveBeenCalledWith('/openapi.json');
    expect(screen.getByRole('heading', { name: 'What the route answered (the client got a 500)' })).toBeTruthy();
  });

  it('says why the contract’s schema could not be read, and reads it again', async () => {
    const schema = { type: 'object' };
    vi.spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(openApi(schema));
    const { user } = renderPanel(JournalPanel, { clients: { default: journalWorld().client } });
    await user.click(await screen.findByRole('button', { name: 'GET /api/members/M10001' }));
    const broke = screen.getByRole('region', { name: 'Contract break' });
    const failure = await within(broke).findByRole('alert');
    expect(failure.textContent).toContain('Failed to fetch');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(broke.textContent).toContain(JSON.stringify(schema, null, 2)));
  });

  it('shows a socket frame with its owner and payload', async () => {
    const { user } = renderPanel(JournalPanel, { clients: { default: journalWorld().client } });
    await user.click(await screen.findByRole('button', { name: '⇢ chat:message' }));
    const card = detail();
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Socket in: chat:message');
    expect(within(card).getByText('M10001')).toBeTruthy();
    expect(card.querySelector('pre')?.textContent).toBe(JSON.stringify({ text: 'Where is my deposit?' }, null, 2));
    expect(within(card).queryByRole('button', { name: 'Copy as cURL' })).toBeNull();
  });
});

describe('a call that passed through to the real backend', () => {
  const REAL = [
    http(1),
    http(2, {
      path: '/api/lookup/info',
      route: 'lookup.info',
      source: 'real',
      response: { name: 'Gold', site: 'x' },
      passthrough: {
        verdict: 'drift',
        issues: ['website: Required, breaking (answer)'],
        member: null,
        compared: {
          status: 200,
          code: null,
          differences: [
            { path: 'site', real: 'string', simulated: 'absent' },
            { path: 'website', real: 'absent', simulated: 'string' },
          ],
        },
      },
    }),
    http(3, {
      method: 'POST',
      path: '/api/auth/login',
      route: 'auth.login',
      source: 'real',
      response: { token: '[redacted]' },
      passthrough: { verdict: 'pass', issues: [], member: 'M10001', compared: null },
    }),
  ];

  it('is marked real in the list, with its verdict when it is not a pass, and kept by its own filter', async () => {
    const { user } = renderPanel(JournalPanel, { clients: { default: journalWorld(REAL).client } });
    await screen.findByRole('button', { name: 'POST /api/auth/login' });
    const pills = (id: number) =>
      [...document.querySelectorAll(`tr[data-id="${id}"] .pill`)].map((pill) => pill.textContent);
    expect([pills(1), pills(2), pills(3)]).toEqual([[], ['real · drift'], ['real']]);
    await user.click(screen.getByRole('checkbox', { name: 'Real backend only' }));
    expect(calls()).toEqual(['POST /api/auth/login', 'GET /api/lookup/info']);
  });

  it('shows how its answer stands against the contract and beside the simulator’s own', async () => {
    const { user } = renderPanel(JournalPanel, { clients: { default: journalWorld(REAL).client } });
    await user.click(await screen.findByRole('button', { name: 'GET /api/lookup/info' }));
    const real = screen.getByRole('region', { name: 'Real backend' });
    expect(within(real).getByRole('heading', { level: 3 }).textContent).toBe(
      'Answered by the real backend: it breaks the contract where a screen loses something',
    );
    expect(within(real).getByText('website: Required, breaking (answer)')).toBeTruthy();
    expect(within(real).getByRole('heading', { level: 4 }).textContent).toBe('The simulator’s own answer: 200');
    const rows = within(real)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Field', 'Real', 'Simulated'],
      ['site', 'string', 'absent'],
      ['website', 'absent', 'string'],
    ]);

    await user.click(screen.getByRole('button', { name: 'POST /api/auth/login' }));
    const login = screen.getByRole('region', { name: 'Real backend' });
    expect(login.textContent).toContain('Answered by the real backend: it keeps the contract');
    expect(login.textContent).toContain('mapped to the simulated member M10001');
  });
});
