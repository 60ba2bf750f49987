import { z } from 'zod';
import { CLIENT_HEADER } from './constants.js';
import { c } from './route-kit.js';
import { accountContract, otpContract } from './routes/account.js';
import { autoLoginContract } from './routes/auto-login.js';
import { bonusContract, promotionContract } from './routes/bonus.js';
import { chatContract } from './routes/chat.js';
import { inviteContract } from './routes/invite.js';
import { lookupContract } from './routes/lookup.js';
import { qrcodeContract } from './routes/qrcode.js';
import { refundContract } from './routes/refund.js';
import { spinwheelContract } from './routes/spinwheel.js';
import { statementContract } from './routes/statement.js';
import { walletContract } from './routes/wallet.js';

/** The fixed client header every request carries (spec §6). Bearer tokens travel in `authorization`. */
export const clientHeaders = z.object({ [CLIENT_HEADER.name]: z.literal(CLIENT_HEADER.value) });

/** The whole HTTP contract of the portal: the 69 routes of spec §7 in 13 areas, and the chat guest id. */
export const contract = c.router(
  {
    lookup: lookupContract,
    account: accountContract,
    otp: otpContract,
    wallet: walletContract,
    qrcode: qrcodeContract,
    autoLogin: autoLoginContract,
    invite: inviteContract,
    refund: refundContract,
    spinwheel: spinwheelContract,
    bonus: bonusContract,
    promotion: promotionContract,
    statement: statementContract,
    chat: chatContract,
  },
  { baseHeaders: clientHeaders, strictStatusCodes: true },
);
export type Contract = typeof contract;

export { type RouteMeta, type Access, routeCodes } from './route-kit.js';
