// Written by `npm run gen:routes` from the contract (contract/src/client-routes.ts): do not edit.
import {
  array,
  boolean,
  decoration,
  literal,
  made,
  nothing,
  nullable,
  number,
  object,
  oneOf,
  open,
  optional,
  part,
  record,
  string,
  tagged,
  union,
  unknown,
  type ClientRoute,
} from './described.js';
import { timeAsSent, unknownMessage } from './fallbacks.js';

const d0 = decoration(string(), '');
const d1 = oneOf(['AUTO', 'MANUAL']);
const d2 = number({ kind: 'finite' });
const d3 = string(undefined, undefined, [/^\d{2}:\d{2}$/]);
const d4 = object({
  message: oneOf([
    'OK',
    'SUCCESS',
    'OTP_CODE_VALID',
    'OTP_VERIFIED',
    'BONUS_CLEAR',
    'INVITE_BONUS_SUCCESS',
    'INVITE_COLLECT',
    'REFUND_SUCCESS',
  ]),
});
const d5 = made(
  string(undefined, undefined, [
    /^((\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-((0[13578]|1[02])-(0[1-9]|[12]\d|3[01])|(0[469]|11)-(0[1-9]|[12]\d|30)|(02)-(0[1-9]|1\d|2[0-8])))T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|([+-]\d{2}:?\d{2}))$/,
  ]),
  timeAsSent,
);
const d6 = number({ kind: 'int' }, { kind: 'min', value: 0, inclusive: true });
const d7 = object({ name: d0, _id: string(1, 64), createdAt: d5, username: d0, coin: d6 });
const d8 = object({
  bankAccountName: d0,
  bankAccountNo: string(),
  bankCode: string(),
  bank: decoration(object({ nameTH: d0, nameEN: d0 }), { nameTH: '', nameEN: '' }),
});
const d9 = object({ profile: d7, bankAccount: d8 });
const d10 = decoration(nullable(string()), null);
const d11 = object({
  code: string(1, 40),
  name: d0,
  category: open(['slot', 'sport', 'lotto']),
  isActive: boolean(),
  amount: d2,
  ftWalletSlot: number({ kind: 'min', value: 0, inclusive: false }),
  background: d0,
  logo: d0,
  url: d10,
  android: d10,
  ios: d10,
  autoLoginGame: decoration(
    nullable(
      oneOf([
        'pg',
        'betflix',
        'askmebet',
        'imi',
        'usun',
        'areaslot',
        'circus',
        'slotracha',
        'pgslot',
        'joker2',
        'huayhd',
      ]),
    ),
    null,
  ),
});
const d12 = open(['IN_PROGRESS', 'SUCCESS', 'FAILED'], 'IN_PROGRESS');
const d13 = object({ _id: string(1, 64), amount: d2, status: d12 });
const d14 = object({ amount: d2 });
const d15 = object({
  message: literal('SUCCESS'),
  wallet: d14,
  slots: array(object({ code: string(1, 40), amount: d2 })),
});
const d16 = object({ message: literal('SUCCESS'), wallet: d14, withdrawal: d13 });
const d17 = object({
  _id: string(1, 64),
  createdAt: d5,
  amount: d2,
  status: d12,
  note: nullable(
    open([
      'UPLOADED_FILE_NOT_EXIST',
      'IMG_SIZE_UNABLE_TO_PROCESS',
      'CANNOT_READ_CROPPED_IMAGE',
      'DEST_ACC_INVALID',
      'SLIP_REFNO_DUPLICATED',
      'UNSTABLE_REFNO_ON_SLIP',
      'TRIPPLE_WRONG_CAPTCHA',
      'INVALID_SLIP',
      'NOT_MATCH',
      'EXPIRED_SLIP',
      'UNKNOW_ERROR',
    ]),
  ),
  link: d0,
  reference: d0,
});
const d18 = object({
  qrcodeId: nullable(string()),
  hasQrcode: boolean(),
  qrcode: nullable(string()),
  amount: nullable(d2),
  expireIn: d6,
  message: d0,
});
const d19 = object({ link: string() });
const d20 = object({ image: d0, html: d0 });
const d21 = object({ message: literal('SUCCESS'), amount: d2, wallet: d14 });
const d22 = object({ _id: string(1, 64), isActive: boolean(), received: array(object({ updatedAt: d5 })) });
const d23 = object({ code: string(), percentFail: number(), description: d0, amount: d2 });
const d24 = object({ description: d0 });
const d25 = decoration(optional(d24), undefined);
const d26 = object({ title: d0, type: string(), payload: string() });
const d27 = object({ path: string() });

/** Each route as a client calls it, and its 200 answer described for the tolerant reading (described.ts). */
export const clientRoutes = {
  lookup: {
    banks: {
      method: 'GET',
      path: '/api/lookup/banks',
      responses: { 200: array(object({ code: string(), nameTH: d0, nameEN: d0 })) },
    },
    deposit: {
      method: 'GET',
      path: '/api/lookup/deposit',
      responses: {
        200: object({
          banks: array(
            object({
              bankCode: string(),
              bankType: oneOf(['bank', 'qrcode']),
              mode: d1,
              bankNameTH: d0,
              bankNameEN: d0,
              bankAccountName: string(),
              bankAccountNo: string(),
              currency: oneOf(['BAHT', 'LAK']),
            }),
          ),
          wallets: array(object({ walletAccountName: string(), mode: d1 })),
          isManual: boolean(),
        }),
      },
    },
    conditions: { method: 'GET', path: '/api/lookup/conditions', responses: { 200: array(d0) } },
    agreements: { method: 'GET', path: '/api/lookup/agreements', responses: { 200: array(d0) } },
    info: { method: 'GET', path: '/api/lookup/info', responses: { 200: object({ name: d0, website: d0 }) } },
    notice: { method: 'GET', path: '/api/lookup/notice', responses: { 200: object({ notice: d0 }) } },
    contact: {
      method: 'GET',
      path: '/api/lookup/contact',
      responses: { 200: object({ contactText: d0, lineLink: d0, lineName: d0, lineQR: d0 }) },
    },
    withdraw: {
      method: 'GET',
      path: '/api/lookup/withdraw',
      responses: { 200: object({ withdrawMin: d2, withdrawMax: d2 }) },
    },
    slip: {
      method: 'GET',
      path: '/api/lookup/slip',
      responses: {
        200: object({
          isOpen: boolean(),
          closedFrom: d3,
          closedTo: d3,
          maxFileBytes: number({ kind: 'int' }),
          fileTypes: array(string()),
          uploadWithinMinutes: number({ kind: 'int' }),
        }),
      },
    },
    sources: {
      method: 'GET',
      path: '/api/lookup/sources',
      responses: { 200: array(object({ code: string(), description: d0 })) },
    },
    active: { method: 'GET', path: '/api/lookup/active', responses: { 200: object({ active: literal(true) }) } },
    registerOTP: {
      method: 'GET',
      path: '/api/lookup/registerOTP',
      responses: { 200: object({ registerOTP: boolean() }) },
    },
    enableChatWidget: {
      method: 'GET',
      path: '/api/lookup/enableChatWidget',
      responses: { 200: object({ enableChatWidget: boolean() }) },
    },
  },
  account: {
    login: { method: 'POST', path: '/api/login', responses: { 200: object({ token: string() }) } },
    validate: { method: 'POST', path: '/api/account/validate', responses: { 200: d4 } },
    create: { method: 'POST', path: '/api/account', responses: { 200: d4 } },
    profile: { method: 'GET', path: '/api/account/profile', responses: { 200: d9 } },
    updateProfile: { method: 'PUT', path: '/api/account/profile', responses: { 200: d9 } },
    bankAccountName: { method: 'PUT', path: '/api/account/bankAccountName', responses: { 200: d9 } },
    changePassword: {
      method: 'PUT',
      path: '/api/account/changepwd',
      responses: { 200: object({ message: literal('SUCCESS'), token: string() }) },
    },
  },
  otp: {
    send: {
      method: 'POST',
      path: '/api/otp/send',
      responses: { 200: object({ otpRef: string(), otpToken: string(), code: oneOf(['SUCCESS', 'OTP_VERIFIED']) }) },
    },
    verify: { method: 'POST', path: '/api/otp/verify', responses: { 200: d4 } },
  },
  wallet: {
    get: {
      method: 'GET',
      path: '/api/wallet',
      responses: {
        200: object({
          profile: d7,
          bankAccount: d8,
          wallet: object({ amount: d2, currency: oneOf(['BAHT', 'LAK']) }),
          invite: part(object({ amount: d2, success: number(), fail: number() })),
          slots: array(d11),
        }),
      },
    },
    refreshSlots: {
      method: 'GET',
      path: '/api/wallet/refresh/slot',
      responses: { 200: object({ message: literal('SUCCESS'), slots: array(d11) }) },
    },
    activate: { method: 'GET', path: '/api/wallet/activate/:slotCode', responses: { 200: d11 } },
    account: {
      method: 'GET',
      path: '/api/wallet/account/:slotCode',
      responses: { 200: object({ username: string(), password: string(), event: nullable(record(unknown())) }) },
    },
    resetPassword: { method: 'GET', path: '/api/wallet/resetpassword/:slotCode', responses: { 200: d4 } },
    add: {
      method: 'POST',
      path: '/api/wallet/add',
      responses: { 200: object({ message: literal('SUCCESS'), deposit: d13 }) },
    },
    transfer: { method: 'POST', path: '/api/wallet/transfer', responses: { 200: d15 } },
    transferAll: { method: 'POST', path: '/api/wallet/transferAll', responses: { 200: d15 } },
    withdraw: { method: 'POST', path: '/api/wallet/withdraw', responses: { 200: d16 } },
    withdrawAll: { method: 'POST', path: '/api/wallet/withdrawAll', responses: { 200: d16 } },
    slip: {
      method: 'POST',
      path: '/api/wallet/slip',
      contentType: 'multipart/form-data',
      responses: { 200: object({ message: literal('SUCCESS'), slip: d17 }) },
    },
    truelink: {
      method: 'POST',
      path: '/api/wallet/truelink',
      responses: { 200: object({ message: literal('SUCCESS'), amount: d2 }) },
    },
  },
  qrcode: {
    get: { method: 'GET', path: '/api/qrcode/:bankCode', responses: { 200: d18 } },
    create: { method: 'POST', path: '/api/qrcode/:bankCode', responses: { 200: d18 } },
    remove: { method: 'DELETE', path: '/api/qrcode/:bankCode', responses: { 200: d18 } },
  },
  autoLogin: {
    withUsername: { method: 'GET', path: '/api/autoLogin/:game/:username', responses: { 200: d19 } },
    withPassword: { method: 'GET', path: '/api/autoLogin/:game/:username/:password', responses: { 200: d19 } },
  },
  invite: {
    list: {
      method: 'POST',
      path: '/api/invite',
      responses: {
        200: object({
          invites: array(object({ from: decoration(object({ name: d0 }), { name: '' }), amount: d2, createdAt: d5 })),
          total: number({ kind: 'int' }),
        }),
      },
    },
    bonus: {
      method: 'GET',
      path: '/api/invite/bonus',
      responses: { 200: object({ message: oneOf(['INVITE_BONUS_SUCCESS', 'INVITE_COLLECT']), amount: d2 }) },
    },
    banners: { method: 'GET', path: '/api/invite/banners', responses: { 200: array(d20) } },
  },
  refund: {
    list: {
      method: 'POST',
      path: '/api/refund',
      responses: {
        200: object({
          refunds: array(object({ refundAmount: d2, createdAt: d5, addedToWallet: boolean() })),
          total: number({ kind: 'int' }),
        }),
      },
    },
    check: {
      method: 'GET',
      path: '/api/refund/check',
      responses: {
        200: object({
          result: boolean(),
          bonus: boolean(),
          info: d0,
          refundAmount: d2,
          refundSuccess: number(),
          refundFail: number(),
        }),
      },
    },
    receive: {
      method: 'GET',
      path: '/api/refund/receive',
      responses: { 200: object({ message: literal('REFUND_SUCCESS'), refundAmount: d2 }) },
    },
    addWallet: { method: 'GET', path: '/api/refund/addWallet', responses: { 200: d21 } },
    banners: { method: 'GET', path: '/api/refund/banners', responses: { 200: array(d20) } },
  },
  spinwheel: {
    setup: {
      method: 'GET',
      path: '/api/spinwheel/setup',
      responses: {
        200: object({
          result: object({
            activeSpinwheel: nullable(
              object({
                name: d0,
                slice: array(
                  object({ code: string(), label: d0, bgColor: d0, textColor: d0, htmlDescription: nullable(d0) }),
                ),
              }),
            ),
            userCoin: d6,
          }),
        }),
      },
    },
    spin: {
      method: 'POST',
      path: '/api/spinwheel/spin',
      responses: {
        200: union([
          object({
            success: literal(true),
            error: nothing(),
            result: object({ code: string(), label: string(), remainingCoin: d6 }),
          }),
          object({ success: literal(false), error: oneOf(['SPIN_INACTIVE', 'SPIN_NO_COIN']), result: nothing() }),
        ]),
      },
    },
    coupons: {
      method: 'GET',
      path: '/api/spinwheel/coupon',
      responses: {
        200: object({
          coupons: array(
            object({
              _id: string(1, 64),
              prize: decoration(object({ name: d0, slice: object({ label: d0, htmlDescription: nullable(d0) }) }), {
                name: '',
                slice: { label: '', htmlDescription: null },
              }),
              amount: d2,
              status: open(['CLAIMABLE', 'CLAIMED', 'EXPIRED']),
              expiredAt: d5,
              createdAt: d5,
            }),
          ),
        }),
      },
    },
    claim: { method: 'POST', path: '/api/spinwheel/coupon/claim', responses: { 200: d21 } },
    active: { method: 'GET', path: '/api/spinwheel/active', responses: { 200: object({ isActive: boolean() }) } },
  },
  bonus: {
    list: {
      method: 'GET',
      path: '/api/bonus',
      responses: {
        200: array(
          object({
            code: string(),
            name: d0,
            type: open(['limit', 'day', 'week']),
            maxReceived: number({ kind: 'int' }, { kind: 'min', value: 1, inclusive: true }),
            percentFail: number(),
            amount: d2,
            banners: decoration(array(d20), []),
            notice: d0,
            userBonus: nullable(d22),
          }),
        ),
      },
    },
    activate: { method: 'GET', path: '/api/bonus/activate/:code', responses: { 200: d22 } },
    checkActive: {
      method: 'GET',
      path: '/api/bonus/check/active',
      responses: { 200: object({ status: boolean(), type: nullable(oneOf(['limit', 'day', 'week', 'promotion'])) }) },
    },
    clear: { method: 'GET', path: '/api/bonus/clear', responses: { 200: object({ message: literal('BONUS_CLEAR') }) } },
    checkMinimum: { method: 'GET', path: '/api/bonus/check/minimum', responses: { 200: object({ minimum: d2 }) } },
  },
  promotion: {
    current: {
      method: 'GET',
      path: '/api/promotion/current',
      responses: { 200: object({ promotion: nullable(d23) }) },
    },
    find: { method: 'GET', path: '/api/promotion/find/:code', responses: { 200: d23 } },
    activate: { method: 'GET', path: '/api/promotion/activate/:code', responses: { 200: d4 } },
  },
  statement: {
    list: {
      method: 'POST',
      path: '/api/statement',
      responses: {
        200: object({
          total: number({ kind: 'int' }),
          statements: array(
            object({
              _id: string(1, 64),
              statementType: open(['deposit', 'bonus', 'finish_bonus', 'withdraw', 'transfer']),
              status: d12,
              from: d0,
              to: d0,
              amount: d2,
              createdAt: d5,
              bonus: d25,
              promotion: d25,
              invite: d25,
              refund: d25,
              luckydraw: d25,
            }),
          ),
        }),
      },
    },
    slips: {
      method: 'POST',
      path: '/api/statement/slip',
      responses: { 200: object({ total: number({ kind: 'int' }), slips: array(d17) }) },
    },
    slipReference: {
      method: 'GET',
      path: '/api/statement/slip/reference/:reference',
      responses: { 200: object({ url: string() }) },
    },
  },
  chat: {
    config: { method: 'GET', path: '/api/chat/config', responses: { 200: object({ PREFIX: string() }) } },
    guest: { method: 'POST', path: '/api/chat/guest', responses: { 200: object({ guestId: string(undefined, 64) }) } },
    send: {
      method: 'POST',
      path: '/api/chat/send-message',
      responses: { 200: object({ createdAt: d5, _id: string(1, 64), session_id: string() }) },
    },
    history: {
      method: 'POST',
      path: '/api/chat/history',
      responses: {
        200: object({
          conversations: array(
            object({
              _id: string(1, 64),
              sender: open(['customer', 'other'], 'other'),
              message: made(
                tagged('message_type', [
                  ['text', object({ message_type: literal('text'), payload: string() })],
                  [
                    'buttons',
                    object({
                      message_type: literal('buttons'),
                      payload: object({ text: string(), buttons: array(d26) }),
                    }),
                  ],
                  [
                    'media',
                    object({
                      message_type: literal('media'),
                      payload: object({
                        message: d0,
                        url: string(),
                        fileType: open(['image', 'video', 'file'], 'file'),
                        filePath: d0,
                      }),
                    }),
                  ],
                  [
                    'quick_replies',
                    object({
                      message_type: literal('quick_replies'),
                      payload: object({ text: string(), replies: array(d26) }),
                    }),
                  ],
                  [
                    'generic',
                    object({
                      message_type: literal('generic'),
                      payloads: array(object({ image_url: d0, title: d0, subtitle: d0, buttons: array(d26) })),
                    }),
                  ],
                  ['postback', object({ message_type: literal('postback'), payload: string() })],
                  ['unknown', object({ message_type: literal('unknown'), payload: unknown() })],
                ]),
                unknownMessage,
              ),
              userId: d10,
              guestId: d10,
              username: d10,
              name: d10,
              deviceToken: d10,
              createdAt: d5,
              session_id: d0,
              read: decoration(boolean(), false),
              clientId: decoration(nullable(string(undefined, undefined, [/^[A-Za-z0-9_-]{8,64}$/])), null),
            }),
          ),
          total: number({ kind: 'int' }),
        }),
      },
    },
    uploadImage: {
      method: 'POST',
      path: '/api/chat/upload-image',
      contentType: 'multipart/form-data',
      responses: { 200: d27 },
    },
    uploadVideo: {
      method: 'POST',
      path: '/api/chat/upload-video',
      contentType: 'multipart/form-data',
      responses: { 200: d27 },
    },
    adoptGuest: {
      method: 'POST',
      path: '/api/chat/adopt-guest',
      responses: { 200: object({ moved: number({ kind: 'int' }) }) },
    },
    readCustomer: {
      method: 'PUT',
      path: '/api/chat/read-customer/',
      responses: { 200: object({ message: literal('SUCCESS'), updated: number({ kind: 'int' }) }) },
    },
  },
} satisfies Record<string, Record<string, ClientRoute>>;
