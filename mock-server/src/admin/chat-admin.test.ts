import { describe, expect, it } from 'vitest';
import { useHarness } from '../testing/harness.js';

const h = useHarness('chat-sessions', { resetEachTest: true });

const MEMBER = 'M10001';
const history = (token: string, limit = 10) =>
  h.api('POST', '/api/chat/history', { token, body: { userId: MEMBER, guestId: null, limit, skip: 0 } });
const say = (token: string, payload: string) =>
  h.api('POST', '/api/chat/send-message', {
    token,
    body: {
      sender: 'customer',
      message: { message_type: 'text', payload },
      userId: MEMBER,
      guestId: null,
      username: null,
      name: null,
      deviceToken: null,
    },
  });

describe('QA as support (/__admin/chat)', () => {
  it('lists every conversation with what waits for support', async () => {
    const guest = (await h.api('POST', '/api/chat/guest')).body.guestId;
    await h.api('POST', '/api/chat/send-message', {
      body: {
        sender: 'customer',
        message: { message_type: 'text', payload: 'แขกถาม' },
        userId: null,
        guestId: guest,
        username: null,
        name: null,
        deviceToken: null,
      },
    });
    const { conversations } = (await h.api('GET', '/__admin/chat')).body;
    expect(conversations.map((c: { owner: string }) => c.owner)).toEqual([guest, MEMBER]);
    expect(conversations[0]).toMatchObject({
      kind: 'guest',
      total: 1,
      unread: 1,
      last: { message: { payload: 'แขกถาม' } },
    });
    expect(conversations[1]).toMatchObject({ kind: 'member', name: 'Somchai Jaidee', phone: '0812345678', total: 27 });
  });

  it('answers as support with any message type, which the member reads in the history', async () => {
    const token = await h.login();
    const message = {
      message_type: 'quick_replies',
      payload: { text: 'เลือกได้เลย', replies: [{ title: 'ฝาก', type: 'postback', payload: 'DEPOSIT' }] },
    };
    const answer = await h.api('POST', `/__admin/chat/${MEMBER}/messages`, { body: { message } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ sender: 'other', name: 'Support', message });
    const [latest] = (await history(token, 1)).body.conversations;
    expect(latest._id).toBe(answer.body._id);
    const read = await h.api('GET', `/__admin/chat/${MEMBER}?limit=3`);
    expect(read.body.messages.at(-1)._id).toBe(answer.body._id);
  });

  it('refuses a malformed message and an unknown conversation', async () => {
    expect(
      (await h.api('POST', `/__admin/chat/${MEMBER}/messages`, { body: { message: { message_type: 'text' } } })).body
        .message,
    ).toBe('KEY_MISSING');
    expect(
      (
        await h.api('POST', '/__admin/chat/nobody/messages', {
          body: { message: { message_type: 'text', payload: 'x' } },
        })
      ).body,
    ).toEqual({ message: 'NO_DATA' });
    expect((await h.api('POST', '/__admin/chat/nobody/end')).status).toBe(404);
  });

  it("marks the customer's messages read as support", async () => {
    const token = await h.login();
    const sent = await say(token, 'อ่านหรือยัง');
    const read = await h.api('POST', `/__admin/chat/${MEMBER}/read`);
    expect(read.body.updated).toBeGreaterThanOrEqual(1);
    const mine = (await history(token, 5)).body.conversations.find((c: { _id: string }) => c._id === sent.body._id);
    expect(mine.read).toBe(true);
  });

  it('ends the session: the next message starts a new one (the End Conversation marker)', async () => {
    const token = await h.login();
    const before = await say(token, 'ก่อนจบ');
    expect((await h.api('POST', `/__admin/chat/${MEMBER}/end`)).body).toEqual({ ended: MEMBER });
    const after = await say(token, 'หลังจบ');
    expect(after.body.session_id).not.toBe(before.body.session_id);
    const again = await say(token, 'ต่อ');
    expect(again.body.session_id).toBe(after.body.session_id);
  });

  it('shows support writing on demand', async () => {
    expect((await h.api('POST', `/__admin/chat/${MEMBER}/typing`, { body: { typing: true } })).body).toEqual({
      typing: true,
    });
    expect((await h.api('POST', `/__admin/chat/${MEMBER}/typing`, { body: { typing: 'yes' } })).status).toBe(400);
  });
});
