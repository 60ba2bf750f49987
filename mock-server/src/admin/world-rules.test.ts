import { adminClient, type AdminClient, type WorldSnapshot } from '@portal/contract/admin';
import { UPLOAD_LIMITS } from '@portal/contract/constants';
import { AMOUNT_MAX } from '@portal/contract/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { scenarios } from '../../../scenarios/index.js';
import { validateScenario } from '../scenario/scenario.js';
import { useHarness } from '../testing/harness.js';

/**
 * The attack on world files (issue 24, finding 6): rows the API would never have let in, loaded through
 * POST /__admin/world. Each is refused 400 KEY_INVALID naming its place; a world the API made still loads.
 */

const h = useHarness('default');
let admin: AdminClient;
let other: AdminClient;
beforeAll(async () => {
  admin = adminClient(h.baseUrl);
  const created = await admin.createSession({ body: { scenario: 'new-member' } });
  if (created.status !== 200) throw new Error('session');
  other = adminClient(h.baseUrl, { session: created.body.id });
});

type Row = Record<string, unknown>;
type Detail = { path: string; issue: string; note?: string };

async function saved(scenario = 'default'): Promise<WorldSnapshot> {
  h.reset(scenario);
  const answer = await admin.exportWorld();
  if (answer.status !== 200) throw new Error(`export ${answer.status}`);
  return answer.body;
}

/** The snapshot with rows of a table changed (by index). */
function withRows(snapshot: WorldSnapshot, table: string, change: Record<number, Row>): WorldSnapshot {
  const rows = snapshot.tables[table].map((row, index) => (index in change ? { ...row, ...change[index] } : row));
  return { ...snapshot, tables: { ...snapshot.tables, [table]: rows } };
}

/** Loads the world into the other session: the refusal's details (and it must be a 400 KEY_INVALID). */
async function refusal(body: WorldSnapshot): Promise<Detail[]> {
  const answer = await other.importWorld({ body });
  expect(answer.status).toBe(400);
  const refused = answer.body as { message: string; details: Detail[] };
  expect(refused.message).toBe('KEY_INVALID');
  return refused.details;
}

const memberChat = (payload: string) => ({
  sender: 'customer',
  message: { message_type: 'text', payload },
  userId: null,
  guestId: null,
  username: null,
  name: null,
  deviceToken: null,
});

describe('a world file is read under the API’s rules', () => {
  it('refuses a second member with a phone already taken, naming both places', async () => {
    const world = await saved();
    const [first] = world.tables.member;
    expect(await refusal(withRows(world, 'member', { 2: { phone: first.phone } }))).toEqual([
      {
        path: 'body.tables.member.2.phone',
        issue: 'invalid',
        note: 'duplicate of body.tables.member.0.phone (EXISTING_USER)',
      },
    ]);
  });

  it('refuses a second member with a bank account already taken (same bank and number), and takes the number at another bank', async () => {
    const world = await saved();
    const [first] = world.tables.member;
    const same = { bankCode: first.bankCode, bankAccountNo: first.bankAccountNo };
    expect(await refusal(withRows(world, 'member', { 2: same }))).toEqual([
      {
        path: 'body.tables.member.2.bankAccountNo',
        issue: 'invalid',
        note: 'duplicate of body.tables.member.0.bankAccountNo (EXISTING_BANK)',
      },
    ]);
    const otherBank = first.bankCode === 'SCB' ? 'KBANK' : 'SCB';
    const elsewhere = withRows(world, 'member', { 2: { bankCode: otherBank, bankAccountNo: first.bankAccountNo } });
    expect((await other.importWorld({ body: elsewhere })).status).toBe(200);
  });

  it.each([
    ['a bidi override', 'Somchai \u202Eeedia J'],
    ['zero-width characters only', '\u200B\u200B\u2060'],
    ['Hangul fillers only', '\u3164\u3164'],
    ['blanks only', '   '],
    ['a control character', 'Som\u0000chai'],
    ['leading blanks (the API stores names trimmed)', '  Somchai'],
    ['more than 100 characters', 'ก'.repeat(101)],
  ])('refuses a name with %s wherever a name is kept', async (_what, name) => {
    const world = await saved('chat-sessions');
    const member = (await refusal(withRows(world, 'member', { 0: { name } }))).map((d) => d.path);
    expect(member).toEqual(['body.tables.member.0.name']);
    expect((await refusal(withRows(world, 'member', { 0: { bankAccountName: name } }))).map((d) => d.path)).toEqual([
      'body.tables.member.0.bankAccountName',
    ]);
    expect((await refusal(withRows(world, 'chatMessage', { 0: { name } }))).map((d) => d.path)).toEqual([
      'body.tables.chatMessage.0.name',
    ]);
    const invites = await saved();
    expect((await refusal(withRows(invites, 'invite', { 0: { fromName: name } }))).map((d) => d.path)).toEqual([
      'body.tables.invite.0.fromName',
    ]);
  });

  it('says why a name is refused', async () => {
    const world = await saved();
    const [detail] = await refusal(withRows(world, 'member', { 1: { name: '\u202E\u202E' } }));
    expect(detail.path).toBe('body.tables.member.1.name');
    expect(detail.note).toMatch(/^not a name the API takes: .*zero-width, bidi.*INVALID_USER_INFO$/);
  });

  it.each([
    ['letters', '08123abcde'],
    ['five digits', '08123'],
    ['a plus sign', '+66812345678'],
    ['sixteen digits', '0812345678901234'],
    ['nothing', ''],
  ])('refuses a member’s phone with %s, and an OTP sent to one', async (_what, phone) => {
    const world = await saved();
    const [detail] = await refusal(withRows(world, 'member', { 1: { phone } }));
    expect(detail).toMatchObject({ path: 'body.tables.member.1.phone', issue: 'invalid' });
    expect(detail.note).toContain('PHONE_NUMBER');
    const otp = { phone, code: '123456', ref: 'ABC', at: world.clock.now };
    expect((await refusal({ ...world, otps: [otp] })).map((d) => d.path)).toEqual(['body.otps.0.phone']);
  });

  it('refuses a short password, an account number that is not 6 to 20 digits, a bank the site does not list', async () => {
    const world = await saved();
    const cases: [Row, string, string][] = [
      [{ password: '12345' }, 'body.tables.member.1.password', 'INVALID_USER_INFO'],
      [{ bankAccountNo: '12-345' }, 'body.tables.member.1.bankAccountNo', 'INVALID_USER_INFO'],
      [{ bankAccountNo: '1'.repeat(21) }, 'body.tables.member.1.bankAccountNo', 'INVALID_USER_INFO'],
      [{ bankCode: 'NOBANK' }, 'body.tables.member.1.bankCode', 'INVALID_BANK'],
      [{ inviterId: 'M404' }, 'body.tables.member.1.inviterId', 'NO_USER'],
    ];
    for (const [change, path, code] of cases) {
      const [detail] = await refusal(withRows(world, 'member', { 1: change }));
      expect(detail.path, path).toBe(path);
      expect(detail.note, path).toContain(code);
    }
  });

  it('refuses a 50,000-character chat text, from the customer or from support, and takes one at the limit', async () => {
    const world = await saved('chat-sessions');
    const rows = world.tables.chatMessage;
    const customer = rows.findIndex((row) => row.sender === 'customer');
    const support = rows.findIndex((row) => row.sender === 'other');
    const long = JSON.stringify({ message_type: 'text', payload: 'ก'.repeat(50_000) });
    expect(await refusal(withRows(world, 'chatMessage', { [customer]: { messageJson: long } }))).toEqual([
      {
        path: `body.tables.chatMessage.${customer}.messageJson`,
        issue: 'invalid',
        note: `a text over ${UPLOAD_LIMITS.chatTextChars} characters (MESSAGE_TOO_LONG)`,
      },
    ]);
    expect(await refusal(withRows(world, 'chatMessage', { [support]: { messageJson: long } }))).toEqual([
      {
        path: `body.tables.chatMessage.${support}.messageJson`,
        issue: 'invalid',
        note: `payload: at most ${UPLOAD_LIMITS.chatTextChars} characters`,
      },
    ]);
    const card = JSON.stringify({
      message_type: 'generic',
      payloads: [{ image_url: '', title: 'x'.repeat(50_000), subtitle: '', buttons: [] }],
    });
    expect((await refusal(withRows(world, 'chatMessage', { [support]: { messageJson: card } })))[0].note).toBe(
      `payloads.0.title: at most ${UPLOAD_LIMITS.chatTextChars} characters`,
    );
    const atLimit = JSON.stringify({ message_type: 'text', payload: 'ก'.repeat(UPLOAD_LIMITS.chatTextChars) });
    const fits = withRows(world, 'chatMessage', {
      [customer]: { messageJson: atLimit },
      [support]: { messageJson: atLimit },
    });
    expect((await other.importWorld({ body: fits })).status).toBe(200);
  });

  it('refuses a customer message a customer could not send: support’s types, an empty text, another’s upload', async () => {
    const world = await saved('chat-sessions');
    const customer = world.tables.chatMessage.findIndex((row) => row.sender === 'customer');
    const cases: [object, string][] = [
      [{ message_type: 'buttons', payload: { text: 'x', buttons: [] } }, 'message_type'],
      [{ message_type: 'text', payload: '   ' }, 'payload'],
      [
        {
          message_type: 'media',
          payload: { message: '', url: 'https://evil.example/x.png', fileType: 'image', filePath: 'x.png' },
        },
        'payload.url',
      ],
    ];
    for (const [message, where] of cases) {
      const [detail] = await refusal(
        withRows(world, 'chatMessage', { [customer]: { messageJson: JSON.stringify(message) } }),
      );
      expect(detail).toEqual({
        path: `body.tables.chatMessage.${customer}.messageJson`,
        issue: 'invalid',
        note: `a customer cannot send this: ${where}`,
      });
    }
    const file = { id: 'upload1', name: 'x.png', mimeType: 'image/png', owner: 'someone-else', base64: 'iVBORw0KGgo=' };
    const media = JSON.stringify({
      message_type: 'media',
      payload: { message: '', url: '/mock-assets/uploads/upload1', fileType: 'image', filePath: 'x.png' },
    });
    const theirs = { ...withRows(world, 'chatMessage', { [customer]: { messageJson: media } }), files: [file] };
    expect((await refusal(theirs)).map((d) => d.path)).toEqual([`body.tables.chatMessage.${customer}.messageJson`]);
    // Their own upload, or one the save left out (or a full store dropped): the message stays.
    const owner = world.tables.chatMessage[customer].owner as string;
    expect((await other.importWorld({ body: { ...theirs, files: [{ ...file, owner }] } })).status).toBe(200);
    expect((await other.importWorld({ body: { ...theirs, files: [] } })).status).toBe(200);
  });

  it('refuses amounts with a third decimal or beyond AMOUNT_MAX', async () => {
    const world = await saved();
    const member = world.tables.member[0].id as string;
    const slip = world.tables.slip[0].id as string;
    const statement = world.tables.statement[0].id as string;
    const beyond = AMOUNT_MAX * 100 + 1;
    /** The world with one slip verdict to come, paying `amount`. */
    const slipPaying = (amount: number): WorldSnapshot => ({
      ...world,
      pending: [
        { kind: 'slip', at: world.clock.now, memberId: member, slipId: slip, outcome: { status: 'SUCCESS', amount } },
      ],
    });
    const cases: [string, WorldSnapshot][] = [
      ['body.tables.member.0.walletMinor', withRows(world, 'member', { 0: { walletMinor: 1250.5 } })],
      ['body.tables.slip.0.amountMinor', withRows(world, 'slip', { 0: { amountMinor: beyond } })],
      ['body.tables.coupon.0.amountMinor', withRows(world, 'coupon', { 0: { amountMinor: beyond } })],
      ['body.tables.invite.0.amountMinor', withRows(world, 'invite', { 0: { amountMinor: beyond } })],
      ['body.tables.member.0.coin', withRows(world, 'member', { 0: { coin: -1 } })],
      ['body.pending.0.outcome.amount', slipPaying(10.005)],
      ['body.pending.0.outcome.amount', slipPaying(AMOUNT_MAX + 1)],
      [
        'body.pending.0.amountMinor',
        {
          ...world,
          pending: [
            {
              kind: 'deposit',
              at: world.clock.now,
              memberId: member,
              statementId: statement,
              amountMinor: beyond,
              status: 'SUCCESS',
            },
          ],
        },
      ],
      [
        'body.outcomes.list.0.outcome.amount',
        {
          ...world,
          outcomes: {
            next: 2,
            list: [{ id: 'o1', remaining: 1, outcome: { kind: 'slip', status: 'SUCCESS', amount: 1.001, count: 1 } }],
          },
        },
      ],
    ];
    for (const [path, body] of cases)
      expect(
        (await refusal(body)).map((d) => d.path),
        path,
      ).toContain(path);
  });

  it('refuses what the bonus, promotion and game rules never let happen', async () => {
    const world = await saved();
    const [account] = world.tables.gameAccount;
    const twin = { ...account, id: 'twin' };
    const twice = { ...world, tables: { ...world.tables, gameAccount: [...world.tables.gameAccount, twin] } };
    const index = world.tables.gameAccount.length;
    expect(await refusal(twice)).toEqual([
      {
        path: `body.tables.gameAccount.${index}.code`,
        issue: 'invalid',
        note: 'duplicate of body.tables.gameAccount.0.code',
      },
    ]);
    const member = world.tables.member[0].id;
    const bonus = { id: 'ub-x', memberId: member, bonusCode: 'NOPE', isActive: false, received: [] };
    const unknown = { ...world, tables: { ...world.tables, userBonus: [...world.tables.userBonus, bonus] } };
    expect((await refusal(unknown))[0].note).toContain('NO_DATA');
    // A bonus and a promotion held at once: the API answers BONUS_ALREADY_ACTIVE to the second.
    const both = withRows(withRows(world, 'userBonus', { 0: { isActive: true } }), 'promotionUse', {
      0: { isActive: true },
    });
    expect(await refusal(both)).toEqual([
      {
        path: 'body.tables.promotionUse.0.isActive',
        issue: 'invalid',
        note: 'the member holds body.tables.userBonus.0 already (BONUS_ALREADY_ACTIVE)',
      },
    ]);
  });

  it('lists every problem of a file at once (at most 50), never answering a server error', async () => {
    const world = await saved();
    const members = world.tables.member.map((row, index) => ({
      ...row,
      phone: world.tables.member[0].phone,
      name: index % 2 ? '\u200B' : 'x'.repeat(1_000_000),
    }));
    const answer = await other.importWorld({ body: { ...world, tables: { ...world.tables, member: members } } });
    expect(answer.status).toBe(400);
    const details = (answer.body as { details: Detail[] }).details;
    expect(details.length).toBeGreaterThan(members.length);
    expect(details.length).toBeLessThanOrEqual(50);
  });
});

describe('a world the API made still loads', () => {
  it('after a busy session: a member registered, money moved, QR, chat at the limit, support, a Laos phone, the clock', async () => {
    h.reset('default');
    await admin.setClock({ body: { freeze: true } });
    const token = await h.login();
    await h.api('POST', '/api/wallet/transfer', { token, body: { from: 'WALLET', to: 'PG', amount: 50.25 } });
    await h.api('POST', '/api/wallet/withdraw', { token, body: { amount: 100 } });
    await h.api('POST', '/api/qrcode/KBANK', { token, body: { amount: 100 } });
    const chat = await h.api('POST', '/api/chat/send-message', {
      token,
      body: memberChat('ก'.repeat(UPLOAD_LIMITS.chatTextChars)),
    });
    expect(chat.status).toBe(200);
    const support = await admin.answer({
      params: { owner: 'M10001' },
      body: { message: { message_type: 'text', payload: 'ข'.repeat(UPLOAD_LIMITS.chatTextChars) } },
    });
    expect(support.status).toBe(200);
    const registration = {
      name: 'Nok Sainam',
      password: 'secret123',
      sourceCode: '',
      inviteCode: 'PRM10001',
      bankCode: 'KBANK',
      bankAccountName: 'NOK SAINAM',
      bankAccountNo: '5556667778',
      currency: 'BAHT',
    };
    expect((await h.api('POST', '/api/account', { body: { ...registration, username: '0861112222' } })).status).toBe(
      200,
    );
    // A member registered in the Laos build, then the build switched back: the phone stays as it was taken.
    await admin.setFlags({ body: { laos: true } });
    const lao = { ...registration, username: '20555123', bankAccountNo: '5556667779', currency: 'LAK' };
    expect((await h.api('POST', '/api/account', { body: lao })).status).toBe(200);
    await admin.setFlags({ body: { laos: false } });
    await admin.setClock({ body: { advanceSeconds: 30 } });
    const answer = await admin.exportWorld();
    if (answer.status !== 200) throw new Error('export');
    const world = answer.body;
    // The member of the default scenario registered before KTB's English-name rule is in it, as it is.
    expect(
      world.tables.member.some(
        (member) => member.bankCode === 'KTB' && !/^[A-Za-z ]+$/.test(member.bankAccountName as string),
      ),
    ).toBe(true);

    const loaded = await other.importWorld({ body: world });
    expect(loaded).toMatchObject({ status: 200, body: { scenario: 'default', members: world.tables.member.length } });
    const again = await other.exportWorld();
    expect(again.status === 200 && { ...again.body, exportedAt: '' }).toEqual({ ...world, exportedAt: '' });
  });
});

describe('support’s answers are held to the chat text limit the world is read under', () => {
  it('refuses a support text over the limit, naming the field', async () => {
    h.reset('default');
    const answer = await admin.answer({
      params: { owner: 'M10001' },
      body: { message: { message_type: 'text', payload: 'x'.repeat(UPLOAD_LIMITS.chatTextChars + 1) } },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'KEY_INVALID', details: [{ path: 'body.message.payload', issue: 'invalid' }] },
    });
  });
});

describe('a scenario file is read under the same rules', () => {
  const base = scenarios.default;
  const members = base.members;
  it.each([
    ['a phone twice', { ...members[2], phone: members[0].phone }, /members\[2\]\.phone: duplicate of members\[0\]/],
    [
      'a bank account twice',
      { ...members[2], bank: members[0].bank },
      /members\[2\]\.bank: the account of members\[0\]/,
    ],
    ['a bidi override in a name', { ...members[2], name: 'Malee \u202Eeedkar' }, /members\[2\]\.name: not a name/],
    ['a zero-width name', { ...members[2], name: '\u200B' }, /members\[2\]\.name: not a name/],
    [
      'a nine-digit phone',
      { ...members[2], phone: '081234567' },
      /members\[2\]\.phone: .*PHONE_NUMBER_REQUIRE_10_DIGIT/,
    ],
  ])('refuses a member with %s', (_what, member, problem) => {
    const changed = members.map((seed, index) => (index === 2 ? member : seed));
    expect(() => validateScenario({ ...base, members: changed })).toThrow(problem);
  });

  it('refuses a 50,000-character chat text in a member’s history or in support’s answers', () => {
    const long = { message_type: 'text' as const, payload: 'ก'.repeat(50_000) };
    const chat = [{ sender: 'customer' as const, minutesAgo: 1, sessionId: 's', message: long }];
    const talkative = members.map((seed, index) => (index === 0 ? { ...seed, chat } : seed));
    expect(() => validateScenario({ ...base, members: talkative })).toThrow(
      /members\[0\]\.chat\[0\]\.message: a text over 2000 characters \(MESSAGE_TOO_LONG\)/,
    );
    expect(() =>
      validateScenario({ ...base, chat: { ...base.chat, words: { ...base.chat.words, en: { replies: [long] } } } }),
    ).toThrow(/support's answer payload: at most 2000 characters/);
  });
});
