import type { Contract } from '@portal/contract';
import type { Pacing } from '../core/dispatch.js';
import type { RouterImpl } from '../core/types.js';
import { loginPaceMs } from '../domain/account.js';
import { accountRoutes, otpRoutes } from './account.js';
import { autoLoginRoutes } from './auto-login.js';
import { bonusRoutes, promotionRoutes } from './bonus.js';
import { chatRoutes } from './chat.js';
import { inviteRoutes } from './invite.js';
import { lookupRoutes } from './lookup.js';
import { qrcodeRoutes } from './qrcode.js';
import { refundRoutes } from './refund.js';
import { spinwheelRoutes } from './spinwheel.js';
import { statementRoutes } from './statement.js';
import { walletRoutes } from './wallet.js';

/** The implementation of every route of the contract; the type makes a missing one a compile error. */
export const routes: RouterImpl<Contract> = {
  lookup: lookupRoutes,
  account: accountRoutes,
  otp: otpRoutes,
  wallet: walletRoutes,
  qrcode: qrcodeRoutes,
  autoLogin: autoLoginRoutes,
  invite: inviteRoutes,
  refund: refundRoutes,
  spinwheel: spinwheelRoutes,
  bonus: bonusRoutes,
  promotion: promotionRoutes,
  statement: statementRoutes,
  chat: chatRoutes,
};

/** Routes whose answers wait, growing under attack: a log-in to a phone others keep guessing (decision 009). */
export const pacing: Pacing = {
  'account.login': (world, { body }) => loginPaceMs(world, (body as { username: string }).username),
};
