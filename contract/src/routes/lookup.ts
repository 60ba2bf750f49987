import { z } from 'zod';
import { c, route, visitor } from '../route-kit.js';
import {
  ActiveLookup,
  Bank,
  ChatWidgetFlag,
  Contact,
  DepositLookup,
  HtmlList,
  Info,
  Notice,
  RegisterOtpFlag,
  SlipLookup,
  Source,
  WithdrawLookup,
} from '../schemas.js';

const lookup = (path: string) => `/api/lookup/${path}` as const;

export const lookupContract = c.router({
  banks: route({
    method: 'GET',
    path: lookup('banks'),
    summary: 'Banks a member can register with',
    ok: z.array(Bank),
    meta: visitor(),
  }),
  deposit: route({
    method: 'GET',
    path: lookup('deposit'),
    summary: 'Deposit accounts, True Wallet and the manual flag',
    ok: DepositLookup,
    meta: visitor(),
  }),
  conditions: route({
    method: 'GET',
    path: lookup('conditions'),
    summary: 'Conditions (html list) shown from the member menu',
    ok: HtmlList,
    meta: visitor(),
  }),
  agreements: route({
    method: 'GET',
    path: lookup('agreements'),
    summary: 'Agreement (html list) shown on first visit',
    ok: HtmlList,
    meta: visitor(),
  }),
  info: route({ method: 'GET', path: lookup('info'), summary: 'Site name and website', ok: Info, meta: visitor() }),
  notice: route({ method: 'GET', path: lookup('notice'), summary: 'Notice text', ok: Notice, meta: visitor() }),
  contact: route({ method: 'GET', path: lookup('contact'), summary: 'Support contact', ok: Contact, meta: visitor() }),
  withdraw: route({
    method: 'GET',
    path: lookup('withdraw'),
    summary: 'Withdraw minimum and maximum',
    ok: WithdrawLookup,
    meta: visitor(),
  }),
  slip: route({
    method: 'GET',
    path: lookup('slip'),
    summary: 'Slip upload window and limits',
    ok: SlipLookup,
    meta: visitor(),
  }),
  sources: route({
    method: 'GET',
    path: lookup('sources'),
    summary: 'Where a member heard of us',
    ok: z.array(Source),
    meta: visitor(),
  }),
  active: route({
    method: 'GET',
    path: lookup('active'),
    summary: 'Whether the service runs (410 gone when terminated)',
    ok: ActiveLookup,
    meta: visitor(),
  }),
  registerOTP: route({
    method: 'GET',
    path: lookup('registerOTP'),
    summary: 'Whether registration asks for an OTP',
    ok: RegisterOtpFlag,
    meta: visitor(),
  }),
  enableChatWidget: route({
    method: 'GET',
    path: lookup('enableChatWidget'),
    summary: 'Whether the contact page shows the chat widget',
    ok: ChatWidgetFlag,
    meta: visitor(),
  }),
});
