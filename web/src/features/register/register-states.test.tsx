import type { InProcessSimulator } from '@portal/mock-server/in-process';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../../i18n/locales/th/common.json';
import errors from '../../i18n/locales/th/errors.json';
import reg from '../../i18n/locales/th/register.json';
import { openPortal, type Portal } from '../../test/portal';

/**
 * The registration wizard against the simulator in process, in Thai, for a visitor: the OTP step and its
 * refusals, a phone verified before, what each step checks before any call, the server's refusals, the
 * banks that need an English name, the inviter code of a register link. A whole registration in a real
 * browser (the 2 s to /login, then a log-in), and how every step reads and fits 390 and 320 wide phones in
 * each language: e2e/register.spec.ts.
 */
type User = Portal['user'];

// Each test types whole steps key by key: 1–2 s alone, past the default 5 s on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });
// Each step scrolls the page to its top; jsdom draws no page to scroll and would complain at every step.
beforeEach(() => void vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));

const field = (label: string) => screen.getByLabelText(label);
const button = (name: string) => screen.getByRole('button', { name });
const stepHeading = (title: string) => screen.findByRole('heading', { level: 2, name: title });
/** The wizard's progress, one item a step; drawn once the server has said whether registration asks for OTP. */
const steps = async () =>
  within(await screen.findByRole('navigation', { name: reg.steps.label })).getAllByRole('listitem');
/** A toast's text: a status for a success, an alert for a refusal (components/feedback.tsx). */
const toast = (role: 'status' | 'alert', text: string) =>
  screen.findByText(text, { selector: `[role=${role}] > span` });
const say = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((said, [name, value]) => said.replace(`{{${name}}}`, value), text);

/** /register for a visitor, in Thai, once the wizard's first step is there. */
async function openRegister(url = '/register', scenario = 'default') {
  const portal = await openPortal(url, { scenario, member: null, locale: 'th' });
  await stepHeading(reg.phone.title);
  return portal;
}

/** The requests the simulator received at a path `path` matches: their method and the body it was sent. */
const received = (simulator: InProcessSimulator, path: RegExp) =>
  simulator
    .world()
    .journal.entries.flatMap((entry) =>
      entry.kind === 'http' && path.test(entry.path) ? [{ method: entry.method, body: entry.request }] : [],
    );
const OTP_CALLS = /^\/api\/otp\//;
const VALIDATE = /^\/api\/account\/validate$/;
const CREATE = /^\/api\/account$/;

/** The member the simulator now holds for a phone, if any. */
const memberOf = (simulator: InProcessSimulator, phone: string) =>
  simulator.world().db.member.findFirst({ where: { phone: { equals: phone } } });

async function retype(user: User, label: string, text: string) {
  await user.clear(field(label));
  if (text) await user.type(field(label), text);
}

async function phoneStep(user: User, phone: string) {
  await retype(user, reg.phone.label, phone);
  await user.click(button(common.next));
}

async function profileStep(user: User, name = 'Somsri Dee', password = 'secret456', confirm = password) {
  await stepHeading(reg.profile.title);
  await retype(user, reg.profile.name, name);
  await retype(user, reg.profile.password, password);
  await retype(user, reg.profile.confirm, confirm);
  await user.click(button(common.next));
}

async function bankStep(user: User, bank = 'KBANK', first = 'somsri', last = 'dee') {
  await stepHeading(reg.bank.title);
  const banks = field(reg.bank.bank);
  // The list has loaded once its "choose" line replaces the loading one.
  await within(banks).findByRole('option', { name: reg.bank.choose });
  await user.selectOptions(banks, bank);
  await retype(user, reg.bank.accountNo, '1122334455');
  await retype(user, reg.bank.firstName, first);
  await retype(user, reg.bank.lastName, last);
}

const registered = () => toast('status', reg.success.toast);

describe('the registration wizard with OTP on', () => {
  it('verifies the code sent by SMS before the profile; a wrong code is said at its field', async () => {
    const { simulator, user } = await openRegister('/register', 'otp-registration');
    expect(await steps()).toHaveLength(4);
    await phoneStep(user, '0833333333');

    await stepHeading(reg.otp.title);
    const sent = simulator.world().sentOtps.get('0833333333');
    expect(sent).toBeDefined();
    expect(screen.getByTestId('otp-ref')).toHaveTextContent(new RegExp(`^${sent!.ref}$`));
    expect(screen.getByText(say(reg.otp.description, { phone: '0833333333' }))).toBeVisible();

    // A wrong code is told at the code field, which takes the focus for the next one (not in a toast); a
    // too-early resend is refused with a red toast.
    await retype(user, reg.otp.label, '000000');
    await user.click(button(reg.otp.verify));
    await waitFor(() => expect(field(reg.otp.label)).toHaveAccessibleDescription(errors.OTP_CODE_INVALID));
    expect(field(reg.otp.label)).toHaveFocus();
    const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).not.toContainEqual(expect.stringContaining(errors.OTP_CODE_INVALID));
    await user.click(button(reg.otp.resend));
    expect(await toast('alert', errors.REQUEST_LIMIT_1MIN)).toBeVisible();
    expect(simulator.world().sentOtps.get('0833333333')?.ref).toBe(sent!.ref);

    await retype(user, reg.otp.label, sent!.code);
    await user.click(button(reg.otp.verify));
    await profileStep(user);
    await bankStep(user);
    await user.click(button(reg.bank.submit));
    expect(await registered()).toBeVisible();
    expect(memberOf(simulator, '0833333333')).toMatchObject({ name: 'Somsri Dee', bankAccountName: 'SOMSRI DEE' });
  });

  it('skips the OTP step for a phone verified before, and Back returns to the phone kept', async () => {
    const { simulator, user } = await openRegister('/register', 'otp-registration');
    await phoneStep(user, '0811111111');

    await stepHeading(reg.profile.title);
    // The OTP step is ticked as done, the profile is the current one; no new code was sent.
    const [, otp, profile] = await steps();
    expect(otp).toHaveTextContent(reg.steps.otp);
    expect(otp).toHaveTextContent(reg.steps.done);
    expect(profile).toHaveAttribute('aria-current', 'step');
    expect(simulator.world().sentOtps.has('0811111111')).toBe(false);

    await user.click(button(common.back));
    await stepHeading(reg.phone.title);
    expect(field(reg.phone.label)).toHaveValue('0811111111');
  });
});

describe('the registration wizard refuses', () => {
  it('a registered phone with EXISTING_USER after the profile, offering the login', async () => {
    const { user, address } = await openRegister();
    await phoneStep(user, '0812345678');
    await profileStep(user);

    const form = field(reg.profile.name).closest('form')!;
    const refusal = await within(form).findByRole('alert');
    expect(refusal).toHaveTextContent(errors.EXISTING_USER);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(reg.profile.title);
    await user.click(within(refusal).getByRole('link', { name: reg.loginInstead }));
    await waitFor(() => expect(address()).toBe('/login'));
  });

  it('a phone that is not 10 digits before any call; pasted separators dropped, an 11th digit not taken', async () => {
    const { simulator, user } = await openRegister('/register', 'otp-registration');

    await user.click(button(common.next));
    expect(await screen.findByText(reg.errors.phoneRequired)).toBeVisible();
    await phoneStep(user, '081234567');
    expect(await screen.findByText(reg.errors.phoneLength)).toBeVisible();
    expect(field(reg.phone.label)).toHaveAccessibleDescription(new RegExp(reg.errors.phoneLength));
    expect(field(reg.phone.label)).toHaveFocus();

    await user.clear(field(reg.phone.label));
    await user.click(field(reg.phone.label));
    await user.paste('081-234-56789');
    expect(field(reg.phone.label)).toHaveValue('0812345678');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(reg.phone.title);
    expect(received(simulator, OTP_CALLS)).toEqual([]);
  });

  it('a profile without every field or with unequal passwords, before any call', async () => {
    const { simulator, user } = await openRegister();
    await phoneStep(user, '0822222222');

    await stepHeading(reg.profile.title);
    await user.click(button(common.next));
    for (const key of ['nameRequired', 'passwordRequired', 'confirmRequired'] as const) {
      expect(await screen.findByText(reg.errors[key])).toBeVisible();
    }
    await profileStep(user, 'Somsri Dee', 'secret456', 'secret457');
    expect(await screen.findByText(reg.errors.passwordMismatch)).toBeVisible();
    expect(field(reg.profile.confirm)).toHaveFocus();
    expect(screen.queryByText(reg.errors.nameRequired)).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(reg.profile.title);
    expect(received(simulator, VALIDATE)).toEqual([]);
  });

  it('a KTB, TMB or BBL account without an English name, before any call', async () => {
    const { simulator, user } = await openRegister();
    await phoneStep(user, '0822222222');
    await profileStep(user);

    await bankStep(user, 'KBANK', 'สมศรี', 'ดี');
    // Said as the bank is chosen: the usual hint for other banks, the English rule for these three.
    expect(screen.getByText(reg.bank.nameHint)).toBeVisible();
    expect(screen.queryByText(reg.bank.englishHint)).toBeNull();
    for (const bank of ['TMB', 'BBL', 'KTB']) {
      await user.selectOptions(field(reg.bank.bank), bank);
      expect(screen.getByText(reg.bank.englishHint)).toBeVisible();
      expect(screen.queryByText(reg.bank.nameHint)).toBeNull();
    }
    await user.click(button(reg.bank.submit));
    await waitFor(() => expect(screen.getAllByText(reg.errors.englishOnly)).toHaveLength(2));
    expect(field(reg.bank.firstName)).toHaveAccessibleDescription(reg.errors.englishOnly);
    expect(field(reg.bank.lastName)).toHaveAccessibleDescription(reg.errors.englishOnly);
    expect(received(simulator, CREATE)).toEqual([]);

    await retype(user, reg.bank.firstName, 'somsri');
    await retype(user, reg.bank.lastName, 'dee');
    await user.click(button(reg.bank.submit));
    expect(await registered()).toBeVisible();
    expect(memberOf(simulator, '0822222222')).toMatchObject({ bankCode: 'KTB', bankAccountName: 'SOMSRI DEE' });
  });
});

describe('an invite link', () => {
  it('fills the inviter code, read-only, sends it with the account, then forgets it', async () => {
    await openRegister('/register?code=PRM10001');
    // The code is remembered: a later visit without ?code still has it.
    cleanup();
    const { simulator, user } = await openRegister('/register');
    await phoneStep(user, '0822222222');
    await profileStep(user);
    await bankStep(user);

    const invite = field(reg.bank.inviteCode);
    expect(invite).toHaveValue('PRM10001');
    expect(invite).toHaveAttribute('readonly');
    expect(invite).toHaveAccessibleDescription(reg.bank.inviteLocked);
    await user.click(button(reg.bank.submit));
    expect(await registered()).toBeVisible();
    expect(received(simulator, CREATE)).toEqual([
      { method: 'POST', body: expect.objectContaining({ inviteCode: 'PRM10001' }) },
    ]);
    // The simulator holds the new member as the default member's invitee.
    expect(memberOf(simulator, '0822222222')).toMatchObject({ inviterId: 'M10001' });

    // Used up: the next registration on this device starts without an inviter, and can type one.
    cleanup();
    const next = await openRegister('/register');
    await phoneStep(next.user, '0833333334');
    await profileStep(next.user);
    await bankStep(next.user);
    expect(field(reg.bank.inviteCodeOptional)).toHaveValue('');
    expect(field(reg.bank.inviteCodeOptional)).not.toHaveAttribute('readonly');
    expect(screen.queryByLabelText(reg.bank.inviteCode)).toBeNull();
  });

  it('whose code names no member is said at the field, which can then be cleared', async () => {
    const { simulator, user } = await openRegister('/register?code=PRX404');
    await phoneStep(user, '0822222223');
    await profileStep(user);
    await bankStep(user);
    expect(field(reg.bank.inviteCode)).toHaveAttribute('readonly');
    await user.click(button(reg.bank.submit));

    // Said at the field, which is no longer locked and takes the focus; no account was made.
    const invite = await screen.findByLabelText(reg.bank.inviteCodeOptional);
    await waitFor(() => expect(invite).toHaveAccessibleDescription(new RegExp(reg.errors.inviteUnknown)));
    expect(invite).not.toHaveAttribute('readonly');
    expect(invite).toHaveValue('PRX404');
    expect(invite).toHaveFocus();
    expect(memberOf(simulator, '0822222223')).toBeNull();
    // Everything else typed is still there.
    expect(field(reg.bank.firstName)).toHaveValue('SOMSRI');
    expect(field(reg.bank.accountNo)).toHaveValue('1122334455');

    await user.clear(invite);
    await user.click(button(reg.bank.submit));
    expect(await registered()).toBeVisible();
    expect(memberOf(simulator, '0822222223')).toMatchObject({ inviterId: null });
    // The bad code is not kept for the next registration on this device.
    expect(localStorage.getItem('code')).toBeNull();
  });
});
