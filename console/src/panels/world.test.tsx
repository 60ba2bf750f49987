import type { WorldSnapshot } from '@portal/contract/admin';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as api from '../api';
import { clientOf, expectNotice, FLAGS, fakeClient, NOW, refusal, renderPanel, type Answer } from '../test-utils';
import WorldPanel from './world';

vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  clientFor: (session: string) => clientOf(session),
}));

/** The smallest world the contract takes: two members and nothing else. */
const SNAPSHOT: WorldSnapshot = {
  format: 'wallet-portal-world',
  version: 1,
  scenario: 'rich-member',
  exportedAt: NOW,
  clock: { now: Date.parse(NOW), frozen: false },
  flags: FLAGS,
  ids: 2,
  random: { world: 1, faults: 0 },
  tables: { member: [{ id: 'M10001' }, { id: 'M10002' }] },
  pending: [],
  faults: { counter: 0, list: [] },
  outcomes: { next: 1, list: [] },
  files: [],
  otps: [],
};

const jsonFile = (content: string, name = 'world.json') => new File([content], name, { type: 'application/json' });
const fileField = () => screen.getByLabelText('Saved world') as HTMLInputElement;
const load = () => screen.getByRole('button', { name: 'Load' });

describe('saving', () => {
  let saved: { href: string; download: string }[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/world-1');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('downloads the world as a JSON file named after its scenario and time', async () => {
    const client = fakeClient({ exportWorld: SNAPSHOT });
    const { user } = renderPanel(WorldPanel, { clients: { default: client } });
    expect(screen.getByRole('heading', { name: 'Save the default world' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save as JSON' }));
    await expectNotice('Saved the default world (rich-member, 2 members)');
    expect(client.exportWorld).toHaveBeenCalledTimes(1);
    expect(saved).toEqual([
      { href: 'blob:http://localhost/world-1', download: 'world-rich-member-2026-11-24T10-00-00-000Z.json' },
    ]);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0][0] as Blob;
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual(SNAPSHOT);
  });

  it('names the session it saves', async () => {
    const session = fakeClient({ exportWorld: SNAPSHOT });
    const { user } = renderPanel(WorldPanel, { session: 's-aaa', clients: { 's-aaa': session } });
    await user.click(screen.getByRole('button', { name: 'Save as JSON' }));
    await expectNotice('Saved session s-aaa (rich-member, 2 members)');
    expect(session.exportWorld).toHaveBeenCalledTimes(1);
  });

  it('says why the world could not be saved, and downloads nothing', async () => {
    const client = fakeClient({ exportWorld: () => refusal(500, 'INTERNAL_SERVER_ERROR') });
    const { user } = renderPanel(WorldPanel, { clients: { default: client } });
    await user.click(screen.getByRole('button', { name: 'Save as JSON' }));
    await expectNotice('INTERNAL_SERVER_ERROR (HTTP 500)', 'error');
    expect(saved).toEqual([]);
  });
});

describe('loading', () => {
  it('asks for a file first', async () => {
    const { user } = renderPanel(WorldPanel, { clients: { default: fakeClient() } });
    await user.click(load());
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Choose a saved world (.json) first.');
    expect(fileField().getAttribute('aria-invalid')).toBe('true');
    expect(fileField().getAttribute('aria-describedby')).toBe(alert.id);
  });

  it.each([
    ['a file that is not JSON', 'not json {', 'This file is not JSON.'],
    [
      'JSON that is not a saved world',
      '{"hello": 1}',
      'This is not a saved world: format: Invalid literal value, expected "wallet-portal-world"',
    ],
    [
      'a saved world with a broken field',
      JSON.stringify({ ...SNAPSHOT, clock: { now: 'noon', frozen: false } }),
      'This is not a saved world: clock.now: Expected number, received string',
    ],
  ])('refuses %s, says why and sends nothing', async (_what, content, problem) => {
    const root = fakeClient();
    const { user } = renderPanel(WorldPanel, { clients: { default: root } });
    await user.upload(fileField(), jsonFile(content));
    await user.click(load());
    expect((await screen.findByRole('alert')).textContent).toBe(problem);
    expect(root.createSession).not.toHaveBeenCalled();
    expect(root.importWorld).not.toHaveBeenCalled();
    expect(clientOf('s-new').importWorld).not.toHaveBeenCalled();

    await user.upload(fileField(), jsonFile(JSON.stringify(SNAPSHOT)));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fileField().getAttribute('aria-invalid')).toBe('false');
  });

  it('loads into a new session of the saved world’s scenario, and switches to it', async () => {
    const root = fakeClient();
    const made = fakeClient({ importWorld: { scenario: 'rich-member', members: 2, ms: 41.6 } });
    const { user, chosen } = renderPanel(WorldPanel, { clients: { default: root, 's-new': made } });
    expect((screen.getByRole('radio', { name: /A new session/ }) as HTMLInputElement).checked).toBe(true);
    await user.upload(fileField(), jsonFile(JSON.stringify(SNAPSHOT)));
    await user.click(load());
    await expectNotice('Loaded into session s-new: 2 members, in 42 ms');
    expect(root.createSession).toHaveBeenCalledWith({ body: { scenario: 'rich-member' } });
    expect(made.importWorld).toHaveBeenCalledWith({ body: SNAPSHOT });
    expect(root.importWorld).not.toHaveBeenCalled();
    expect(chosen).toHaveBeenCalledWith('s-new');
    expect(await screen.findByRole('heading', { name: 'Save session s-new' })).toBeTruthy();
  });

  it('loads a world captured from a real backend as any other, its captured site with it', async () => {
    const captured: WorldSnapshot = {
      ...SNAPSHOT,
      scenario: 'default',
      captured: {
        from: 'https://staging.example.test',
        at: NOW,
        title: 'Captured: staging',
        login: { phone: '0861127678', password: 'secret123' },
        flags: { registerOTP: false },
        site: { info: { name: 'Staging Wallet', website: 'https://staging.example.test' } },
      },
    };
    const root = fakeClient();
    const made = fakeClient({ importWorld: { scenario: 'default', members: 2, ms: 12 } });
    const { user } = renderPanel(WorldPanel, { clients: { default: root, 's-new': made } });
    await user.upload(fileField(), jsonFile(JSON.stringify(captured), 'member.world.json'));
    await user.click(load());
    await expectNotice('Loaded into session s-new: 2 members, in 12 ms');
    expect(root.createSession).toHaveBeenCalledWith({ body: { scenario: 'default' } });
    expect(made.importWorld).toHaveBeenCalledWith({ body: captured });
  });

  it('loads into this world, replacing it, without switching', async () => {
    const root = fakeClient();
    const current = fakeClient({ importWorld: { scenario: 'rich-member', members: 2, ms: 7 } });
    const { user, chosen } = renderPanel(WorldPanel, {
      session: 's-aaa',
      clients: { default: root, 's-aaa': current },
    });
    await user.click(screen.getByRole('radio', { name: 'This world (session s-aaa), replacing it' }));
    await user.upload(fileField(), jsonFile(JSON.stringify(SNAPSHOT)));
    await user.click(load());
    await expectNotice('Loaded into session s-aaa: 2 members, in 7 ms');
    expect(current.importWorld).toHaveBeenCalledWith({ body: SNAPSHOT });
    expect(root.createSession).not.toHaveBeenCalled();
    expect(chosen).not.toHaveBeenCalled();
  });

  it('loads into the default world', async () => {
    const root = fakeClient({ importWorld: { scenario: 'rich-member', members: 2, ms: 7 } });
    const { user } = renderPanel(WorldPanel, { clients: { default: root } });
    await user.click(screen.getByRole('radio', { name: 'This world (the default world), replacing it' }));
    await user.upload(fileField(), jsonFile(JSON.stringify(SNAPSHOT)));
    await user.click(load());
    await expectNotice('Loaded into the default world: 2 members, in 7 ms');
    expect(root.importWorld).toHaveBeenCalledWith({ body: SNAPSHOT });
  });

  it('waits for a load to finish before another, says why it failed without switching, and ends the session it made', async () => {
    let refuse: (answer: Answer) => void = () => undefined;
    const made = fakeClient({ importWorld: () => new Promise<Answer>((resolve) => (refuse = resolve)) });
    const root = fakeClient();
    const { user, chosen } = renderPanel(WorldPanel, { clients: { default: root, 's-new': made } });
    await user.upload(fileField(), jsonFile(JSON.stringify(SNAPSHOT)));
    await user.click(load());
    await waitFor(() => expect(made.importWorld).toHaveBeenCalled());
    expect(load()).toHaveProperty('disabled', true);
    refuse(refusal(400, 'KEY_INVALID'));
    await expectNotice('KEY_INVALID (HTTP 400)', 'error');
    expect(load()).toHaveProperty('disabled', false);
    expect(chosen).not.toHaveBeenCalled();
    // The session made for the refused world is ended, not left behind.
    expect(root.deleteSession).toHaveBeenCalledWith({ params: { id: 's-new' } });
  });

  it('lists every problem the server named when it refuses the world, until another file is chosen', async () => {
    const details = [
      {
        path: 'body.tables.member.3.phone',
        issue: 'invalid',
        note: 'duplicate of body.tables.member.1.phone (EXISTING_USER)',
      },
      { path: 'body.tables.member.4.name', issue: 'invalid', note: 'not a name the API takes' },
      { path: 'body.tables.slip.0.amountMinor', issue: 'invalid' },
    ];
    const root = fakeClient({ importWorld: () => ({ status: 400, body: { message: 'KEY_INVALID', details } }) });
    const { user } = renderPanel(WorldPanel, { clients: { default: root } });
    await user.click(screen.getByRole('radio', { name: 'This world (the default world), replacing it' }));
    await user.upload(fileField(), jsonFile(JSON.stringify(SNAPSHOT)));
    await user.click(load());
    await expectNotice(
      'KEY_INVALID at body.tables.member.3.phone: duplicate of body.tables.member.1.phone (EXISTING_USER) (HTTP 400)',
      'error',
    );
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe('The mock server refused this world (KEY_INVALID): 3 problems');
    expect([...alert.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'body.tables.member.3.phone: duplicate of body.tables.member.1.phone (EXISTING_USER)',
      'body.tables.member.4.name: not a name the API takes',
      'body.tables.slip.0.amountMinor',
    ]);
    expect(fileField().getAttribute('aria-describedby')).toBe(alert.id);

    await user.upload(fileField(), jsonFile(JSON.stringify(SNAPSHOT)));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
