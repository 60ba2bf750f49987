import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNotice, fakeClient, FLAGS, named, refusal, renderPanel } from '../test-utils';
import ScenariosPanel from './scenarios';

const { spinActive: _spin, ...scenarioFlags } = FLAGS;

const SCENARIOS = {
  current: 'rich-member',
  scenarios: [
    {
      name: 'default',
      title: 'A new portal',
      description: 'One member with an empty wallet.',
      login: { phone: '0812345678', password: 'pass1234' },
      flags: { ...scenarioFlags, laos: true },
    },
    {
      name: 'rich-member',
      title: 'A rich member',
      description: 'A member with money in every game.',
      login: { phone: '0899999999', password: 'rich1234' },
      flags: scenarioFlags,
    },
    {
      name: 'empty',
      title: 'Nobody yet',
      description: 'No member at all.',
      login: null,
      flags: { ...scenarioFlags, enableChatWidget: false, inviteActive: false },
    },
  ],
};

const card = (name: string) =>
  screen.getByRole('heading', { name: new RegExp(` ${name}$`) }).closest('li') as HTMLElement;

describe('the scenarios', () => {
  it('shows each scenario with its log-in and switches on, the current one marked', async () => {
    renderPanel(ScenariosPanel, { clients: { default: fakeClient({ scenarios: SCENARIOS }) } });
    await screen.findByRole('heading', { name: 'A rich member rich-member' });
    const rich = card('rich-member');
    expect(rich.getAttribute('aria-current')).toBe('true');
    expect(within(rich).getByText('current')).toBeTruthy();
    expect(rich.textContent).toContain('A member with money in every game.');
    expect(rich.textContent).toContain('Log-in 0899999999 / rich1234');
    expect([...rich.querySelectorAll('.flags .pill')].map((pill) => pill.textContent)).toEqual([
      'enableChatWidget',
      'inviteActive',
    ]);

    const first = card('default');
    expect(first.getAttribute('aria-current')).toBeNull();
    expect(within(first).queryByText('current')).toBeNull();
    expect([...first.querySelectorAll('.flags .pill')].map((pill) => pill.textContent)).toEqual([
      'enableChatWidget',
      'laos',
      'inviteActive',
    ]);
    expect(card('empty').textContent).toContain('No member: register one.');
    expect(card('empty').querySelectorAll('.flags .pill')).toHaveLength(0);
  });

  it('resets only on a second press, to the chosen scenario, and says how long it took', async () => {
    const client = fakeClient({ scenarios: SCENARIOS, reset: { scenario: 'empty', ms: 12.345 } });
    const { user } = renderPanel(ScenariosPanel, { clients: { default: client } });
    await user.click(await screen.findByRole('button', { name: 'Reset to empty' }));
    expect(client.reset).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Reset to empty' })).toBeNull();
    // The other scenarios keep their single button.
    expect(screen.getByRole('button', { name: 'Reset to default' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: named('Confirm reset to empty') }));
    await waitFor(() => expect(client.reset).toHaveBeenCalledWith({ body: { scenario: 'empty' } }));
    expect(client.reset).toHaveBeenCalledTimes(1);
    await expectNotice('The default world reset to empty in 12.3 ms');
    expect(screen.getByRole('button', { name: 'Reset to empty' })).toBeTruthy();
    // The world's reads are read again.
    await waitFor(() => expect(client.scenarios).toHaveBeenCalledTimes(2));
  });

  it('names the session it resets', async () => {
    const session = fakeClient({ scenarios: SCENARIOS, reset: { scenario: 'default', ms: 3 } });
    const { user } = renderPanel(ScenariosPanel, { session: 's-aaa', clients: { 's-aaa': session } });
    expect(await screen.findByText(/A reset builds session s-aaa anew from a scenario/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Reset to default' }));
    await user.click(screen.getByRole('button', { name: named('Confirm reset to default') }));
    await expectNotice('Session s-aaa reset to default in 3.0 ms');
    expect(session.reset).toHaveBeenCalledWith({ body: { scenario: 'default' } });
  });

  it('keeps the world when QA thinks better of it', async () => {
    const client = fakeClient({ scenarios: SCENARIOS });
    const { user } = renderPanel(ScenariosPanel, { clients: { default: client } });
    await user.click(await screen.findByRole('button', { name: 'Reset to default' }));
    await user.click(screen.getByRole('button', { name: 'Keep the world' }));
    expect(screen.queryByRole('button', { name: named('Confirm reset to default') })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset to default' })).toBeTruthy();
    expect(client.reset).not.toHaveBeenCalled();
  });

  it('says why a reset failed', async () => {
    const client = fakeClient({ scenarios: SCENARIOS, reset: () => refusal(400, 'KEY_INVALID') });
    const { user } = renderPanel(ScenariosPanel, { clients: { default: client } });
    await user.click(await screen.findByRole('button', { name: 'Reset to empty' }));
    await user.click(screen.getByRole('button', { name: named('Confirm reset to empty') }));
    await expectNotice('KEY_INVALID (HTTP 400)', 'error');
  });
});
