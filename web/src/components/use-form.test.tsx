// @vitest-environment jsdom
// jsdom, not the project's happy-dom: happy-dom does not reflect aria-invalid as the element's ariaInvalid.
import type { ErrorCode } from '@portal/contract/errors';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextsProvider } from '../i18n/texts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import errorsEn from '../i18n/locales/en/errors.json';
import { setupTestI18n } from '../test/i18n';
import { InlineFailure } from './inline-failure';
import { TextField } from './text-field';
import { useForm } from './use-form';

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});

const texts = {
  required: 'Fill this in',
  unknownInviter: 'No member has this code',
};
type Values = { name: string; inviter: string };
const refused = (code: ErrorCode) => ({ status: 422, body: { message: code } });

function InviteForm({
  send,
  onRefused,
  outside,
}: {
  send: (values: Values) => Promise<unknown>;
  onRefused?: (code: ErrorCode) => void;
  outside?: { values: Values; onChange: (patch: Partial<Values>) => void };
}) {
  const form = useForm({
    initial: { name: '', inviter: '' },
    ...outside,
    validate: (values: Values) => ({ name: values.name.trim() === '' ? 'required' : undefined }),
    text: (key: keyof typeof texts) => texts[key],
    refusals: {
      NO_USER: { field: 'inviter', message: 'unknownInviter' },
      EXISTING_USER: { field: 'name' },
    },
  });
  return (
    <form onSubmit={form.submit(send, onRefused)} noValidate>
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Inviter" {...form.field('inviter', (typed) => typed.toUpperCase())} />
      <InlineFailure error={form.refusal} />
      <button type="submit">Send</button>
    </form>
  );
}

const renderForm = (props: Parameters<typeof InviteForm>[0]) =>
  render(
    <TextsProvider texts={i18n}>
      <InviteForm {...props} />
    </TextsProvider>,
  );
const name = () => screen.getByRole('textbox', { name: 'Name' });
const inviter = () => screen.getByRole('textbox', { name: 'Inviter' });

describe('useForm', () => {
  it('checks the rules before sending: nothing is sent, the field says why and has the focus', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => undefined);
    renderForm({ send });
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(send).not.toHaveBeenCalled();
    expect(name()).toHaveProperty('ariaInvalid', 'true');
    expect(name()).toHaveAccessibleDescription('Fill this in');
    await waitFor(() => expect(document.activeElement).toBe(name()));

    await user.type(name(), 'Somsri');
    expect(name()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Fill this in')).toBeNull();
  });

  it('sends the values as typed and shaped by the field', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => undefined);
    renderForm({ send });
    await user.type(name(), 'Somsri');
    await user.type(inviter(), 'pr10001');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith({ name: 'Somsri', inviter: 'PR10001' });
  });

  it("says a refusal that names a field at that field, in the form's words or the catalogue's, and focuses it", async () => {
    const user = userEvent.setup();
    const onRefused = vi.fn();
    const send = vi
      .fn<(values: Values) => Promise<unknown>>()
      .mockRejectedValueOnce(refused('NO_USER'))
      .mockRejectedValueOnce(refused('EXISTING_USER'));
    renderForm({ send, onRefused });
    await user.type(name(), 'Somsri');
    await user.type(inviter(), 'PRX404');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(inviter()).toHaveAccessibleDescription('No member has this code');
    await waitFor(() => expect(document.activeElement).toBe(inviter()));
    expect(onRefused).toHaveBeenCalledWith('NO_USER', 'inviter');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(name()).toHaveAccessibleDescription(errorsEn.EXISTING_USER);
    expect(inviter()).not.toHaveAttribute('aria-invalid');
  });

  it('says any other refusal above the button, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderForm({ send: async () => Promise.reject(refused('REGISTER_FAIL')) });
    await user.type(name(), 'Somsri');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain(errorsEn.REGISTER_FAIL);
    expect(name()).toHaveProperty('value', 'Somsri');
  });

  it('works on values kept by the caller, such as a wizard draft', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => undefined);
    function Wizard() {
      const [draft, setDraft] = useState<Values>({ name: 'Kept', inviter: '' });
      return (
        <>
          <InviteForm send={send} outside={{ values: draft, onChange: (patch) => setDraft({ ...draft, ...patch }) }} />
          <output>{draft.inviter}</output>
        </>
      );
    }
    render(
      <TextsProvider texts={i18n}>
        <Wizard />
      </TextsProvider>,
    );
    expect(name()).toHaveProperty('value', 'Kept');
    await user.type(inviter(), 'ab');
    expect(screen.getByRole('status').textContent).toBe('AB');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith({ name: 'Kept', inviter: 'AB' });
  });
});
