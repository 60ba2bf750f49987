import type { WorldSnapshot } from '@portal/contract/admin';
import { describe, expect, it } from 'vitest';
import { scrubbed } from './scrub.js';

/** A world of one member, as a capture writes it before the scrub. */
function world(member: Record<string, unknown>, chat: { sender: string; text: string; name?: string }[] = []) {
  return {
    tables: {
      member: [
        {
          id: 'M77',
          phone: '0812345678',
          name: 'Somchai Jaidee',
          bankAccountName: 'SOMCHAI JAIDEE',
          bankAccountNo: '0123456789',
          ...member,
        },
      ],
      gameAccount: [{ id: 'M77:PG', code: 'PG', username: '' }],
      chatMessage: chat.map((message, index) => ({
        id: `c${index}`,
        owner: 'M77',
        sender: message.sender,
        messageJson: JSON.stringify({ message_type: 'text', payload: message.text }),
        name: message.name ?? null,
        username: null,
      })),
    },
    captured: { login: { phone: '0812345678', password: 'secret123' } },
  } as unknown as WorldSnapshot;
}

const texts = (w: WorldSnapshot) =>
  w.tables.chatMessage.map((row) => (JSON.parse(row.messageJson as string) as { payload: string }).payload);

describe('the scrub', () => {
  it('finds a phone written with a country code (with or without +), brackets, spaces or dashes', () => {
    const forms = ['+66 81 234 5678', '66812345678', '(081) 234-5678', '66-81-234-5678', '081.234.5678'];
    const out = scrubbed(
      world(
        {},
        forms.map((text) => ({ sender: 'customer', text: `call ${text} now` })),
      ),
    );
    const phone = out.tables.member[0].phone as string;
    expect(texts(out)).toEqual(forms.map(() => `call ${phone} now`));
  });

  it('keeps support’s names (the site’s staff) and replaces the customer’s', () => {
    const out = scrubbed(
      world({}, [
        { sender: 'customer', text: 'hi', name: 'Somchai Jaidee' },
        { sender: 'other', text: 'hello', name: 'Support Team' },
      ]),
    );
    expect(out.tables.chatMessage.map((row) => row.name)).toEqual([out.tables.member[0].name, 'Support Team']);
  });

  it('ends on values with nothing to draw: an empty account number or game name, a phone of two digits', () => {
    const out = scrubbed(world({ phone: '08', bankAccountNo: '' }));
    // Too short to name anyone, they stay as they are; the point is that the scrub ends.
    expect(out.tables.member[0]).toMatchObject({ phone: '08', bankAccountNo: '' });
    expect(out.tables.gameAccount[0].username).toBe('');
  });
});
