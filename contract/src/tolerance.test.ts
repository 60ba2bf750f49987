import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ChatConversation, StatementListResponse, WalletResponse } from './schemas.js';
import { decoration, droppedFrom, part, readTolerant, type Drift } from './tolerance.js';

/** Reads `value` by `schema` and keeps what was told. */
function read(schema: z.ZodTypeAny, value: unknown) {
  const drifts: Drift[] = [];
  const result = readTolerant(schema, value, (drift) => drifts.push(drift));
  return { result, drifts, value: result.ok ? (result.value as Record<string, unknown>) : undefined };
}

const game = {
  code: 'PG',
  name: 'PG Soft',
  category: 'slot',
  isActive: true,
  amount: 150.25,
  ftWalletSlot: 1,
  background: '/bg.png',
  logo: '/logo.png',
  url: 'https://pg.example.test',
  android: null,
  ios: null,
  autoLoginGame: 'pg',
};
const wallet = {
  profile: { name: 'Somchai', _id: 'M1', createdAt: '2026-01-02T03:04:05.000Z', username: '0812345678', coin: 2 },
  bankAccount: {
    bankAccountName: 'SOMCHAI JAIDEE',
    bankAccountNo: '0123456789',
    bankCode: 'KBANK',
    bank: { nameTH: 'กสิกรไทย', nameEN: 'Kasikorn' },
  },
  wallet: { amount: 1250.5, currency: 'BAHT' },
  invite: { amount: 20, success: 60, fail: 40 },
  slots: [game, { ...game, code: 'SBO', category: 'sport', autoLoginGame: null }],
};
const entry = {
  _id: 'S1',
  statementType: 'deposit',
  status: 'SUCCESS',
  from: 'KBANK',
  to: 'WALLET',
  amount: 500,
  createdAt: '2026-01-02T03:04:05.000Z',
};

describe('the tolerant reading', () => {
  it('reads an answer that keeps the contract exactly as the strict reading does, telling nothing', () => {
    const { result, drifts } = read(WalletResponse, { ...wallet, extra: 'ignored' });
    expect(result).toEqual({ ok: true, value: WalletResponse.parse(wallet) });
    expect(drifts).toEqual([]);
  });

  it('reads a broken decoration as its fallback: no picture, no name, the bank code left to stand for the bank', () => {
    const broken = {
      ...wallet,
      bankAccount: { ...wallet.bankAccount, bank: null },
      slots: [{ ...game, logo: 42, background: null, name: undefined }],
    };
    const { value, drifts } = read(WalletResponse, broken);
    const slot = (value?.slots as Record<string, unknown>[])[0];
    expect(slot).toMatchObject({ logo: '', background: '', name: '', amount: 150.25 });
    expect((value?.bankAccount as Record<string, unknown>).bank).toEqual({ nameTH: '', nameEN: '' });
    expect(drifts).toEqual([
      { path: 'bankAccount.bank', problem: 'null', outcome: 'fallback' },
      { path: 'slots[].name', problem: 'missing', outcome: 'fallback' },
      { path: 'slots[].background', problem: 'null', outcome: 'fallback' },
      { path: 'slots[].logo', problem: 'wrong-type', outcome: 'fallback' },
    ]);
  });

  it('leaves out a list item without a critical field and counts it; the other items stay', () => {
    const { value, drifts } = read(WalletResponse, {
      ...wallet,
      slots: [{ ...game, ftWalletSlot: undefined }, wallet.slots[1]],
    });
    const slots = value?.slots as unknown[];
    expect(slots).toHaveLength(1);
    expect(droppedFrom(slots)).toBe(1);
    expect(drifts).toEqual([{ path: 'slots[].ftWalletSlot', problem: 'missing', outcome: 'item-dropped' }]);
  });

  it('reads a broken part as null, and never makes up its amount', () => {
    const { value, drifts } = read(WalletResponse, { ...wallet, invite: { ...wallet.invite, amount: '20' } });
    expect(value?.invite).toBeNull();
    expect(value?.wallet).toEqual(wallet.wallet);
    expect(drifts).toEqual([{ path: 'invite.amount', problem: 'wrong-type', outcome: 'part-failed' }]);
  });

  it('fails the answer when a critical field outside any item or part is broken (the wallet total)', () => {
    const { result, drifts } = read(WalletResponse, { ...wallet, wallet: { currency: 'BAHT' } });
    expect(result.ok).toBe(false);
    expect(drifts).toEqual([{ path: 'wallet.amount', problem: 'missing', outcome: 'answer-failed' }]);
  });

  it('reads a status it does not know as in progress, keeps a type it does not know, and a date as it came', () => {
    const { value, drifts } = read(StatementListResponse, {
      total: 1,
      statements: [{ ...entry, status: 'PENDING', statementType: 'cashback', createdAt: '02/01/2026 10:04' }],
    });
    expect((value?.statements as unknown[])[0]).toMatchObject({
      status: 'IN_PROGRESS',
      statementType: 'cashback',
      createdAt: '02/01/2026 10:04',
      amount: 500,
    });
    expect(drifts.map((drift) => drift.outcome)).toEqual(['kept', 'mapped', 'fallback']);
  });

  it('reads a game category it does not know as it came, for the other games shelf', () => {
    const { value } = read(WalletResponse, { ...wallet, slots: [{ ...game, category: 'esport' }] });
    expect((value?.slots as Record<string, unknown>[])[0].category).toBe('esport');
  });

  it('reads a chat message of a type it does not know as of unknown type, and anyone but the customer as support', () => {
    const message = {
      _id: 'C1',
      sender: 'bot',
      message: { message_type: 'carousel', payload: { cards: [] } },
      userId: 'M1',
      guestId: null,
      username: null,
      name: null,
      deviceToken: null,
      createdAt: '2026-01-02T03:04:05.000Z',
      session_id: 's1',
      read: false,
      clientId: null,
    };
    const { value, drifts } = read(ChatConversation, message);
    expect(value).toMatchObject({ sender: 'other', message: { message_type: 'unknown', payload: null } });
    expect(drifts).toContainEqual({ path: 'message.message_type', problem: 'unknown-value', outcome: 'fallback' });
    const media = { message_type: 'media', payload: { message: '', url: '/f', fileType: 'pdf', filePath: 'a.pdf' } };
    expect(read(ChatConversation, { ...message, message: media }).value?.message).toMatchObject({
      payload: { fileType: 'file' },
    });
  });

  it('marks decorations and parts on the schema they are given, leaving the strict reading as it was', () => {
    const name = decoration(z.string(), 'nobody');
    const box = part(z.object({ amount: z.number() }));
    const schema = z.object({ name, box });
    expect(schema.safeParse({ name: 1, box: {} }).success).toBe(false);
    expect(read(schema, { name: 1, box: {} }).value).toEqual({ name: 'nobody', box: null });
  });
});
