import type { InProcessSimulator } from '@portal/mock-server/in-process';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../i18n/locales/th/common.json';
import deposit from '../../../i18n/locales/th/deposit.json';
import errors from '../../../i18n/locales/th/errors.json';
import home from '../../../i18n/locales/th/home.json';
import shell from '../../../i18n/locales/th/shell.json';
import { memberHeaders, openPortal, type Portal } from '../../../test/portal';

/**
 * The deposit dialog against the simulator in process, in Thai: the site's accounts to copy, the English name a
 * KTB account is asked for, QR codes with their countdown on the server's clock and their refusals, slips sent,
 * read and refused, a True Wallet gift link, a lookup that fails. How it reads in each language at 320, 390 and
 * 1280 wide: e2e/deposit.spec.ts.
 */
/** For what waits on code still to come (a lazy chunk) or on several answers: slow on a loaded machine. */
const SLOW = { timeout: 5000 };
const total = () => screen.getByTestId('wallet-amount');
/** A toast's text: a status for a success, an alert for a refusal (components/feedback.tsx). */
const toast = (role: 'status' | 'alert', text: string) =>
  screen.findByText(text, { selector: `[role=${role}] > span` });
const copied = (text: string) => toast('status', common.copied.replace('{{text}}', text));

/** Opens the deposit dialog from its tile once the home is drawn, on one of its ways. */
async function openMethod({ user, address }: Portal, method: keyof typeof deposit.method = 'bank') {
  await screen.findByTestId('games-total', {}, SLOW);
  const tiles = screen.getByRole('navigation', { name: home.tiles.label });
  await user.click(within(tiles).getByRole('link', { name: home.tiles.deposit }));
  expect(address()).toMatch(/[?&]modal=deposit/);
  const modal = await screen.findByRole('dialog', { name: deposit.title }, SLOW);
  await user.click(await within(modal).findByRole('tab', { name: deposit.method[method] }, SLOW));
  return modal;
}

/** A 1×1 PNG; `salt` bytes after its end make each slip a different image. */
function png(salt: string, padding = 0): File {
  const image = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
    (char) => char.charCodeAt(0),
  );
  return new File([image, salt, new Uint8Array(padding).fill(7)], 'slip.png', { type: 'image/png' });
}
const named = (file: File, name: string) => new File([file], name, { type: file.type });

/**
 * The slip's upload goes over XMLHttpRequest (api/upload.ts), which the harness does not hand to the
 * simulator: this stand-in does, as multipart bytes (jsdom's FormData is not the one the simulator reads).
 * `slowLine`: the first 64 KB go, then the rest only when `finishLine` is called (and only if the upload was
 * not cancelled meanwhile); `finishLine` resolves once every upload has reached the simulator or been dropped.
 */
function uploadsReach(simulator: InProcessSimulator, { slowLine = false } = {}) {
  let free = () => {};
  const lineFree = slowLine ? new Promise<void>((resolve) => (free = resolve)) : Promise.resolve();
  const carried: Promise<void>[] = [];
  class SimulatedUpload {
    status = 0;
    responseText = '';
    timeout = 0;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    private aborted = false;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(form: FormData) {
      carried.push(this.carry(form.get('file') as File));
    }
    private async carry(file: File) {
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: file.size } as ProgressEvent);
      if (slowLine) progress(64 * 1024);
      await lineFree;
      if (this.aborted) return;
      const boundary = 'slip-upload-boundary';
      const body = await new Blob([
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n`,
        `Content-Type: ${file.type}\r\n\r\n`,
        file,
        `\r\n--${boundary}--\r\n`,
      ]).arrayBuffer();
      const answer = await simulator.fetch(this.url, {
        method: this.method,
        headers: { ...this.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
      if (this.aborted) return;
      progress(file.size);
      this.status = answer.status;
      this.responseText = await answer.text();
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', SimulatedUpload);
  return {
    finishLine: async () => {
      free();
      await Promise.all(carried);
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('bank transfer', () => {
  it('shows the site accounts, each number and name copied with a word of confirmation', async () => {
    const portal = await openPortal('/user/home', { locale: 'th' });
    const { user } = portal;
    const modal = await openMethod(portal);
    expect(within(modal).getByRole('tab', { name: deposit.method.bank })).toHaveAttribute('aria-selected', 'true');
    // Automatic deposit: from the member's own registered account (KBANK 012-345-6789).
    expect(await within(modal).findByText(/012-345-6789/)).toBeVisible();
    const accounts = within(modal).getAllByTestId('deposit-account');
    expect(accounts).toHaveLength(2);
    expect(accounts[0]).toHaveTextContent('048-123-4567');

    await user.click(within(accounts[0]).getByRole('button', { name: deposit.bank.copyNumber }));
    expect(await copied('0481234567')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('0481234567');
    await user.click(within(accounts[1]).getByRole('button', { name: deposit.bank.copyHolder }));
    expect(await navigator.clipboard.readText()).toBe('บจก. โกลด์ วอลเล็ท');

    // The way to a slip, for a transfer that did not arrive by itself.
    await user.click(within(modal).getByRole('button', { name: deposit.bank.uploadSlip }));
    expect(within(modal).getByRole('tab', { name: deposit.method.slip })).toHaveAttribute('aria-selected', 'true');
  });

  it('a KTB account named in Thai is asked for its English name first, then the copy follows by itself', async () => {
    const portal = await openPortal('/user/home', { member: '0834567890', locale: 'th' });
    const { user } = portal;
    const modal = await openMethod(portal);
    const [first] = await within(modal).findAllByTestId('deposit-account');
    await user.click(within(first).getByRole('button', { name: deposit.bank.copyNumber }));
    const name = within(modal).getByLabelText(deposit.rename.label);
    await user.type(name, 'วิชัย');
    await user.click(within(modal).getByRole('button', { name: deposit.rename.save }));
    expect(await within(modal).findByText(deposit.rename.english)).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // The bank's holder is a first and a last name (spec §3): one word is said at the field, nothing sent.
    await user.clear(name);
    await user.type(name, 'wichai');
    await user.click(within(modal).getByRole('button', { name: deposit.rename.save }));
    expect(await within(modal).findByText(deposit.rename.fullName)).toBeVisible();
    await user.clear(name);
    await user.type(name, 'wichai thongdee');
    expect(name).toHaveValue('WICHAI THONGDEE');
    // The copy follows a second after the name is saved (a second the test moves on at once).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(modal).getByRole('button', { name: deposit.rename.save }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(await copied('0481234567')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('0481234567');

    // Renamed once, a copy is a copy.
    const second = within(modal).getAllByTestId('deposit-account')[1];
    await user.click(within(second).getByRole('button', { name: deposit.bank.copyNumber }));
    expect(await copied('4071239876')).toBeVisible();
    await user.keyboard('{Escape}');
    await user.click(
      within(screen.getByRole('navigation', { name: shell.menu.label })).getByRole('link', {
        name: shell.menu.profile,
      }),
    );
    expect(await screen.findByText('WICHAI THONGDEE', { exact: true }, SLOW)).toBeVisible();
  });
});

describe('QR', () => {
  it('a QR for a quick amount, with its countdown; the server holds it open', async () => {
    const portal = await openPortal('/user/home', { locale: 'th' });
    const { user } = portal;
    const modal = await openMethod(portal, 'qr');
    const quick = await within(modal).findByRole('group', { name: deposit.qr.quick });
    await user.click(within(quick).getByRole('button', { name: '500' }));
    expect(within(modal).getByLabelText(deposit.qr.amount)).toHaveValue('500');
    await user.click(within(modal).getByRole('button', { name: deposit.qr.create }));
    const open = await within(modal).findByTestId('qr-open');
    expect(open).toHaveTextContent('500.00');
    expect(within(open).getByRole('img', { name: deposit.qr.alt.replace('{{provider}}', 'KBANK') })).toBeVisible();
    expect(within(modal).getByTestId('qr-countdown')).toHaveTextContent(/^(10:00|09:5\d)$/);

    const held = (await (await fetch('/api/qrcode/KBANK', { headers: await memberHeaders() })).json()) as {
      hasQrcode: boolean;
      amount: number;
    };
    expect(held).toMatchObject({ hasQrcode: true, amount: 500 });
    // The bank paying it (POST /__admin/qrcode/{id}/pay) has no in-process equivalent yet: that part stays in
    // e2e/deposit.spec.ts.
  });

  it('the countdown follows the server clock and ends at 00:00 with no QR; a cancelled QR is gone at once', async () => {
    const portal = await openPortal('/user/home', { scenario: 'qr-expiry', locale: 'th' });
    const { simulator, user } = portal;
    const modal = await openMethod(portal, 'qr');
    await user.type(await within(modal).findByLabelText(deposit.qr.amount), '1,000');
    // From here the page's clock (its countdown, its reading every 5 s) moves as the test says; the server's,
    // which reads the same Date, with it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(modal).getByRole('button', { name: deposit.qr.create }));
    const countdown = await within(modal).findByTestId('qr-countdown');
    expect(countdown).toHaveTextContent(/^(01:00|00:5\d)$/);

    // The server's clock moves 40 s: the next read of the QR (5 s on) says so.
    simulator.advanceClock(40);
    await vi.advanceTimersByTimeAsync(5000);
    await vi.waitFor(() => expect(countdown).toHaveTextContent(/^00:(1\d|20)$/));
    // And past the deadline: the QR is gone, the member is told, and can make another.
    simulator.advanceClock(30);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await within(modal).findByText(deposit.qr.ended.expired)).toBeVisible();
    expect(within(modal).queryByTestId('qr-open')).toBeNull();

    const amount = within(modal).getByLabelText(deposit.qr.amount);
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(within(modal).getByRole('button', { name: deposit.qr.create }));
    expect(await within(modal).findByTestId('qr-open')).toHaveTextContent('20.00');
    await user.click(within(modal).getByRole('button', { name: deposit.qr.cancel }));
    expect(await within(modal).findByText(deposit.qr.ended.cancelled)).toBeVisible();
    expect(within(modal).queryByTestId('qr-open')).toBeNull();
  });

  it('WW and ZAPMAN ask for 100 at least; a provider failure is said, the amount kept; under 1 nothing is asked', async () => {
    const portal = await openPortal('/user/home', { locale: 'th' });
    const { simulator, user } = portal;
    const modal = await openMethod(portal, 'qr');
    await user.click(await within(modal).findByRole('radio', { name: 'WW' }));
    const amount = () => within(modal).getByLabelText(deposit.qr.amount);
    const create = () => within(modal).getByRole('button', { name: deposit.qr.create });
    await user.type(amount(), '99');
    expect(create()).toBeDisabled();
    await user.clear(amount());
    await user.type(amount(), '100');
    expect(create()).toBeEnabled();

    simulator.armOutcome({ kind: 'qr', stage: 'create', provider: 'WW' });
    await user.click(create());
    const failed = await screen.findByRole('alertdialog');
    expect(failed).toHaveTextContent(errors.QR_FAIL);
    await user.click(within(failed).getByRole('button'));
    expect(amount()).toHaveValue('100');

    // KBANK: at 0 the button rests; under 1 nothing is asked.
    await user.click(within(modal).getByRole('radio', { name: 'KBANK' }));
    await user.type(amount(), '0');
    expect(create()).toBeDisabled();
    await user.clear(amount());
    await user.type(amount(), '0.5');
    await user.click(create());
    const minimum = deposit.qr.min.replace('{{min}}', '1.00').replace('{{unit}}', deposit.currency.BAHT);
    expect(await within(modal).findAllByText(minimum)).toHaveLength(2);
    const asked = simulator
      .world()
      .journal.entries.filter((entry) => entry.kind === 'http' && entry.route === 'qrcode.create');
    expect(asked.map((entry) => entry.kind === 'http' && entry.path)).toEqual(['/api/qrcode/WW']);
  });
});

describe('slip', () => {
  it('sent with its progress, read by the server, the amount credited; a refused slip says why', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const portal = await openPortal('/user/home', { locale: 'th' });
    const { simulator, user } = portal;
    uploadsReach(simulator);
    const modal = await openMethod(portal, 'slip');
    const send = await within(modal).findByRole('button', { name: deposit.slip.send });
    expect(send).toBeDisabled();
    const input = () => modal.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;

    // A picture that is not png or jpeg is refused here, before it leaves (a phone's picker may offer any file).
    const gif = new File(['GIF89a'], 'slip.gif', { type: 'image/gif' });
    await userEvent.setup({ applyAccept: false }).upload(input(), gif);
    expect(await within(modal).findByText(deposit.slip.wrongType)).toBeVisible();
    expect(send).toBeDisabled();

    simulator.armOutcome({ kind: 'slip', status: 'SUCCESS', amount: 750 });
    await user.upload(input(), png('first'));
    expect(await within(modal).findByText('slip.png')).toBeVisible();
    expect(within(modal).getByRole('img', { name: deposit.slip.previewAlt })).toBeVisible();
    await user.click(within(modal).getByRole('button', { name: deposit.slip.send }));
    expect(await within(modal).findByRole('status')).toHaveTextContent(deposit.slip.reading);
    simulator.advanceClock(15);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await within(modal).findByTestId('slip-verdict')).toHaveTextContent(
      deposit.slip.accepted.replace('{{amount}}', '750.00').replace('{{unit}}', deposit.currency.BAHT),
    );
    await user.click(within(modal).getByRole('button', { name: common.close }));
    await vi.waitFor(() => expect(total()).toHaveTextContent(`2,000.50 ${home.currency.BAHT}`));

    simulator.armOutcome({ kind: 'slip', status: 'FAILED', note: 'DEST_ACC_INVALID' });
    const again = await openMethod(portal, 'slip');
    await user.upload(
      again.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement,
      named(png('second'), 'slip2.png'),
    );
    await user.click(within(again).getByRole('button', { name: deposit.slip.send }));
    expect(await within(again).findByRole('status')).toHaveTextContent(deposit.slip.reading);
    simulator.advanceClock(15);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await within(again).findByTestId('slip-verdict')).toHaveTextContent(
      deposit.slip.refused.replace('{{reason}}', errors.slip.DEST_ACC_INVALID),
    );
    expect(total()).toHaveTextContent(`2,000.50 ${home.currency.BAHT}`);
  });

  it('on a slow line the bar shows what has gone, and cancel stops it with the picture kept', async () => {
    const portal = await openPortal('/user/home', { locale: 'th' });
    const { simulator, user } = portal;
    const line = uploadsReach(simulator, { slowLine: true });
    const modal = await openMethod(portal, 'slip');
    await within(modal).findByRole('button', { name: deposit.slip.send });
    await user.upload(
      modal.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement,
      named(png('big', 2 * 1024 * 1024), 'big.png'),
    );
    await user.click(within(modal).getByRole('button', { name: deposit.slip.send }));
    const bar = await within(modal).findByRole('progressbar', { name: deposit.slip.sending });
    await vi.waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    await user.click(within(modal).getByRole('button', { name: deposit.slip.cancel }));
    expect(within(modal).queryByRole('progressbar')).toBeNull();
    expect(within(modal).getByText('big.png')).toBeVisible();
    expect(within(modal).getByRole('button', { name: deposit.slip.send })).toBeEnabled();

    // Nothing reaches the server, even once the line is free.
    await line.finishLine();
    expect(simulator.world().files.size).toBe(0);
    const answer = await fetch('/api/statement/slip', {
      method: 'POST',
      headers: { ...(await memberHeaders()), 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, limit: 10 }),
    });
    const { slips } = (await answer.json()) as { slips: { link: string }[] };
    expect(slips.filter((slip) => slip.link.startsWith('/mock-assets/uploads/'))).toHaveLength(0);
  });
});

describe('True Wallet', () => {
  it('a gift link is sent encrypted and credited; a used one and a wrong one are said', async () => {
    const portal = await openPortal('/user/home', { locale: 'th' });
    const { user } = portal;
    const calls = vi.spyOn(globalThis, 'fetch');
    const modal = await openMethod(portal, 'truewallet');
    const link = within(modal).getByLabelText(deposit.truewallet.link);
    const send = within(modal).getByRole('button', { name: deposit.truewallet.send });
    expect(send).toBeDisabled();
    await user.type(link, 'https://example.com/?v=GIFT0000000000000100');
    await user.click(send);
    expect(await within(modal).findByText(deposit.truewallet.notGiftLink)).toBeVisible();

    const gift = 'https://gift.truemoney.com/campaign/?v=GIFT0000000000000100';
    await user.clear(link);
    await user.type(link, gift);
    await user.click(send);
    // The first link sent waits for the encryption's code to come (a lazy chunk).
    const sent = await screen.findByRole('alertdialog', {}, SLOW);
    expect(sent).toHaveTextContent(`100.00 ${deposit.currency.BAHT}`);
    // What left the page: the link encrypted, the voucher nowhere in it (the simulator's journal redacts it).
    const bodies = calls.mock.calls.flatMap(([url, init]) =>
      String(url).endsWith('/api/wallet/truelink') ? [JSON.parse(String(init?.body)) as { link: string }] : [],
    );
    expect(bodies).toHaveLength(1);
    expect(bodies[0].link).toMatch(/^U2FsdGVkX1/);
    expect(bodies[0].link).not.toContain('GIFT0000000000000100');
    await user.click(within(sent).getByRole('button'));
    expect(link).toHaveValue('');

    await user.type(link, gift);
    await user.click(send);
    const used = await screen.findByRole('alertdialog');
    expect(used).toHaveTextContent(errors.TRUELINK_DUPLICATE);
    await user.click(within(used).getByRole('button'));
    expect(link).toHaveValue(gift);
    await user.click(within(modal).getByRole('button', { name: common.close }));
    await vi.waitFor(() => expect(total()).toHaveTextContent(`1,350.50 ${home.currency.BAHT}`));
  });
});

describe('the deposit lookup', () => {
  it('failing, the modal says so and a retry brings the ways to deposit', async () => {
    // Until the retry, rather than `times: 3`: the development build's StrictMode opens the dialog twice here,
    // and the first opening's request (cancelled by the page, answered all the same) would take one of them.
    const { simulator, user } = await openPortal('/user/home?modal=deposit', {
      locale: 'th',
      before: (simulator) =>
        simulator.addFault({ route: 'lookup.deposit', kind: 'error', code: 'INTERNAL_SERVER_ERROR' }),
    });
    const modal = await screen.findByRole('dialog', { name: deposit.title }, SLOW);
    // A server error is asked again twice (the client's retry rule) before the dialog says so.
    expect(await within(modal).findByText(deposit.lookupFailed, {}, SLOW)).toBeVisible();
    expect(within(modal).queryByRole('tablist')).toBeNull();
    simulator.clearFaults();
    await user.click(within(modal).getByRole('button', { name: common.retry }));
    expect(await within(modal).findByRole('tablist')).toBeVisible();
  });
});
