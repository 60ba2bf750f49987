import { UPLOAD_LIMITS } from '@portal/contract/constants';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from '../testing/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('chat-sessions');
});
beforeEach(() => h.reset('chat-sessions'));
afterEach(() => expect(h.violations).toEqual([]));
afterAll(() => h.close());

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
      message: h.server.world().scenario.chat.replies[0],
    });
    await h.api('POST', '/api/chat/send-message', { token, body: text('ขอบคุณค่ะ', { userId: MEMBER }) });
    await vi.waitFor(async () => expect((await historyOf(token, { userId: MEMBER })).body.total).toBe(31), {
      timeout: 4000,
      interval: 100,
    });
    const second = (await historyOf(token, { userId: MEMBER, limit: 1 })).body.conversations[0];
    expect(second.message).toEqual(h.server.world().scenario.chat.replies[1]);
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
  const guestId = 'b0c8a2de-3f1e-4a8b-9b4a-0d3f2c9e7a11';

  it('sends and reads by guest id, apart from the member', async () => {
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
    expect((await historyOf(null, { guestId: 'another-guest' })).body).toEqual({ conversations: [], total: 0 });
  });

  it('needs a guest id, refuses a userId without a token and a guest id that is a member id', async () => {
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

  it('takes media and postback messages, refuses support-only types from a customer', async () => {
    const token = await h.login();
    const media = {
      ...text(''),
      message: {
        message_type: 'media',
        payload: { message: '', url: '/mock-assets/uploads/x', fileType: 'image', filePath: 'x.png' },
      },
    };
    expect((await h.api('POST', '/api/chat/send-message', { token, body: media })).status).toBe(200);
    const postback = { ...text(''), message: { message_type: 'postback', payload: 'DEPOSIT' } };
    expect((await h.api('POST', '/api/chat/send-message', { token, body: postback })).status).toBe(200);
    const generic = { ...text(''), message: { message_type: 'generic', payloads: [] } };
    expect((await h.api('POST', '/api/chat/send-message', { token, body: generic })).body.message).toBe('KEY_INVALID');
  });
});

describe('chat uploads', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  const MB = 1024 * 1024;

  it('stores a good image and serves it', async () => {
    const answer = await h.upload('/api/chat/upload-image', { name: 'photo.PNG', type: 'image/png', bytes: png });
    expect(answer.status).toBe(200);
    expect(answer.body.path).toMatch(/^\/mock-assets\/uploads\/\w+$/);
    const served = await fetch(h.baseUrl + answer.body.path);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    const token = await h.login();
    expect(
      (await h.upload('/api/chat/upload-image', { name: 'a.gif', type: 'image/gif', bytes: png }, token)).status,
    ).toBe(200);
  });

  it('refuses no file, a name without an extension, and types the route does not take', async () => {
    expect(await h.upload('/api/chat/upload-image', null)).toEqual({
      status: 400,
      body: { message: 'KEY_MISSING', details: [{ path: 'body.file', issue: 'missing' }] },
    });
    const unsupported = { status: 415, body: { message: 'FILE_NOT_SUPPORTED' } };
    expect(await h.upload('/api/chat/upload-image', { name: 'photo', type: 'image/png', bytes: png })).toEqual(
      unsupported,
    );
    expect(await h.upload('/api/chat/upload-image', { name: 'doc.pdf', type: 'application/pdf', bytes: png })).toEqual(
      unsupported,
    );
    expect(
      await h.upload('/api/chat/upload-image', { name: 'photo.png', type: 'application/pdf', bytes: png }),
    ).toEqual(unsupported);
    expect(await h.upload('/api/chat/upload-image', { name: 'clip.mp4', type: 'video/mp4', bytes: png })).toEqual(
      unsupported,
    );
    expect(await h.upload('/api/chat/upload-video', { name: 'photo.png', type: 'image/png', bytes: png })).toEqual(
      unsupported,
    );
    expect(await h.upload('/api/chat/upload-video', { name: 'clip', type: 'video/mp4', bytes: png })).toEqual(
      unsupported,
    );
  });

  it('takes mp4 and quicktime videos', async () => {
    expect((await h.upload('/api/chat/upload-video', { name: 'clip.mp4', type: 'video/mp4', bytes: png })).status).toBe(
      200,
    );
    expect(
      (await h.upload('/api/chat/upload-video', { name: 'clip.mov', type: 'video/quicktime', bytes: png })).status,
    ).toBe(200);
  });

  it('refuses an image over 10 MB and a video over 20 MB with 413', async () => {
    const tooLarge = { status: 413, body: { message: 'FILE_TOO_LARGE' } };
    expect(
      await h.upload('/api/chat/upload-image', { name: 'big.png', type: 'image/png', bytes: 10 * MB + 1 }),
    ).toMatchObject(tooLarge);
    expect(
      (await h.upload('/api/chat/upload-image', { name: 'max.png', type: 'image/png', bytes: 10 * MB })).status,
    ).toBe(200);
    expect(
      await h.upload('/api/chat/upload-video', { name: 'big.mp4', type: 'video/mp4', bytes: 20 * MB + 1 }),
    ).toMatchObject(tooLarge);
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
    expect((await read({ userId: null, guestId: 'guest-x' }, null)).body).toEqual({ message: 'SUCCESS', updated: 0 });
  });
});
