import { STORAGE_KEYS } from '@portal/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetMissingRoutes } from '../../api/additions';
import { CHAT_MEMBER_OWNER, clearGuestId, getChatOutbox, storeChatOutbox } from '../../lib/storage';
import { json } from '../../test/render';
import { moveOutbox, resolveIdentity, restoredOutbox, saveOutbox } from './chat-outbox';
import type { LocalMessage } from './timeline';

const text = (clientId: string, payload: string, status: LocalMessage['status'] = 'queued'): LocalMessage => ({
  clientId,
  message: { message_type: 'text', payload },
  writtenAt: 1000,
  status,
});

beforeEach(() => localStorage.clear());

describe('the chat outbox: texts on their way, kept across reloads', () => {
  it('keeps what this page has on its way and gives it back after a reload, a refused text still refused', () => {
    saveOutbox(CHAT_MEMBER_OWNER, [text('a', 'hello'), text('b', 'refused', 'failed')], new Set());
    expect(restoredOutbox(CHAT_MEMBER_OWNER, new Set())).toEqual([
      { clientId: 'a', message: { message_type: 'text', payload: 'hello' }, writtenAt: 1000, status: 'queued' },
      {
        clientId: 'b',
        message: { message_type: 'text', payload: 'refused' },
        writtenAt: 1000,
        status: 'failed',
        error: 'error.send',
      },
    ]);
  });

  it('keeps no picture or video: its file cannot be kept', () => {
    const picture: LocalMessage = {
      clientId: 'p',
      message: { message_type: 'image', payload: { url: '', fileType: 'image', filePath: 'a.png' } } as never,
      writtenAt: 1,
      status: 'uploading_file',
    };
    saveOutbox(CHAT_MEMBER_OWNER, [picture, text('a', 'hi')], new Set());
    expect(getChatOutbox().map((entry) => entry.clientId)).toEqual(['a']);
  });

  it('leaves another owner’s and another tab’s texts alone, and drops what this page sent or removed', () => {
    storeChatOutbox([
      { owner: 'guest-1', clientId: 'g', text: 'a guest’s', writtenAt: 1 },
      { owner: CHAT_MEMBER_OWNER, clientId: 'other-tab', text: 'from the other tab', writtenAt: 2 },
      { owner: CHAT_MEMBER_OWNER, clientId: 'sent', text: 'delivered meanwhile', writtenAt: 3 },
    ]);
    saveOutbox(CHAT_MEMBER_OWNER, [text('mine', 'still going')], new Set(['sent']));
    expect(getChatOutbox().map((entry) => entry.clientId)).toEqual(['g', 'other-tab', 'mine']);
    expect(restoredOutbox(CHAT_MEMBER_OWNER, new Set(['other-tab'])).map((item) => item.clientId)).toEqual(['mine']);
  });

  it('hands a guest’s texts to the member who adopted the guest’s conversation', () => {
    saveOutbox('guest-1', [text('g', 'written as a visitor')], new Set());
    moveOutbox('guest-1', CHAT_MEMBER_OWNER);
    expect(restoredOutbox('guest-1', new Set())).toEqual([]);
    expect(restoredOutbox(CHAT_MEMBER_OWNER, new Set()).map((item) => item.message)).toEqual([
      { message_type: 'text', payload: 'written as a visitor' },
    ]);
  });

  it('empties storage once nothing is on its way', () => {
    saveOutbox(CHAT_MEMBER_OWNER, [text('a', 'hi')], new Set());
    saveOutbox(CHAT_MEMBER_OWNER, [], new Set(['a']));
    expect(getChatOutbox()).toEqual([]);
  });
});

describe('who the chat is, against a backend with or without the contract’s additions', () => {
  const DEVICE_ID = /^[0-9a-f]{32}$/;
  /** Answers each path as given (status, body); records what was called. */
  function backend(answers: Record<string, [number, unknown]>) {
    const called: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const path = new URL(String(input instanceof Request ? input.url : input), 'http://portal.test').pathname;
        called.push(path);
        const [status, body] = answers[path] ?? [404, { message: 'NO_DATA' }];
        return json(status, body);
      }),
    );
    return called;
  }

  beforeEach(() => {
    forgetMissingRoutes();
    clearGuestId();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a visitor gets the guest id the server issues, where it offers one', async () => {
    backend({ '/api/chat/guest': [200, { guestId: 'g-issued-by-the-server-0001' }] });
    expect(await resolveIdentity()).toEqual({ kind: 'guest', guestId: 'g-issued-by-the-server-0001' });
    expect(localStorage.getItem(STORAGE_KEYS.guestId)).toBe('g-issued-by-the-server-0001');
  });

  it('a visitor makes a guest id on the device when the server has no such route, and asks once a page', async () => {
    const called = backend({});
    const first = await resolveIdentity();
    expect(first).toEqual({ kind: 'guest', guestId: expect.stringMatching(DEVICE_ID) });
    expect(localStorage.getItem(STORAGE_KEYS.guestId)).toBe((first as { guestId: string }).guestId);
    clearGuestId();
    const second = await resolveIdentity();
    expect((second as { guestId: string }).guestId).not.toBe((first as { guestId: string }).guestId);
    expect(called).toEqual(['/api/chat/guest']);
  });

  it('a visitor whose guest-id call fails for another reason sees the failure, with no id made', async () => {
    backend({ '/api/chat/guest': [500, { message: 'INTERNAL_SERVER_ERROR' }] });
    await expect(resolveIdentity()).rejects.toMatchObject({ status: 500 });
    expect(localStorage.getItem(STORAGE_KEYS.guestId)).toBeNull();
  });

  it('at log-in without the adoption route: the guest id stays for later, the guest’s queued texts go as the member', async () => {
    localStorage.setItem(STORAGE_KEYS.guestId, 'a1b2c3d4e5f60718293a4b5c6d7e8f90');
    localStorage.setItem(STORAGE_KEYS.token, 'member-token');
    storeChatOutbox([
      { owner: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', clientId: 'q', text: 'typed as a guest', writtenAt: 1 },
    ]);
    backend({});
    expect(await resolveIdentity()).toEqual({ kind: 'member', token: 'member-token' });
    expect(localStorage.getItem(STORAGE_KEYS.guestId)).toBe('a1b2c3d4e5f60718293a4b5c6d7e8f90');
    expect(getChatOutbox()).toEqual([expect.objectContaining({ owner: CHAT_MEMBER_OWNER, clientId: 'q' })]);
  });

  it('a visitor behind a gateway that answers an unrouted path 403 without a code makes the id on the device', async () => {
    backend({ '/api/chat/guest': [403, { message: 'Missing Authentication Token' }] });
    expect(await resolveIdentity()).toEqual({ kind: 'guest', guestId: expect.stringMatching(DEVICE_ID) });
  });

  it('at log-in, adoption refused: the guest’s queued texts still go as the member’s, and a new guest id comes', async () => {
    localStorage.setItem(STORAGE_KEYS.guestId, 'a1b2c3d4e5f60718293a4b5c6d7e8f90');
    localStorage.setItem(STORAGE_KEYS.token, 'member-token');
    storeChatOutbox([
      { owner: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', clientId: 'q', text: 'typed as a guest', writtenAt: 1 },
    ]);
    backend({ '/api/chat/adopt-guest': [400, { message: 'INVALID_USER_INFO' }] });
    expect(await resolveIdentity()).toEqual({ kind: 'member', token: 'member-token' });
    expect(getChatOutbox()).toEqual([expect.objectContaining({ owner: CHAT_MEMBER_OWNER, clientId: 'q' })]);
    expect(localStorage.getItem(STORAGE_KEYS.guestId)).toBeNull();
  });

  it('at log-in with the adoption route: the guest conversation is the member’s and the guest id ends', async () => {
    localStorage.setItem(STORAGE_KEYS.guestId, 'g-issued-by-the-server-0001');
    localStorage.setItem(STORAGE_KEYS.token, 'member-token');
    const called = backend({ '/api/chat/adopt-guest': [200, { moved: 3 }] });
    expect(await resolveIdentity()).toEqual({ kind: 'member', token: 'member-token' });
    expect(called).toEqual(['/api/chat/adopt-guest']);
    expect(localStorage.getItem(STORAGE_KEYS.guestId)).toBeNull();
  });
});
