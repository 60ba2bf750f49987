import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, expectNotice, fakeClient, renderPanel } from '../test-utils';
import PassthroughPanel from './passthrough';

const STATE = {
  baseUrl: 'https://staging.example.test',
  patterns: ['lookup.*', 'wallet.get'],
  routes: ['lookup.banks', 'lookup.info', 'account.login', 'wallet.get'],
  broughtAlong: ['account.login'],
  compare: true,
  member: null,
  logins: 2,
};

describe('the real backend panel', () => {
  it('says every route is simulated, then sends the named routes through and shows them', async () => {
    const client = fakeClient();
    const { user } = renderPanel(PassthroughPanel, { clients: { default: client } });
    expect(await screen.findByText('Every route of the default world is simulated.')).toBeTruthy();
    await user.type(screen.getByLabelText('Backend address'), 'https://staging.example.test');
    await user.type(screen.getByLabelText('Routes (names or groups)'), 'lookup.*,  wallet.get');
    await user.click(screen.getByRole('switch', { name: /Compare/ }));
    await user.click(screen.getByRole('button', { name: 'Pass through' }));
    await waitFor(() =>
      expect(client.setPassthrough).toHaveBeenCalledWith({
        body: {
          baseUrl: 'https://staging.example.test',
          routes: ['lookup.*', 'wallet.get'],
          compare: true,
          member: null,
        },
      }),
    );
    await expectNotice('2 routes now pass through to https://staging.example.test');
    expect(await screen.findByText('2 routes pass through')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('shows what passes through, the log-in brought along, and stops on a press', async () => {
    const client = fakeClient({ passthrough: { passthrough: STATE } });
    const { user } = renderPanel(PassthroughPanel, { session: 's-aaa', clients: { 's-aaa': client } });
    expect(await screen.findByText('4 routes pass through')).toBeTruthy();
    const login = screen.getByText('account.login', { selector: 'li' });
    expect(within(login).getByText('· for the log-in')).toBeTruthy();
    expect(screen.getByText('on: the simulator answers each real call too')).toBeTruthy();
    expect(screen.getByText(/Send chosen routes of session s-aaa/)).toBeTruthy();
    // The form starts from what is set.
    expect((screen.getByLabelText('Routes (names or groups)') as HTMLInputElement).value).toBe('lookup.*, wallet.get');
    await user.click(screen.getByRole('button', { name: 'Stop passing through' }));
    await expectNotice('Every route is simulated again');
    expect(client.clearPassthrough).toHaveBeenCalledTimes(1);
  });

  it('names each pattern the server refused beside the form, and an empty list before asking', async () => {
    const client = fakeClient({
      setPassthrough: () => ({
        status: 400,
        body: { message: 'KEY_INVALID', details: [{ path: 'body.routes.1', issue: 'invalid' }] },
      }),
    });
    const { user } = renderPanel(PassthroughPanel, { clients: { default: client } });
    await user.type(await screen.findByLabelText('Backend address'), 'https://staging.example.test');
    await user.click(screen.getByRole('button', { name: 'Pass through' }));
    expect(await screen.findByText('Name at least one route, such as lookup.* or wallet.get')).toBeTruthy();
    expect(client.setPassthrough).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Routes (names or groups)'), 'lookup.* walet.get');
    await user.click(screen.getByRole('button', { name: 'Pass through' }));
    await expectNotice('KEY_INVALID at body.routes.1 (HTTP 400)', 'error');
    expect(screen.getByRole('alert').textContent).toBe('No route is named by walet.get');
  });

  it('says when the state cannot be read, with a retry', async () => {
    let calls = 0;
    const client = fakeClient({
      passthrough: () =>
        calls++ === 0 ? { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } } : answer({ passthrough: null }),
    });
    const { user } = renderPanel(PassthroughPanel, { clients: { default: client } });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Every route of the default world is simulated.')).toBeTruthy();
  });
});
