import { beforeEach, describe, expect, it } from 'vitest';
import { CHAT_MEMBER_OWNER, getChatOutbox, storeChatOutbox } from '../../lib/storage';
import { moveOutbox, restoredOutbox, saveOutbox } from './chat-outbox';
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
