/**
 * chat-sessions — a long support history over three sessions (End Conversation markers between them),
 * every message type, unread answers, and support that answers within a second.
 * Log in: phone 0812345678, password secret123.
 */
import { defineScenario, type ChatSeedMessage } from '../mock-server/src/scenario/scenario.js';
import { baseScenario, freshMember } from './base.js';

const history: ChatSeedMessage[] = [];
for (let i = 0; i < 24; i += 1) {
  const session = i < 8 ? 'sess-a' : i < 16 ? 'sess-b' : 'sess-c';
  history.push({
    sender: i % 2 === 0 ? 'customer' : 'other',
    minutesAgo: 60 * 24 * 3 - i * 90,
    sessionId: session,
    message: { message_type: 'text', payload: i % 2 === 0 ? `คำถามที่ ${i / 2 + 1}` : `คำตอบที่ ${(i + 1) / 2}` },
  });
}
history.push(
  {
    sender: 'other',
    minutesAgo: 30,
    sessionId: 'sess-c',
    read: false,
    message: {
      message_type: 'buttons',
      payload: {
        text: 'เลือกช่องทางติดต่อ',
        buttons: [
          { title: 'เว็บไซต์', type: 'web', payload: 'https://goldwallet.example.test' },
          { title: 'โทรหาเรา', type: 'call', payload: '021234567' },
          { title: 'ถามต่อ', type: 'postback', payload: 'MORE' },
        ],
      },
    },
  },
  {
    sender: 'other',
    minutesAgo: 29,
    sessionId: 'sess-c',
    read: false,
    message: {
      message_type: 'generic',
      payloads: [
        {
          image_url: '/mock-assets/banners/bonus-welcome.svg',
          title: 'โบนัสสมาชิกใหม่',
          subtitle: 'รับ 100%',
          buttons: [{ title: 'ดูรายละเอียด', type: 'web', payload: 'https://goldwallet.example.test/bonus' }],
        },
      ],
    },
  },
  {
    sender: 'other',
    minutesAgo: 28,
    sessionId: 'sess-c',
    read: false,
    message: {
      message_type: 'media',
      payload: {
        message: 'ตัวอย่างสลิป',
        url: '/mock-assets/banners/refund-1.svg',
        fileType: 'image',
        filePath: 'chat/example-slip.svg',
      },
    },
  },
);

export default defineScenario({
  ...baseScenario,
  name: 'chat-sessions',
  title: 'Support chat with a long history',
  description: '27 messages over three sessions, every message type, three unread; support answers in about a second.',
  login: { phone: '0812345678', password: 'secret123' },
  chat: { ...baseScenario.chat, replyDelayMs: 800 },
  members: [freshMember({ id: 'M10001', phone: '0812345678', name: 'Somchai Jaidee', wallet: 100, chat: history })],
});
