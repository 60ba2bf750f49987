import type { Fault, FaultInput } from '@portal/contract/admin';
import { DRIFT_CHANGES, FIELD_DRIFTS } from '@portal/contract/drift';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { answer, type CallInput, expectNotice, fakeClient, FLAGS, named, refusal, renderPanel } from '../test-utils';
import FaultsPanel from './faults';

type FaultRow = z.infer<typeof Fault>;

const ROUTES = [
  {
    name: 'wallet.transfer',
    method: 'POST',
    path: '/api/wallet/transfer',
    summary: 'Moves money between the wallet and a game',
    access: 'member' as const,
    codes: ['INTERNAL_SERVER_ERROR' as const, 'MONEY_NOT_ENOUGH' as const, 'SLOT_NO_ACCOUNT' as const],
  },
  {
    name: 'wallet.balance',
    method: 'GET',
    path: '/api/wallet',
    summary: 'The balances',
    access: 'member' as const,
    codes: ['INTERNAL_SERVER_ERROR' as const, 'UNAUTHORIZED' as const],
  },
  {
    name: 'auth.login',
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Logs in',
    access: 'public' as const,
    codes: ['INTERNAL_SERVER_ERROR' as const, 'WRONG_PASSWORD' as const],
  },
];

const fault = (extra: Partial<FaultRow> & Pick<FaultRow, 'id' | 'kind'>): FaultRow => ({
  route: 'wallet.transfer',
  drift: null,
  ms: null,
  minMs: null,
  maxMs: null,
  code: null,
  remaining: null,
  probability: null,
  fired: 0,
  ...extra,
});

/** A drift fault as the server keeps it (mock-server/src/core/faults.ts addFault). */
const driftFault = (id: string, input: Extract<FaultInput, { kind: 'drift' }>): FaultRow =>
  fault({
    id,
    kind: 'drift',
    route: input.route,
    drift: {
      change: input.change,
      field: input.field ?? null,
      to: input.to ?? null,
      unknownCode: input.unknownCode ?? null,
    },
  });

/** A world whose faults are added and removed as the panel asks. */
function faultWorld(initial: FaultRow[] = []) {
  const faults = [...initial];
  let next = 1;
  const client = fakeClient({
    routes: { routes: ROUTES },
    faults: () => answer({ faults, routes: ROUTES.map((route) => route.name) }),
    addFault: (input: CallInput) => {
      const added =
        (input.body as FaultInput).kind === 'drift'
          ? driftFault(`f${next++}`, input.body as Extract<FaultInput, { kind: 'drift' }>)
          : fault({ id: `f${next++}`, ...(input.body as Partial<FaultRow> & Pick<FaultRow, 'kind' | 'route'>) });
      faults.push(added);
      return answer(added);
    },
    removeFault: (input: CallInput) => {
      const at = faults.findIndex((item) => item.id === input.params?.id);
      if (at < 0) return refusal(404, 'NO_DATA');
      faults.splice(at, 1);
      return answer({ removed: 1 });
    },
  });
  return client;
}

const toggle = (kind: string, route = 'wallet.transfer') =>
  screen.findByRole('button', {
    name: new RegExp(`^(Off|On · fired \\d+)\\s*${kind} on ${route.replace('.', '\\.')}$`),
  });

describe('the flags', () => {
  it.each([
    ['Spin wheel', 'spinActive'],
    ['Invite bonus', 'inviteActive'],
    ['Loss refund', 'refundActive'],
    ['Chat widget', 'enableChatWidget'],
    ['Slips closed', 'slipClosed'],
    ['Slips at any hour', 'slipWindowOff'],
    ['OTP at registration', 'registerOTP'],
    ['Laos rules', 'laos'],
    ['Service shut down', 'terminated'],
  ] as const)('the %s switch flips %s alone', async (label, flag) => {
    const client = fakeClient();
    const { user } = renderPanel(FaultsPanel, { clients: { default: client } });
    const toggleSwitch = await screen.findByRole('switch', { name: new RegExp(`^${label}`) });
    const was = FLAGS[flag];
    expect((toggleSwitch as HTMLInputElement).checked).toBe(was);
    await user.click(toggleSwitch);
    await waitFor(() => expect(client.setFlags).toHaveBeenCalledWith({ body: { [flag]: !was } }));
    expect(client.setFlags).toHaveBeenCalledTimes(1);
    await expectNotice(`${label} ${was ? 'off' : 'on'}`);
    await waitFor(() => expect((toggleSwitch as HTMLInputElement).checked).toBe(!was));
  });

  it('sets a fixed OTP code of six digits, refuses five, and goes back to random codes when empty', async () => {
    const client = fakeClient();
    const { user } = renderPanel(FaultsPanel, { clients: { default: client } });
    const code = await screen.findByRole('textbox', { name: 'Fixed OTP code' });
    expect((code as HTMLInputElement).value).toBe('');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Set' }));
    await expectNotice('A fixed OTP code is six digits (or empty for random codes)', 'error');
    expect(client.setFlags).not.toHaveBeenCalled();

    await user.type(code, '6789');
    expect((code as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Set' }));
    await waitFor(() => expect(client.setFlags).toHaveBeenCalledWith({ body: { otpCode: '123456' } }));
    await expectNotice('Every OTP is now 123456');
    // The field shows what the world now has (it is drawn again from the answer).
    const field = screen.getByRole('textbox', { name: 'Fixed OTP code' }) as HTMLInputElement;
    expect(field.value).toBe('123456');

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Set' }));
    await waitFor(() => expect(client.setFlags).toHaveBeenLastCalledWith({ body: { otpCode: null } }));
    await expectNotice('OTP codes are random again');
  });

  it('refuses a code that is not digits', async () => {
    const client = fakeClient();
    const { user } = renderPanel(FaultsPanel, { clients: { default: client } });
    await user.type(await screen.findByRole('textbox', { name: 'Fixed OTP code' }), '12a456{Enter}');
    await expectNotice('A fixed OTP code is six digits (or empty for random codes)', 'error');
    expect(client.setFlags).not.toHaveBeenCalled();
  });

  it('shows the code the world has', async () => {
    renderPanel(FaultsPanel, {
      clients: { default: fakeClient({ flags: { flags: { ...FLAGS, otpCode: '000111' } } }) },
    });
    expect(((await screen.findByRole('textbox', { name: 'Fixed OTP code' })) as HTMLInputElement).value).toBe('000111');
  });
});

describe('the routes', () => {
  it('lists every route with its method and path, and finds one by name or path', async () => {
    const { user } = renderPanel(FaultsPanel, { clients: { default: faultWorld() } });
    const table = (await screen.findByText('POST /api/auth/login')).closest('table') as HTMLElement;
    const names = () => [...table.querySelectorAll('tbody th')].map((cell) => cell.firstChild?.textContent);
    expect(names()).toEqual(['wallet.transfer', 'wallet.balance', 'auth.login']);
    const find = screen.getByRole('searchbox', { name: 'Find a route' });
    await user.type(find, 'LOGIN');
    expect(names()).toEqual(['auth.login']);
    await user.clear(find);
    await user.type(find, '/api/wallet');
    expect(names()).toEqual(['wallet.transfer', 'wallet.balance']);
    await user.clear(find);
    await user.type(find, 'nothing like it');
    expect(names()).toEqual([]);
    expect(screen.getByText('No route matches.')).toBeTruthy();
  });

  it('delays a route by the typed ms, then removes the delay', async () => {
    const client = faultWorld();
    const { user } = renderPanel(FaultsPanel, { clients: { default: client } });
    const ms = await screen.findByRole('textbox', { name: 'Delay in ms for wallet.transfer' });
    expect((ms as HTMLInputElement).value).toBe('3000');
    await user.clear(ms);
    await user.type(ms, '1,500 ms');
    expect((ms as HTMLInputElement).value).toBe('1500');
    await user.click(await toggle('delay'));
    await waitFor(() =>
      expect(client.addFault).toHaveBeenCalledWith({ body: { kind: 'delay', route: 'wallet.transfer', ms: 1500 } }),
    );
    await expectNotice('delay on wallet.transfer');
    const on = await screen.findByRole('button', { name: named('On · fired 0 delay on wallet.transfer') });
    expect(on.getAttribute('aria-pressed')).toBe('true');
    expect((ms as HTMLInputElement).disabled).toBe(true);

    await user.click(on);
    await waitFor(() => expect(client.removeFault).toHaveBeenCalledWith({ params: { id: 'f1' } }));
    await expectNotice('delay on wallet.transfer off (it fired 0 times)');
    const off = await screen.findByRole('button', { name: named('Off delay on wallet.transfer') });
    expect(off.getAttribute('aria-pressed')).toBe('false');
    expect((ms as HTMLInputElement).disabled).toBe(false);
  });

  it('sends the default delay, and caps a delay at the longest a fault may wait', async () => {
    const client = faultWorld();
    const { user } = renderPanel(FaultsPanel, { clients: { default: client } });
    await user.click(await toggle('delay', 'auth.login'));
    await waitFor(() =>
      expect(client.addFault).toHaveBeenCalledWith({ body: { kind: 'delay', route: 'auth.login', ms: 3000 } }),
    );
    const ms = screen.getByRole('textbox', { name: 'Delay in ms for wallet.balance' });
    await user.clear(ms);
    await user.type(ms, '999999');
    await user.click(await toggle('delay', 'wallet.balance'));
    await waitFor(() =>
      expect(client.addFault).toHaveBeenLastCalledWith({
        body: { kind: 'delay', route: 'wallet.balance', ms: 310_000 },
      }),
    );
  });

  it('answers a route with the chosen error code, the route’s own code by default', async () => {
    const client = faultWorld();
    const { user } = renderPanel(FaultsPanel, { clients: { default: client } });
    const code = await screen.findByRole('combobox', { name: 'Error code for wallet.transfer' });
    expect((code as HTMLSelectElement).value).toBe('SLOT_NO_ACCOUNT');
    expect(
      within(code)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['INTERNAL_SERVER_ERROR', 'MONEY_NOT_ENOUGH', 'SLOT_NO_ACCOUNT']);
    await user.selectOptions(code, 'MONEY_NOT_ENOUGH');
    await user.click(await toggle('error'));
    await waitFor(() =>
      expect(client.addFault).toHaveBeenCalledWith({
        body: { kind: 'error', route: 'wallet.transfer', code: 'MONEY_NOT_ENOUGH' },
      }),
    );
    await expectNotice('MONEY_NOT_ENOUGH on wallet.transfer');
    await screen.findByRole('button', { name: named('On · fired 0 error on wallet.transfer') });
    expect((code as HTMLSelectElement).disabled).toBe(true);

    await user.click(await toggle('error', 'auth.login'));
    await waitFor(() =>
      expect(client.addFault).toHaveBeenLastCalledWith({
        body: { kind: 'error', route: 'auth.login', code: 'WRONG_PASSWORD' },
      }),
    );
  });

  it('drops a route’s connections, then stops', async () => {
    const client = faultWorld();
    const { user } = renderPanel(FaultsPanel, { clients: { default: client } });
    await user.click(await toggle('drop'));
    await waitFor(() =>
      expect(client.addFault).toHaveBeenCalledWith({ body: { kind: 'drop', route: 'wallet.transfer' } }),
    );
    await expectNotice('drop on wallet.transfer');
    await user.click(await screen.findByRole('button', { name: named('On · fired 0 drop on wallet.transfer') }));
    await waitFor(() => expect(client.removeFault).toHaveBeenCalledWith({ params: { id: 'f1' } }));
    await screen.findByRole('button', { name: named('Off drop on wallet.transfer') });
  });

  it('shows how often a fault fired, and says it when switching it off', async () => {
    const client = faultWorld([
      fault({ id: 'f7', kind: 'error', code: 'MONEY_NOT_ENOUGH', fired: 3 }),
      fault({ id: 'f8', kind: 'delay', ms: 500, route: 'auth.login', fired: 1 }),
    ]);
    const { user } = renderPanel(FaultsPanel, { clients: { default: client } });
    const on = await screen.findByRole('button', { name: named('On · fired 3 error on wallet.transfer') });
    expect(on.getAttribute('aria-pressed')).toBe('true');
    await user.click(await screen.findByRole('button', { name: named('On · fired 1 delay on auth.login') }));
    await waitFor(() => expect(client.removeFault).toHaveBeenCalledWith({ params: { id: 'f8' } }));
    await expectNotice('delay on auth.login off (it fired 1 time)');
    await user.click(on);
    await waitFor(() => expect(client.removeFault).toHaveBeenLastCalledWith({ params: { id: 'f7' } }));
    await expectNotice('error on wallet.transfer off (it fired 3 times)');
  });

  it('leaves the switch off for a fault that fires only a number of times', async () => {
    const client = faultWorld([fault({ id: 'f2', kind: 'drop', remaining: 2 })]);
    const { user } = renderPanel(FaultsPanel, { clients: { default: client } });
    await screen.findByText('drop the connection (2 more calls)');
    await user.click(await screen.findByRole('button', { name: named('Off drop on wallet.transfer') }));
    await waitFor(() =>
      expect(client.addFault).toHaveBeenCalledWith({ body: { kind: 'drop', route: 'wallet.transfer' } }),
    );
    expect(client.removeFault).not.toHaveBeenCalled();
  });
});

/** The drift card's form and its controls, by their labels. */
async function driftCard() {
  const card = (await screen.findByRole('heading', { name: 'Drift' })).closest('section') as HTMLElement;
  const add = await within(card).findByRole('button', { name: 'Add drift' });
  return {
    card,
    route: within(card).getByRole('combobox', { name: 'Route' }) as HTMLSelectElement,
    change: within(card).getByRole('combobox', { name: 'Change' }) as HTMLSelectElement,
    text: (name: string) => within(card).queryByRole('textbox', { name }) as HTMLInputElement | null,
    textboxes: () =>
      within(card)
        .queryAllByRole('textbox')
        .map((box) => box.closest('label')?.querySelector('span')?.textContent),
    add,
  };
}

/** The body of the one fault the panel asked for, exactly as sent. */
const sentFault = async (client: ReturnType<typeof faultWorld>) => {
  await waitFor(() => expect(client.addFault).toHaveBeenCalledTimes(1));
  return client.addFault.mock.calls[0][0];
};

const TO_LABELS: Partial<Record<(typeof DRIFT_CHANGES)[number], string>> = {
  'rename-field': 'New name',
  'unknown-value': 'Value sent',
  'extra-field': 'Added field',
};

describe('the drift card', () => {
  it('offers every route and every change with what it does, a null field by default', async () => {
    renderPanel(FaultsPanel, { clients: { default: faultWorld() } });
    const { route, change } = await driftCard();
    expect([...route.options].map((option) => option.value)).toEqual(ROUTES.map((item) => item.name));
    expect(route.value).toBe('wallet.transfer');
    expect([...change.options].map((option) => option.value)).toEqual([...DRIFT_CHANGES]);
    expect(change.value).toBe('null-field');
    expect([...change.options].map((option) => option.textContent)).toContain('null-field — the field is null');
    for (const option of change.options) expect(option.textContent).toMatch(new RegExp(`^${option.value} — \\S`));
  });

  it.each(DRIFT_CHANGES)('shows %s the inputs it takes, and only those', async (item) => {
    const { user } = renderPanel(FaultsPanel, { clients: { default: faultWorld() } });
    const card = await driftCard();
    await user.selectOptions(card.change, item);
    const expected = [
      FIELD_DRIFTS.has(item) ? 'Field' : null,
      TO_LABELS[item] ?? null,
      item === 'unknown-code' ? 'Unknown code' : null,
    ].filter(Boolean);
    expect(card.textboxes()).toEqual(expected);
    if (FIELD_DRIFTS.has(item)) expect(card.text('Field')?.required).toBe(true);
    if (TO_LABELS[item]) expect(card.text(TO_LABELS[item])?.required).toBe(item === 'rename-field');
  });

  it('adds a null-field drift with exactly its route and field, and lists it among the active faults', async () => {
    const client = faultWorld();
    const { user } = renderPanel(FaultsPanel, { clients: { default: client } });
    const card = await driftCard();
    await user.selectOptions(card.route, 'wallet.balance');
    await user.type(card.text('Field') as HTMLInputElement, ' logo ');
    await user.click(card.add);
    expect(await sentFault(client)).toStrictEqual({
      body: { kind: 'drift', change: 'null-field', route: 'wallet.balance', field: 'logo' },
    });
    await expectNotice('Drift null-field on wallet.balance (field logo)');
    const list = (await screen.findByRole('heading', { name: 'Active faults' })).closest('section') as HTMLElement;
    await within(list).findByText('drift: null-field logo (until removed)');
  });

  it('refuses a field change without its field, and a rename without its new name, before any call', async () => {
    const client = faultWorld();
    const { user } = renderPanel(FaultsPanel, { clients: { default: client } });
    const card = await driftCard();
    await user.click(card.add);
    await expectNotice('null-field needs a field', 'error');
    await user.selectOptions(card.change, 'rename-field');
    await user.click(card.add);
    await expectNotice('rename-field needs a field and a new name (to)', 'error');
    await user.type(card.text('Field') as HTMLInputElement, 'logo');
    await user.click(card.add);
    await expectNotice('rename-field needs a new name (to)', 'error');
    await user.type(card.text('New name') as HTMLInputElement, '   ');
    await user.click(card.add);
    expect(screen.getAllByText('rename-field needs a new name (to)', { selector: '.notice' })).toHaveLength(2);
    expect(client.addFault).not.toHaveBeenCalled();

    await user.clear(card.text('New name') as HTMLInputElement);
    await user.type(card.text('New name') as HTMLInputElement, 'icon');
    await user.click(card.add);
    expect(await sentFault(client)).toStrictEqual({
      body: { kind: 'drift', change: 'rename-field', route: 'wallet.transfer', field: 'logo', to: 'icon' },
    });
    await expectNotice('Drift rename-field on wallet.transfer (field logo, to icon)');
  });

  it('sends an unknown code, and refuses none, one the catalogue has, or one of other characters', async () => {
    const client = faultWorld();
    const { user } = renderPanel(FaultsPanel, { clients: { default: client } });
    const card = await driftCard();
    await user.selectOptions(card.change, 'unknown-code');
    const code = card.text('Unknown code') as HTMLInputElement;
    await user.click(card.add);
    await expectNotice('unknown-code needs an unknown code', 'error');
    await user.type(code, 'MONEY_NOT_ENOUGH');
    await user.click(card.add);
    await expectNotice('MONEY_NOT_ENOUGH is a code the catalogue has: use an error fault for it', 'error');
    await user.clear(code);
    await user.type(code, 'LEGACY-CODE');
    await user.click(card.add);
    await expectNotice('An unknown code is letters, digits and _ only (at most 60)', 'error');
    expect(client.addFault).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, 'LEGACY_CODE');
    await user.click(card.add);
    expect(await sentFault(client)).toStrictEqual({
      body: { kind: 'drift', change: 'unknown-code', route: 'wallet.transfer', unknownCode: 'LEGACY_CODE' },
    });
    await expectNotice('Drift unknown-code on wallet.transfer (code LEGACY_CODE)');
  });

  it('removes a route with nothing more, leaving out what was typed for another change', async () => {
    const client = faultWorld();
    const { user } = renderPanel(FaultsPanel, { clients: { default: client } });
    const card = await driftCard();
    await user.type(card.text('Field') as HTMLInputElement, 'logo');
    await user.selectOptions(card.route, 'auth.login');
    await user.selectOptions(card.change, 'remove-route');
    expect(card.textboxes()).toEqual([]);
    await user.click(card.add);
    expect(await sentFault(client)).toStrictEqual({
      body: { kind: 'drift', change: 'remove-route', route: 'auth.login' },
    });
    await expectNotice('Drift remove-route on auth.login');
  });

  it('adds an extra field without a field input, its name optional', async () => {
    const client = faultWorld();
    const { user } = renderPanel(FaultsPanel, { clients: { default: client } });
    const card = await driftCard();
    await user.selectOptions(card.change, 'extra-field');
    expect(card.text('Field')).toBeNull();
    const name = card.text('Added field') as HTMLInputElement;
    expect(name.placeholder).toBe('extraField');
    await user.click(card.add);
    expect(await sentFault(client)).toStrictEqual({
      body: { kind: 'drift', change: 'extra-field', route: 'wallet.transfer' },
    });
    await expectNotice('Drift extra-field on wallet.transfer');
    await user.type(name, 'promo');
    await user.click(card.add);
    await waitFor(() =>
      expect(client.addFault).toHaveBeenLastCalledWith({
        body: { kind: 'drift', change: 'extra-field', route: 'wallet.transfer', to: 'promo' },
      }),
    );
    await expectNotice('Drift extra-field on wallet.transfer (to promo)');
  });

  it('sends an unknown value only when one is typed (the server sends UNKNOWN_VALUE)', async () => {
    const client = faultWorld();
    const { user } = renderPanel(FaultsPanel, { clients: { default: client } });
    const card = await driftCard();
    await user.selectOptions(card.change, 'unknown-value');
    expect((card.text('Value sent') as HTMLInputElement).placeholder).toBe('UNKNOWN_VALUE');
    await user.type(card.text('Field') as HTMLInputElement, 'status');
    await user.click(card.add);
    expect(await sentFault(client)).toStrictEqual({
      body: { kind: 'drift', change: 'unknown-value', route: 'wallet.transfer', field: 'status' },
    });
    await user.type(card.text('Value sent') as HTMLInputElement, 'PENDING');
    await user.click(card.add);
    await waitFor(() =>
      expect(client.addFault).toHaveBeenLastCalledWith({
        body: { kind: 'drift', change: 'unknown-value', route: 'wallet.transfer', field: 'status', to: 'PENDING' },
      }),
    );
    await expectNotice('Drift unknown-value on wallet.transfer (field status, to PENDING)');
  });

  it('says why the server refused a drift', async () => {
    const client = faultWorld();
    client.addFault.mockResolvedValueOnce({
      status: 400,
      body: { message: 'KEY_MISSING', details: [{ path: 'body.field', issue: 'missing' }] },
    });
    const { user } = renderPanel(FaultsPanel, { clients: { default: client } });
    const card = await driftCard();
    await user.type(card.text('Field') as HTMLInputElement, 'logo');
    await user.click(card.add);
    await expectNotice('KEY_MISSING at body.field (HTTP 400)', 'error');
    expect(screen.queryByText(/^Drift null-field/, { selector: '.notice' })).toBeNull();
  });
});

describe('the active faults', () => {
  it('describes each fault, its scope and how often it fired', async () => {
    renderPanel(FaultsPanel, {
      clients: {
        default: faultWorld([
          fault({ id: 'f1', kind: 'delay', ms: 1500, fired: 3 }),
          fault({ id: 'f2', kind: 'delay', route: '*', minMs: 100, maxMs: 900, remaining: 5, probability: 0.5 }),
          fault({ id: 'f3', kind: 'error', route: 'auth.login', code: 'WRONG_PASSWORD', remaining: 1 }),
          fault({ id: 'f4', kind: 'hang', ms: 30_000, fired: 12 }),
          fault({ id: 'f5', kind: 'drop', route: 'wallet.balance', probability: 0.25 }),
        ]),
      },
    });
    const list = (await screen.findByRole('heading', { name: 'Active faults' })).closest('section') as HTMLElement;
    await within(list).findByText('delay 1500 ms (until removed)');
    const rows = within(list)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].slice(0, 3).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['wallet.transfer', 'delay 1500 ms (until removed)', '3'],
      ['every route', 'delay 100–900 ms (5 more calls, 50% of calls)', '0'],
      ['auth.login', 'error WRONG_PASSWORD (1 more call)', '0'],
      ['wallet.transfer', 'hang 30000 ms (until removed)', '12'],
      ['wallet.balance', 'drop the connection (until removed, 25% of calls)', '0'],
    ]);
  });

  it('removes a fault', async () => {
    const client = faultWorld([fault({ id: 'f1', kind: 'delay', ms: 1500 }), fault({ id: 'f2', kind: 'drop' })]);
    const { user } = renderPanel(FaultsPanel, { clients: { default: client } });
    await user.click(await screen.findByRole('button', { name: named('Remove fault f2') }));
    await waitFor(() => expect(client.removeFault).toHaveBeenCalledWith({ params: { id: 'f2' } }));
    await expectNotice('Fault f2 removed');
    await waitFor(() => expect(screen.queryByRole('button', { name: named('Remove fault f2') })).toBeNull());
    expect(screen.getByRole('button', { name: named('Remove fault f1') })).toBeTruthy();
  });

  it('says when there is none', async () => {
    renderPanel(FaultsPanel, { clients: { default: faultWorld() } });
    expect(await screen.findByText('No fault: every route answers as the rules say.')).toBeTruthy();
  });
});

describe('clearing', () => {
  it('clears every fault, outcome and flag in one call and says how many', async () => {
    const client = faultWorld();
    client.clearAll.mockResolvedValueOnce(answer({ faults: 2, outcomes: 1, flags: FLAGS }));
    client.clearAll.mockResolvedValueOnce(answer({ faults: 1, outcomes: 0, flags: FLAGS }));
    const { user } = renderPanel(FaultsPanel, { clients: { default: client } });
    const clear = await screen.findByRole('button', { name: 'Clear all faults, outcomes and flags' });
    await waitFor(() => expect(client.flags).toHaveBeenCalledTimes(1));
    await user.click(clear);
    await waitFor(() => expect(client.clearAll).toHaveBeenCalledWith());
    await expectNotice('Cleared 2 faults and 1 armed outcome; flags as the scenario set them');
    // The switches are read again.
    await waitFor(() => expect(client.flags).toHaveBeenCalledTimes(2));
    await user.click(clear);
    await expectNotice('Cleared 1 fault and 0 armed outcomes; flags as the scenario set them');
  });

  it('says why clearing failed', async () => {
    const client = faultWorld();
    client.clearAll.mockResolvedValueOnce(refusal(500, 'INTERNAL_SERVER_ERROR'));
    const { user } = renderPanel(FaultsPanel, { clients: { default: client } });
    await user.click(await screen.findByRole('button', { name: 'Clear all faults, outcomes and flags' }));
    await expectNotice('INTERNAL_SERVER_ERROR (HTTP 500)', 'error');
  });
});
