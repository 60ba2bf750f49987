import type { GameAccount, WalletResponse } from '@portal/contract/schemas';
import { json } from './render';

/** A game account of the contract's shape, open (`isActive`) unless told otherwise. */
export const gameAccount = (code: string, amount: number, isActive = true): GameAccount => ({
  code,
  name: code,
  category: 'slot',
  isActive,
  amount,
  ftWalletSlot: 1,
  background: '/bg.png',
  logo: '/logo.png',
  url: null,
  android: null,
  ios: null,
  autoLoginGame: null,
});

/** A member's wallet answer (GET /api/wallet): 1,000 baht in the wallet unless `patch` says otherwise. */
export const walletAnswer = (patch: Partial<WalletResponse> = {}): WalletResponse => ({
  profile: { name: 'Somchai', _id: 'M1', createdAt: '2026-10-13T10:00:00.000Z', username: '0812345678', coin: 0 },
  bankAccount: {
    bankAccountName: 'SOMCHAI JAIDEE',
    bankAccountNo: '0123456789',
    bankCode: 'KBANK',
    bank: { nameTH: 'กสิกรไทย', nameEN: 'Kasikornbank' },
  },
  wallet: { amount: 1000, currency: 'BAHT' },
  invite: { amount: 0, success: 80, fail: 20 },
  slots: [gameAccount('PG', 100), gameAccount('JOKER', 0, false)],
  ...patch,
});

/** Per API path, its answer: a response (served afresh each time), or a function of the request's init. */
export type RoutedAnswers = Record<string, Response | ((init?: RequestInit) => Response | Promise<Response>)>;

/**
 * A simulated server for `renderWithApi`'s `otherwise`: each call answered by its path's entry, anything else
 * a 404 NO_DATA.
 */
export const routedServer = (answers: RoutedAnswers) => (input: RequestInfo | URL, init?: RequestInit) => {
  const answer = answers[new URL(String(input), 'http://portal.test').pathname];
  if (!answer) return Promise.resolve(json(404, { message: 'NO_DATA' }));
  return Promise.resolve(typeof answer === 'function' ? answer(init) : answer.clone());
};
