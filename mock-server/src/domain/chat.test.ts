import { UPLOAD_LIMITS } from '@portal/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import { useHarness } from '../testing/harness.js';
import { acceptedLanguage, CHAT_LIMITS, languageOf } from './chat.js';
import { chatUploadKinds } from './chat-uploads.js';

const h = useHarness('chat-sessions', { resetEachTest: true });

const MEMBER = 'M10001';

function text(payload: string, who: { userId?: string | null; guestId?: string | null } = {}) {
  return {
    sender: 'customer',
    message: { message_type: 'text', payload },
    userId: who.userId ?? null,
    guestId: who.guestId ?? null,
    username: null,
    name: null,
    deviceToken: null,
  };
}

/** A guest id as a visitor gets it: issued by the server. */
async function newGuest(): Promise<string> {
  const answer = await h.api('POST', '/api/chat/guest');
  expect(answer.status).toBe(200);
  return answer.body.guestId as string;
}

const historyOf = (
  token: string | null,
  body: { userId?: string | null; guestId?: string | null; limit?: number; skip?: number },
) =>
  h.api('POST', '/api/chat/history', {
    token,
    body: { userId: body.userId ?? null, guestId: body.guestId ?? null, limit: body.limit ?? 10, skip: body.skip ?? 0 },
  });

describe('chat config', () => {
  it('gives the room prefix to anyone', async () => {
    expect(await h.api('GET', '/api/chat/config')).toEqual({ status: 200, body: { PREFIX: 'goldwallet' } });
  });
});

describe('member conversation', () => {
  it('pages the history newest page first, each page oldest first', async () => {
    const token = await h.login();
    const all = (await historyOf(token, { userId: MEMBER, limit: 100 })).body;
    expect(all.total).toBe(27);
    expect(all.conversations).toHaveLength(27);
    const times = all.conversations.map((c: { createdAt: string }) => Date.parse(c.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(all.conversations[0].message).toEqual({ message_type: 'text', payload: 'คำถามที่ 1' });
    expect(all.conversations[26].message.message_type).toBe('media');

    const latest = (await historyOf(token, { userId: MEMBER, limit: 10, skip: 0 })).body;
    const before = (await historyOf(token, { userId: MEMBER, limit: 10, skip: 10 })).body;
    const oldest = (await historyOf(token, { userId: MEMBER, limit: 10, skip: 20 })).body;
    expect([latest.total, before.total, oldest.total]).toEqual([27, 27, 27]);
    expect(latest.conversations).toEqual(all.conversations.slice(17, 27));
    expect(before.conversations).toEqual(all.conversations.slice(7, 17));
    expect(oldest.conversations).toEqual(all.conversations.slice(0, 7));
    expect((await historyOf(token, { userId: MEMBER, skip: 27 })).body).toEqual({ conversations: [], total: 27 });

    // Three sessions: the client draws End Conversation where session_id changes.
    const sessions = all.conversations.map((c: { session_id: string }) => c.session_id);
    expect([...new Set(sessions)]).toEqual(['sess-a', 'sess-b', 'sess-c']);
    expect(new Set(before.conversations.map((c: { session_id: string }) => c.session_id))).toEqual(
      new Set(['sess-a', 'sess-b', 'sess-c']),
    );
    expect(latest.conversations.filter((c: { read: boolean }) => !c.read)).toHaveLength(3);
  });

  it('sends as the member (userId or null), continuing the session, and starts a new one after 30 quiet minutes', async () => {
    const token = await h.login();
    const first = await h.api('POST', '/api/chat/send-message', { token, body: text('ยังอยู่ไหมคะ', { userId: MEMBER }) });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ createdAt: expect.any(String), _id: expect.any(String), session_id: 'sess-c' });

    h.advance(31 * 60);
    const second = await h.api('POST', '/api/chat/send-message', { token, body: text('กลับมาแล้วค่ะ') });
    expect(second.status).toBe(200);
    expect(second.body.session_id).not.toBe('sess-c');

    const third = await h.api('POST', '/api/chat/send-message', { token, body: text('อีกข้อความ') });
    expect(third.body.session_id).toBe(second.body.session_id);

    const page = (await historyOf(token, { userId: MEMBER, limit: 3 })).body;
    expect(page.total).toBe(30);
    expect(page.conversations.map((c: { _id: string }) => c._id)).toEqual([
      first.body._id,
      second.body._id,
      third.body._id,
    ]);
    expect(page.conversations[1]).toMatchObject({
      sender: 'customer',
      message: { message_type: 'text', payload: 'กลับมาแล้วค่ะ' },
      userId: MEMBER,
      guestId: null,
      username: '0812345678',
      name: 'Somchai Jaidee',
      session_id: second.body.session_id,
      createdAt: second.body.createdAt,
    });
  });

  it('gets support answers in real time, in the scenario order, in the same session', async () => {
    const token = await h.login();
    const sent = await h.api('POST', '/api/chat/send-message', { token, body: text('สวัสดีค่ะ', { userId: MEMBER }) });
    await vi.waitFor(async () => expect((await historyOf(token, { userId: MEMBER })).body.total).toBe(29), {
      timeout: 4000,
      interval: 100,
    });
    const reply = (await historyOf(token, { userId: MEMBER, limit: 1 })).body.conversations[0];
    expect(reply).toMatchObject({
      sender: 'other',
      name: 'Support',
      read: false,
      userId: MEMBER,
      session_id: sent.body.session_id,
      message: h.server.world().scenario.chat.words.th?.replies[0],
    });
    await h.api('POST', '/api/chat/send-message', { token, body: text('รับทราบค่ะ', { userId: MEMBER }) });
    await vi.waitFor(async () => expect((await historyOf(token, { userId: MEMBER })).body.total).toBe(31), {
      timeout: 4000,
      interval: 100,
    });
    const second = (await historyOf(token, { userId: MEMBER, limit: 1 })).body.conversations[0];
    expect(second.message).toEqual(h.server.world().scenario.chat.words.th?.replies[1]);
  });

  it("keeps the sender's client id and echoes it; a resend with it stores nothing new and gets no second answer", async () => {
    const token = await h.login();
    const body = { ...text('ถอนเงินไม่เข้า', { userId: MEMBER }), clientId: 'c1f0e2d3-0000-4a5b-8c9d-000000000001' };
    const first = await h.api('POST', '/api/chat/send-message', { token, body });
    expect(first.status).toBe(200);
    const again = await h.api('POST', '/api/chat/send-message', { token, body });
    expect(again).toEqual(first);
    await vi.waitFor(async () => expect((await historyOf(token, { userId: MEMBER })).body.total).toBe(29), {
      timeout: 4000,
      interval: 100,
    });
    const latest = (await historyOf(token, { userId: MEMBER, limit: 2 })).body.conversations;
    expect(latest[0]).toMatchObject({ _id: first.body._id, clientId: body.clientId, sender: 'customer' });
    expect(latest[1]).toMatchObject({ sender: 'other', clientId: null });
    // A message without one has none; a malformed one is refused.
    expect((await historyOf(token, { userId: MEMBER, limit: 100 })).body.conversations[0].clientId).toBeNull();
    const bad = await h.api('POST', '/api/chat/send-message', { token, body: { ...body, clientId: 'a b' } });
    expect(bad).toMatchObject({ status: 400, body: { message: 'KEY_INVALID' } });
  });

  it("keeps one conversation's client ids apart from another's", async () => {
    const token = await h.login();
    const guestId = await newGuest();
    const clientId = 'shared-id-0001';
    const member = await h.api('POST', '/api/chat/send-message', {
      token,
      body: { ...text('สมาชิก', { userId: MEMBER }), clientId },
    });
    const guest = await h.api('POST', '/api/chat/send-message', {
      body: { ...text('ผู้เยี่ยมชม', { guestId }), clientId },
    });
    expect(guest.status).toBe(200);
    expect(guest.body._id).not.toBe(member.body._id);
  });

  it('refuses another owner: a different userId, even for history', async () => {
    const token = await h.login();
    expect(await historyOf(token, { userId: 'M10002' })).toEqual({
      status: 400,
      body: { message: 'INVALID_USER_INFO' },
    });
    expect(
      (await h.api('POST', '/api/chat/send-message', { token, body: text('hi', { userId: 'M99999' }) })).body,
    ).toEqual({ message: 'INVALID_USER_INFO' });
    expect(
      (await h.api('PUT', '/api/chat/read-customer/', { token, body: { userId: 'M10002', guestId: null } })).status,
    ).toBe(400);
    // With a token, the guest id is ignored: the conversation is the member's.
    expect((await historyOf(token, { userId: null, guestId: 'someone-else' })).body.total).toBe(27);
  });

  it('refuses a bad token rather than falling back to a guest', async () => {
    const answer = await historyOf('not-a-real-token', { guestId: 'guest-1' });
    expect(answer).toEqual({ status: 401, body: { message: 'INVALID_USER_1' } });
  });
});

describe('guest conversation', () => {
  it('sends and reads by an issued guest id, apart from the member and from other guests', async () => {
    const guestId = await newGuest();
    const sent = await h.api('POST', '/api/chat/send-message', { body: text('สมัครยังไงคะ', { guestId }) });
    expect(sent.status).toBe(200);
    const mine = (await historyOf(null, { guestId })).body;
    expect(mine.total).toBe(1);
    expect(mine.conversations[0]).toMatchObject({
      _id: sent.body._id,
      sender: 'customer',
      userId: null,
      guestId,
      read: false,
    });
    expect(mine.conversations[0].session_id).toBe(sent.body.session_id);

    const token = await h.login();
    expect((await historyOf(token, { userId: MEMBER })).body.total).toBe(27);
    expect((await historyOf(null, { guestId: await newGuest() })).body).toEqual({ conversations: [], total: 0 });
  });

  it('issues unguessable guest ids, each once', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, () => newGuest()));
    expect(new Set(ids).size).toBe(10);
    for (const id of ids) expect(id).toMatch(/^g-[A-Za-z0-9_-]{24}$/);
  });

  it('refuses a guest id neither issued nor of a device: a g- id it did not issue, too short, or a member id', async () => {
    const invalid = { status: 400, body: { message: 'INVALID_USER_INFO' } };
    for (const guestId of [
      'g-AAAAAAAAAAAAAAAAAAAAAAAA',
      'guest-1',
      'a'.repeat(21),
      MEMBER,
      'b0c8a2de 3f1e 4a8b 9b4a',
    ]) {
      expect(await historyOf(null, { guestId })).toEqual(invalid);
      expect(await h.api('POST', '/api/chat/send-message', { body: text('hi', { guestId }) })).toEqual(invalid);
      expect(await h.api('PUT', '/api/chat/read-customer/', { body: { userId: null, guestId } })).toEqual(invalid);
    }
  });

  it('forgets issued guest ids when the world is reset', async () => {
    const guestId = await newGuest();
    h.reset('chat-sessions');
    expect((await historyOf(null, { guestId })).body).toEqual({ message: 'INVALID_USER_INFO' });
  });

  it('issues at most 20 guest ids a minute to one client', async () => {
    for (let i = 0; i < CHAT_LIMITS.guestIdsPerClient.max; i += 1) await newGuest();
    expect(await h.api('POST', '/api/chat/guest')).toEqual({ status: 429, body: { message: 'REQUEST_LIMIT' } });
    h.advance(61);
    await newGuest();
  });

  it('needs a guest id, refuses a userId without a token and a guest id that is a member id', async () => {
    const guestId = await newGuest();
    const invalid = { status: 400, body: { message: 'INVALID_USER_INFO' } };
    expect(await historyOf(null, {})).toEqual(invalid);
    expect(await historyOf(null, { guestId: '' })).toEqual(invalid);
    expect(await historyOf(null, { userId: MEMBER })).toEqual(invalid);
    expect(await historyOf(null, { userId: MEMBER, guestId })).toEqual(invalid);
    expect(await historyOf(null, { guestId: MEMBER })).toEqual(invalid);
    expect(await historyOf(null, { guestId: 'has spaces' })).toEqual(invalid);
    expect(await h.api('POST', '/api/chat/send-message', { body: text('hi') })).toEqual(invalid);
  });
});

describe('a guest id the device made (spec §6)', () => {
  const DEVICE_ID = 'b0c8a2de-3f1e-4a8b-9b4a-0d3f2c9e7a11';
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const invalid = { status: 400, body: { message: 'INVALID_USER_INFO' } };

  it('opens a conversation of its own for the first client that uses it, with support answering', async () => {
    const headers = from('198.51.100.7');
    const sent = await h.api('POST', '/api/chat/send-message', {
      headers,
      body: text('สวัสดีค่ะ', { guestId: DEVICE_ID }),
    });
    expect(sent.status).toBe(200);
    const mine = await h.api('POST', '/api/chat/history', {
      headers,
      body: { userId: null, guestId: DEVICE_ID, limit: 10, skip: 0 },
    });
    expect(mine.body.conversations).toEqual([
      expect.objectContaining({ _id: sent.body._id, sender: 'customer', guestId: DEVICE_ID, userId: null }),
    ]);
    expect(
      (await h.api('PUT', '/api/chat/read-customer/', { headers, body: { userId: null, guestId: DEVICE_ID } })).status,
    ).toBe(200);
  });

  it('reads nothing for anyone else who sends the same id: it is bound to the first address', async () => {
    await h.api('POST', '/api/chat/send-message', {
      headers: from('198.51.100.7'),
      body: text('เลขบัญชีของฉัน 123', { guestId: DEVICE_ID }),
    });
    const other = from('203.0.113.9');
    expect(
      await h.api('POST', '/api/chat/history', {
        headers: other,
        body: { userId: null, guestId: DEVICE_ID, limit: 10, skip: 0 },
      }),
    ).toEqual(invalid);
    expect(
      await h.api('POST', '/api/chat/send-message', { headers: other, body: text('hi', { guestId: DEVICE_ID }) }),
    ).toEqual(invalid);
    expect(
      await h.api('PUT', '/api/chat/read-customer/', { headers: other, body: { userId: null, guestId: DEVICE_ID } }),
    ).toEqual(invalid);
  });

  it('never binds a member’s id, a constant id, or the id of a conversation no one holds (a loaded world)', async () => {
    const headers = from('198.51.100.7');
    const historyOfId = (guestId: string) =>
      h.api('POST', '/api/chat/history', { headers, body: { userId: null, guestId, limit: 10, skip: 0 } });
    const saved = (await h.api('GET', '/__admin/world')).body;
    const realId = '5f8d0d55b54764421b7156c9';
    const members = saved.tables.member as { id: string }[];
    const renamed = JSON.parse(JSON.stringify(saved).replaceAll(members[0].id, realId));
    expect((await h.api('POST', '/__admin/world', { body: renamed })).status).toBe(200);
    expect(await historyOfId(realId)).toEqual(invalid);
    for (const constant of ['00000000-0000-0000-0000-000000000000', '-'.repeat(22), 'abababababababababababab'])
      expect(await historyOfId(constant)).toEqual(invalid);

    await h.api('POST', '/api/chat/send-message', { headers, body: text('ก่อนบันทึก', { guestId: DEVICE_ID }) });
    const withGuest = (await h.api('GET', '/__admin/world')).body;
    expect((await h.api('POST', '/__admin/world', { body: withGuest })).status).toBe(200);
    expect(await historyOfId(DEVICE_ID)).toEqual(invalid);
    expect(
      await h.api('POST', '/api/chat/history', {
        headers: from('203.0.113.9'),
        body: { userId: null, guestId: DEVICE_ID, limit: 10, skip: 0 },
      }),
    ).toEqual(invalid);
  });

  it('binds at most 20 new ids a minute for one address, issued ones included', async () => {
    const headers = from('198.51.100.8');
    const bind = (n: number) =>
      h.api('POST', '/api/chat/history', {
        headers,
        body: { userId: null, guestId: `device-id-${String(n).padStart(4, '0')}-abcdefgh`, limit: 1, skip: 0 },
      });
    for (let n = 0; n < CHAT_LIMITS.guestIdsPerClient.max; n += 1) expect((await bind(n)).status).toBe(200);
    expect(await bind(99)).toEqual({ status: 429, body: { message: 'REQUEST_LIMIT' } });
    expect((await bind(0)).status).toBe(200);
    h.advance(61);
    expect((await bind(99)).status).toBe(200);
  });

  it('a member on the same device can adopt it; then it opens nothing, from anywhere', async () => {
    const headers = from('198.51.100.7');
    await h.api('POST', '/api/chat/send-message', { headers, body: text('ก่อนเข้าสู่ระบบ', { guestId: DEVICE_ID }) });
    const token = await h.login();
    expect(
      await h.api('POST', '/api/chat/adopt-guest', {
        token,
        headers: from('203.0.113.9'),
        body: { guestId: DEVICE_ID },
      }),
    ).toEqual(invalid);
    expect(await h.api('POST', '/api/chat/adopt-guest', { token, headers, body: { guestId: DEVICE_ID } })).toEqual({
      status: 200,
      body: { moved: 1 },
    });
    for (const address of ['198.51.100.7', '203.0.113.9'])
      expect(
        await h.api('POST', '/api/chat/history', {
          headers: from(address),
          body: { userId: null, guestId: DEVICE_ID, limit: 10, skip: 0 },
        }),
      ).toEqual(invalid);
  });
});

describe('message rules', () => {
  it('takes text up to 2000 characters; longer is MESSAGE_TOO_LONG, blank is KEY_INVALID', async () => {
    const token = await h.login();
    const max = 'ก'.repeat(UPLOAD_LIMITS.chatTextChars);
    expect((await h.api('POST', '/api/chat/send-message', { token, body: text(max) })).status).toBe(200);
    expect(await h.api('POST', '/api/chat/send-message', { token, body: text(`${max}x`) })).toEqual({
      status: 400,
      body: { message: 'MESSAGE_TOO_LONG' },
    });
    const blank = await h.api('POST', '/api/chat/send-message', { token, body: text('  \n ') });
    expect(blank).toEqual({
      status: 400,
      body: { message: 'KEY_INVALID', details: [{ path: 'body.message.payload', issue: 'invalid' }] },
    });
    expect((await historyOf(token, { userId: MEMBER })).body.total).toBe(28);
  });

  it('counts characters as a person does: 2,000 emoji or 2,000 Thai characters go, one more is MESSAGE_TOO_LONG', async () => {
    const token = await h.login();
    const send = (payload: string) => h.api('POST', '/api/chat/send-message', { token, body: text(payload) });
    const tooLong = { status: 400, body: { message: 'MESSAGE_TOO_LONG' } };
    const emoji = '😀'.repeat(UPLOAD_LIMITS.chatTextChars);
    expect((await send(emoji)).status).toBe(200);
    expect(await send(`${emoji}😀`)).toEqual(tooLong);
    // Each vowel and tone mark is a character of its own: สวัสดี is six.
    const thai = `${'สวัสดี'.repeat(333)}ครับ`.slice(0, 2_000);
    expect([...thai]).toHaveLength(UPLOAD_LIMITS.chatTextChars);
    expect((await send(thai)).status).toBe(200);
    expect(await send(`${thai}ค`)).toEqual(tooLong);
    const caption = (message: string) => ({
      ...text(''),
      message: {
        message_type: 'media',
        payload: { message, url: '/mock-assets/uploads/x', fileType: 'image', filePath: 'x.png' },
      },
    });
    expect(await h.api('POST', '/api/chat/send-message', { token, body: caption(`${emoji}😀`) })).toEqual(tooLong);
  });

  it('takes media of its own uploads and postback messages, refuses support-only types from a customer', async () => {
    const token = await h.login();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const { path } = (await h.upload('/api/chat/upload-image', { name: 'x.png', type: 'image/png', bytes: png }, token))
      .body;
    const media = (url: string) => ({
      ...text(''),
      message: { message_type: 'media', payload: { message: '', url, fileType: 'image', filePath: 'x.png' } },
    });
    expect((await h.api('POST', '/api/chat/send-message', { token, body: media(path) })).status).toBe(200);
    // Any other address (someone else's upload, another site, a script) is refused.
    const guestId = await newGuest();
    const theirs = (
      await h.upload('/api/chat/upload-image', { name: 'y.png', type: 'image/png', bytes: png }, null, {
        'x-chat-guest': guestId,
      })
    ).body.path;
    for (const url of [theirs, 'https://evil.example/x.png', 'javascript:alert(1)', '/mock-assets/uploads/x'])
      expect((await h.api('POST', '/api/chat/send-message', { token, body: media(url) })).body).toEqual({
        message: 'KEY_INVALID',
        details: [{ path: 'body.message.payload.url', issue: 'invalid' }],
      });
    const postback = { ...text(''), message: { message_type: 'postback', payload: 'DEPOSIT' } };
    expect((await h.api('POST', '/api/chat/send-message', { token, body: postback })).status).toBe(200);
    const generic = { ...text(''), message: { message_type: 'generic', payloads: [] } };
    expect((await h.api('POST', '/api/chat/send-message', { token, body: generic })).body.message).toBe('KEY_INVALID');
    // A file path no upload has (issue 24's attack kept 95 KB ones on every row) is refused.
    const longPath = {
      ...media(path),
      message: { ...media(path).message, payload: { ...media(path).message.payload, filePath: 'p'.repeat(1025) } },
    };
    expect((await h.api('POST', '/api/chat/send-message', { token, body: longPath })).body).toEqual({
      message: 'KEY_INVALID',
      details: [{ path: 'body.message.payload.filePath', issue: 'invalid' }],
    });
  });

  it('takes a device token of up to 256 characters and refuses a longer one, keeping nothing', async () => {
    const token = await h.login();
    const withDevice = (deviceToken: string) => ({ ...text('สวัสดี', { userId: MEMBER }), deviceToken });
    expect((await h.api('POST', '/api/chat/send-message', { token, body: withDevice('d'.repeat(256)) })).status).toBe(
      200,
    );
    const refused = await h.api('POST', '/api/chat/send-message', { token, body: withDevice('d'.repeat(257)) });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('KEY_INVALID');
    const kept = (await historyOf(token, { userId: MEMBER, limit: 5 })).body.conversations;
    expect(kept.map((message: { deviceToken: string | null }) => message.deviceToken?.length ?? 0)).not.toContain(257);
  });
});

describe('message limits', () => {
  const limited = { status: 429, body: { message: 'REQUEST_LIMIT' } };

  it('answers a resend (a client id already stored) even at the limit: a retry is not sending more', async () => {
    const token = await h.login();
    const first = await h.api('POST', '/api/chat/send-message', {
      token,
      body: { ...text('ข้อความแรก'), clientId: 'resend-0001' },
    });
    for (let i = 1; i < CHAT_LIMITS.messagesPerOwner.max; i += 1)
      await h.api('POST', '/api/chat/send-message', { token, body: text(`ข้อความ ${i}`) });
    expect((await h.api('POST', '/api/chat/send-message', { token, body: text('เกิน') })).status).toBe(429);
    const again = await h.api('POST', '/api/chat/send-message', {
      token,
      body: { ...text('ข้อความแรก'), clientId: 'resend-0001' },
    });
    expect(again).toEqual({ status: 200, body: first.body });
  });

  it('takes 20 messages in 10 seconds from one conversation, then REQUEST_LIMIT until the window passes', async () => {
    const token = await h.login();
    const send = (n: number) => h.api('POST', '/api/chat/send-message', { token, body: text(`ข้อความ ${n}`) });
    for (let i = 0; i < CHAT_LIMITS.messagesPerOwner.max; i += 1) expect((await send(i)).status).toBe(200);
    expect(await send(21)).toEqual(limited);
    const customer = (await historyOf(token, { userId: MEMBER, limit: 100 })).body.conversations.filter(
      (c: { sender: string }) => c.sender === 'customer',
    );
    expect(
      customer.filter((c: { message: { payload: string } }) => c.message.payload.startsWith('ข้อความ')),
    ).toHaveLength(20);
    h.advance(10);
    expect((await send(22)).status).toBe(200);
  });

  it('stops a burst of 2,000 messages after 20 and keeps the server answering', async () => {
    const guestId = await newGuest();
    const answers = await Promise.all(
      Array.from({ length: 2000 }, (_, i) =>
        h.api('POST', '/api/chat/send-message', { body: text(`spam ${i}`, { guestId }) }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(1980);
    const stored = (await historyOf(null, { guestId, limit: 100 })).body.conversations;
    expect(stored.filter((c: { sender: string }) => c.sender === 'customer')).toHaveLength(20);
    const started = performance.now();
    expect((await fetch(`${h.baseUrl}/health`)).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('limits one client to 60 messages in 10 seconds, however many guest ids it takes', async () => {
    const guests = await Promise.all([newGuest(), newGuest(), newGuest(), newGuest()]);
    let sent = 0;
    for (const guestId of guests.slice(0, 3)) {
      for (let i = 0; i < CHAT_LIMITS.messagesPerOwner.max; i += 1) {
        expect((await h.api('POST', '/api/chat/send-message', { body: text(`m${i}`, { guestId }) })).status).toBe(200);
        sent += 1;
      }
    }
    expect(sent).toBe(CHAT_LIMITS.messagesPerClient.max);
    expect(await h.api('POST', '/api/chat/send-message', { body: text('one more', { guestId: guests[3] }) })).toEqual(
      limited,
    );
  });
});

describe('names in chat messages', () => {
  it('refuses a name or username that is too long, invisible, or carries control or bidi characters', async () => {
    const guestId = await newGuest();
    for (const bad of ['A'.repeat(101), '\u200B\u200B', 'Support\u202E', 'a\u0000b', '']) {
      for (const field of ['name', 'username'] as const) {
        const answer = await h.api('POST', '/api/chat/send-message', {
          body: { ...text('hi', { guestId }), [field]: bad },
        });
        expect(answer, `${field} ${JSON.stringify(bad)}`).toEqual({
          status: 400,
          body: { message: 'KEY_INVALID', details: [{ path: `body.${field}`, issue: 'invalid' }] },
        });
      }
    }
    expect((await historyOf(null, { guestId })).body.total).toBe(0);
  });

  it('stores a good name trimmed', async () => {
    const guestId = await newGuest();
    const sent = await h.api('POST', '/api/chat/send-message', {
      body: { ...text('hi', { guestId }), name: '  Nida  ', username: null },
    });
    expect(sent.status).toBe(200);
    expect((await historyOf(null, { guestId })).body.conversations[0].name).toBe('Nida');
  });
});

describe('chat uploads', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
  const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0]);
  const mp4 = new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32, 0, 0, 0, 0]);
  const mov = new Uint8Array([0, 0, 0, 20, 0x66, 0x74, 0x79, 0x70, 0x71, 0x74, 0x20, 0x20, 0, 0, 0, 0]);
  const html = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>');
  const MB = 1024 * 1024;
  const image = (file: { name: string; type: string; bytes: Uint8Array | number } | null, token?: string | null) =>
    h.upload('/api/chat/upload-image', file, token);
  const asGuest = (guestId: string) => ({ 'x-chat-guest': guestId });

  it('takes the types of spec §5, exactly the shared limits', () => {
    expect(Object.keys({ ...chatUploadKinds.image.extensions, ...chatUploadKinds.video.extensions }).sort()).toEqual(
      [...UPLOAD_LIMITS.chatExtensions].sort(),
    );
    expect(Object.keys({ ...chatUploadKinds.image.mimeTypes, ...chatUploadKinds.video.mimeTypes }).sort()).toEqual(
      [...UPLOAD_LIMITS.chatMimeTypes].sort(),
    );
  });

  it('stores a good image for a member or an issued guest and serves it at an unguessable address', async () => {
    const token = await h.login();
    const answer = await image({ name: 'photo.PNG', type: 'image/png', bytes: png }, token);
    expect(answer.status).toBe(200);
    expect(answer.body.path).toMatch(/^\/mock-assets\/uploads\/[A-Za-z0-9_-]{24}$/);
    const served = await fetch(h.baseUrl + answer.body.path);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);

    const guestId = await newGuest();
    const second = await h.upload(
      '/api/chat/upload-image',
      { name: 'a.gif', type: 'image/gif', bytes: gif },
      null,
      asGuest(guestId),
    );
    expect(second.status).toBe(200);
    // No neighbour to guess: the two ids share nothing that counts up.
    expect(second.body.path.slice(-24, -4)).not.toBe(answer.body.path.slice(-24, -4));
    expect((await fetch(`${h.baseUrl}/mock-assets/uploads/up000001`)).status).toBe(404);
  });

  it('refuses an anonymous upload, or one with a guest id the server did not issue', async () => {
    const invalid = { status: 400, body: { message: 'INVALID_USER_INFO' } };
    expect(await image({ name: 'photo.png', type: 'image/png', bytes: png })).toEqual(invalid);
    expect(
      await h.upload(
        '/api/chat/upload-video',
        { name: 'c.mp4', type: 'video/mp4', bytes: mp4 },
        null,
        asGuest('made-up'),
      ),
    ).toEqual(invalid);
    // The guest id goes in a header only: one in the address opens nothing.
    const guestId = await newGuest();
    expect(
      await h.upload(`/api/chat/upload-image?guestId=${guestId}`, { name: 'p.png', type: 'image/png', bytes: png }),
    ).toEqual(invalid);
    expect(h.server.world().files.size).toBe(0);
  });

  it('refuses no file, a name without an extension, and types the route does not take', async () => {
    const token = await h.login();
    expect(await image(null, token)).toEqual({
      status: 400,
      body: { message: 'KEY_MISSING', details: [{ path: 'body.file', issue: 'missing' }] },
    });
    const unsupported = { status: 415, body: { message: 'FILE_NOT_SUPPORTED' } };
    const video = (file: { name: string; type: string; bytes: Uint8Array }) =>
      h.upload('/api/chat/upload-video', file, token);
    expect(await image({ name: 'photo', type: 'image/png', bytes: png }, token)).toEqual(unsupported);
    expect(await image({ name: 'doc.pdf', type: 'application/pdf', bytes: png }, token)).toEqual(unsupported);
    expect(await image({ name: 'photo.png', type: 'application/pdf', bytes: png }, token)).toEqual(unsupported);
    expect(await image({ name: 'clip.mp4', type: 'video/mp4', bytes: mp4 }, token)).toEqual(unsupported);
    expect(await video({ name: 'photo.png', type: 'image/png', bytes: png })).toEqual(unsupported);
    expect(await video({ name: 'clip', type: 'video/mp4', bytes: mp4 })).toEqual(unsupported);
  });

  it('refuses a file whose first bytes are not what its type and extension say', async () => {
    const token = await h.login();
    const unsupported = { status: 415, body: { message: 'FILE_NOT_SUPPORTED' } };
    expect(await image({ name: 'x.png', type: 'image/png', bytes: html }, token)).toEqual(unsupported);
    expect(await image({ name: 'x.png', type: 'image/png', bytes: jpeg }, token)).toEqual(unsupported);
    expect(await image({ name: 'x.gif', type: 'image/gif', bytes: png }, token)).toEqual(unsupported);
    expect(await image({ name: 'x.jpg', type: 'image/png', bytes: png }, token)).toEqual(unsupported);
    expect(await h.upload('/api/chat/upload-video', { name: 'x.mp4', type: 'video/mp4', bytes: png }, token)).toEqual(
      unsupported,
    );
    expect(h.server.world().files.size).toBe(0);
    expect((await image({ name: 'x.jpg', type: 'image/jpeg', bytes: jpeg }, token)).status).toBe(200);
  });

  it('takes mp4 and quicktime videos', async () => {
    const token = await h.login();
    const video = (file: { name: string; type: string; bytes: Uint8Array }) =>
      h.upload('/api/chat/upload-video', file, token);
    expect((await video({ name: 'clip.mp4', type: 'video/mp4', bytes: mp4 })).status).toBe(200);
    expect((await video({ name: 'clip.mov', type: 'video/quicktime', bytes: mov })).status).toBe(200);
  });

  it('refuses an image over 10 MB and a video over 20 MB with 413', async () => {
    const token = await h.login();
    const tooLarge = { status: 413, body: { message: 'FILE_TOO_LARGE' } };
    expect(await image({ name: 'big.png', type: 'image/png', bytes: 10 * MB + 1 }, token)).toMatchObject(tooLarge);
    const max = new Uint8Array(10 * MB);
    max.set(png);
    expect((await image({ name: 'max.png', type: 'image/png', bytes: max }, token)).status).toBe(200);
    expect(
      await h.upload('/api/chat/upload-video', { name: 'big.mp4', type: 'video/mp4', bytes: 20 * MB + 1 }, token),
    ).toMatchObject(tooLarge);
  });

  it('takes 10 uploads a minute from one conversation, 20 from one client, then REQUEST_LIMIT', async () => {
    const limited = { status: 429, body: { message: 'REQUEST_LIMIT' } };
    const guests = [await newGuest(), await newGuest(), await newGuest()];
    const upload = (guestId: string) =>
      h.upload('/api/chat/upload-image', { name: 'p.png', type: 'image/png', bytes: png }, null, asGuest(guestId));
    for (let i = 0; i < CHAT_LIMITS.uploadsPerOwner.max; i += 1) expect((await upload(guests[0])).status).toBe(200);
    expect(await upload(guests[0])).toEqual(limited);
    for (let i = 0; i < CHAT_LIMITS.uploadsPerOwner.max; i += 1) expect((await upload(guests[1])).status).toBe(200);
    expect(await upload(guests[2])).toEqual(limited);
    expect(h.server.world().files.size).toBe(20);
    h.advance(61);
    expect((await upload(guests[2])).status).toBe(200);
  });
});

describe('read receipts', () => {
  it("marks support's unread messages read and counts them", async () => {
    const token = await h.login();
    const read = (body: unknown, t: string | null = token) =>
      h.api('PUT', '/api/chat/read-customer/', { token: t, body });
    expect(await read({ userId: MEMBER, guestId: null })).toEqual({
      status: 200,
      body: { message: 'SUCCESS', updated: 3 },
    });
    expect((await read({ userId: null, guestId: null })).body).toEqual({ message: 'SUCCESS', updated: 0 });
    const page = (await historyOf(token, { userId: MEMBER, limit: 100 })).body;
    expect(page.conversations.every((c: { read: boolean; sender: string }) => c.read || c.sender === 'customer')).toBe(
      true,
    );
    expect((await read({ userId: null, guestId: await newGuest() }, null)).body).toEqual({
      message: 'SUCCESS',
      updated: 0,
    });
  });
});

describe('history by cursor', () => {
  it('pages back from a message id with neither a gap nor an overlap while new messages arrive', async () => {
    const token = await h.login();
    const latest = (await historyOf(token, { userId: MEMBER })).body.conversations;
    // Three new messages arrive before the reader asks for the older page: a skip-counted page would overlap.
    for (const word of ['หนึ่ง', 'สอง', 'สาม'])
      await h.api('POST', '/api/chat/send-message', { token, body: text(word, { userId: MEMBER }) });
    const older = await h.api('POST', '/api/chat/history', {
      token,
      body: { userId: MEMBER, guestId: null, limit: 10, skip: 0, before: latest[0]._id },
    });
    expect(older.status).toBe(200);
    const all = (await historyOf(token, { userId: MEMBER, limit: 100 })).body.conversations.map(
      (c: { _id: string }) => c._id,
    );
    const at = all.indexOf(latest[0]._id);
    expect(older.body.conversations.map((c: { _id: string }) => c._id)).toEqual(all.slice(at - 10, at));
  });

  it('refuses a cursor that is not a message of this conversation', async () => {
    const token = await h.login();
    const guestId = await newGuest();
    const theirs = await h.api('POST', '/api/chat/send-message', { body: text('ของแขก', { guestId }) });
    const answer = await h.api('POST', '/api/chat/history', {
      token,
      body: { userId: MEMBER, guestId: null, limit: 10, skip: 0, before: theirs.body._id },
    });
    expect(answer).toEqual({ status: 404, body: { message: 'NO_DATA' } });
  });
});

describe('a guest logging in', () => {
  it("moves the guest's conversation into the member's, in time order, and ends the guest id", async () => {
    const guestId = await newGuest();
    h.advance(60);
    const first = await h.api('POST', '/api/chat/send-message', { body: text('ยังไม่ได้เข้าระบบ', { guestId }) });
    const token = await h.login();
    const adopted = await h.api('POST', '/api/chat/adopt-guest', { token, body: { guestId } });
    expect(adopted).toEqual({ status: 200, body: { moved: 1 } });
    const mine = (await historyOf(token, { userId: MEMBER, limit: 100 })).body;
    expect(mine.total).toBe(28);
    expect(mine.conversations.at(-1)).toMatchObject({
      _id: first.body._id,
      userId: MEMBER,
      message: { payload: 'ยังไม่ได้เข้าระบบ' },
    });
    // The guest id is spent: neither the guest nor a second adoption can use it.
    expect((await historyOf(null, { guestId })).body).toEqual({ message: 'INVALID_USER_INFO' });
    expect((await h.api('POST', '/api/chat/adopt-guest', { token, body: { guestId } })).body).toEqual({
      message: 'INVALID_USER_INFO',
    });
  });

  it('needs a member, and a guest id the server issued', async () => {
    const guestId = await newGuest();
    expect((await h.api('POST', '/api/chat/adopt-guest', { body: { guestId } })).status).toBe(401);
    const token = await h.login();
    expect((await h.api('POST', '/api/chat/adopt-guest', { token, body: { guestId: 'g-made-up' } })).body).toEqual({
      message: 'INVALID_USER_INFO',
    });
  });

  it("sends support's answer still on its way to the member who adopted the conversation", async () => {
    const guestId = await newGuest();
    await h.api('POST', '/api/chat/send-message', { body: text('สวัสดี', { guestId }) });
    const token = await h.login();
    await h.api('POST', '/api/chat/adopt-guest', { token, body: { guestId } });
    await vi.waitFor(async () => expect((await historyOf(token, { userId: MEMBER })).body.total).toBe(29), {
      timeout: 4000,
      interval: 100,
    });
    expect((await historyOf(token, { userId: MEMBER, limit: 1 })).body.conversations[0].sender).toBe('other');
  });
});

describe('the support agent', () => {
  /** The answers of the support script's rule with this keyword, in this language. */
  const ruleFor = (language: 'th' | 'lo' | 'en', keyword: string) =>
    h.server.world().scenario.chat.words[language]?.script?.find((rule) => rule.keywords.includes(keyword))?.answers ??
    [];
  it('answers by the script: keywords in text or a postback, ignoring case', async () => {
    const token = await h.login();
    await h.api('POST', '/api/chat/send-message', {
      token,
      body: { ...text('', { userId: MEMBER }), message: { message_type: 'postback', payload: 'WITHDRAW' } },
    });
    await vi.waitFor(async () => expect((await historyOf(token, { userId: MEMBER })).body.total).toBe(29), {
      timeout: 4000,
      interval: 100,
    });
    const [answer] = (await historyOf(token, { userId: MEMBER, limit: 1 })).body.conversations;
    expect(answer.message.message_type).toBe('quick_replies');
    await h.api('POST', '/api/chat/send-message', { token, body: text('Any PROMO today?', { userId: MEMBER }) });
    await vi.waitFor(async () => expect((await historyOf(token, { userId: MEMBER })).body.total).toBe(31), {
      timeout: 4000,
      interval: 100,
    });
    const [cards] = (await historyOf(token, { userId: MEMBER, limit: 1 })).body.conversations;
    expect(cards.message.message_type).toBe('generic');
    expect(cards.message.payloads).toHaveLength(2);
  });

  it('answers in the language the customer writes in, and keeps to it for a button or an emoji', async () => {
    const token = await h.login();
    const { words } = h.server.world().scenario.chat;
    let total = 27;
    /** Sends a message; resolves with support's answers to it. */
    const say = async (message: { message_type: string; payload: string }, answers = 1) => {
      await h.api('POST', '/api/chat/send-message', { token, body: { ...text('', { userId: MEMBER }), message } });
      total += 1 + answers;
      await vi.waitFor(async () => expect((await historyOf(token, { userId: MEMBER })).body.total).toBe(total), {
        timeout: 6000,
        interval: 100,
      });
      const { conversations } = (await historyOf(token, { userId: MEMBER, limit: answers })).body;
      return conversations.map((c: { message: unknown }) => c.message);
    };
    expect(await say({ message_type: 'text', payload: 'Hello there' })).toEqual([words.en?.replies[0]]);
    // A postback is a button's code, not words: support keeps to English, and the script knows it.
    expect(await say({ message_type: 'postback', payload: 'DEPOSIT' }, 2)).toEqual(words.en?.script?.[0].answers);
    expect(await say({ message_type: 'text', payload: '👍' })).toEqual([words.en?.replies[1]]);
    expect(await say({ message_type: 'text', payload: 'ຖອນເງິນແນວໃດ' })).toEqual(ruleFor('lo', 'withdraw'));
    expect(await say({ message_type: 'text', payload: 'ขอบคุณค่ะ' })).toEqual(ruleFor('th', 'thanks'));
    // Every language the agent speaks has the whole script: deposit, withdraw and its failure, promotions,
    // slips, thanks.
    for (const language of ['th', 'lo', 'en'] as const) expect(words[language]?.script).toHaveLength(6);
  });

  it("answers a first button in the language the player's app reads in, and a button only by its own code", async () => {
    const token = await h.login();
    let total = 27;
    const tap = async (payload: string, language: string) => {
      await h.api('POST', '/api/chat/send-message', {
        token,
        headers: { 'accept-language': language },
        body: { ...text('', { userId: MEMBER }), message: { message_type: 'postback', payload } },
      });
      total += 2;
      await vi.waitFor(async () => expect((await historyOf(token, { userId: MEMBER })).body.total).toBe(total), {
        timeout: 6000,
        interval: 100,
      });
      return (await historyOf(token, { userId: MEMBER, limit: 1 })).body.conversations[0].message;
    };
    // Nothing written yet: the app's English decides, though the site's support speaks Thai first.
    expect(await tap('WITHDRAW', 'en-GB,en;q=0.9')).toEqual(ruleFor('en', 'withdraw')[0]);
    // "I cannot withdraw" is its own question, not the withdraw rule again (WITHDRAW_FAILED contains WITHDRAW).
    const failed = await tap('WITHDRAW_FAILED', 'en');
    expect(failed).toEqual(ruleFor('en', 'withdraw_failed')[0]);
    expect(failed).not.toEqual(ruleFor('en', 'withdraw')[0]);
  });

  it('reads the first language of an Accept-Language, when support speaks it', () => {
    expect(acceptedLanguage('lo')).toBe('lo');
    expect(acceptedLanguage('th-TH,th;q=0.9,en;q=0.8')).toBe('th');
    expect(acceptedLanguage('fr-FR,en;q=0.5')).toBeNull();
    expect(acceptedLanguage(undefined)).toBeNull();
  });

  it('tells a language by the letters most written, and none from digits or emoji', () => {
    expect(languageOf('ฝากเงิน 100 baht')).toBe('th');
    expect(languageOf('ຝາກເງິນ')).toBe('lo');
    expect(languageOf('deposit ฝาก')).toBe('en');
    expect(languageOf('0812345678 🙏 !')).toBeNull();
  });

  it("reads the customer's messages before it answers", async () => {
    const token = await h.login();
    const sent = await h.api('POST', '/api/chat/send-message', { token, body: text('ฮัลโหล', { userId: MEMBER }) });
    const find = async () =>
      (await historyOf(token, { userId: MEMBER, limit: 5 })).body.conversations.find(
        (c: { _id: string }) => c._id === sent.body._id,
      );
    expect((await find()).read).toBe(false);
    await vi.waitFor(async () => expect((await find()).read).toBe(true), { timeout: 3000, interval: 100 });
  });
});
