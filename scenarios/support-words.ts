import type { ChatDefinition, ChatWords } from '../mock-server/src/scenario/scenario.js';

/**
 * What the simulated support agent says, in each language a player may write in (th, lo, en): its replies
 * in turn when no rule matches, and its script, whose keywords are in that language (the quick replies'
 * postbacks, DEPOSIT, WITHDRAW, WITHDRAW_FAILED, NOT_CREDITED and THANKS, match in every language; a postback
 * matches only the rule that names its code exactly).
 */

const slipPicture = {
  url: '/mock-assets/banners/refund-1.svg',
  fileType: 'image',
  filePath: 'chat/example-slip.svg',
} as const;
const howTo = 'https://goldwallet.example.test/howto';
const bonusPage = 'https://goldwallet.example.test/user/bonus';

/** The Thai site (baht): support speaks Thai first, and Lao and English to a player who writes them. */
export const thaiSiteWords: ChatDefinition['words'] = {
  th: {
    replies: [
      { message_type: 'text', payload: 'สวัสดีค่ะ ทีมงานยินดีให้บริการ มีอะไรให้ช่วยคะ' },
      {
        message_type: 'quick_replies',
        payload: {
          text: 'เลือกหัวข้อที่ต้องการได้เลยค่ะ',
          replies: [
            { title: 'ฝากเงิน', type: 'postback', payload: 'DEPOSIT' },
            { title: 'ถอนเงิน', type: 'postback', payload: 'WITHDRAW' },
          ],
        },
      },
      { message_type: 'text', payload: 'ทีมงานตรวจสอบให้แล้วค่ะ ยอดจะเข้าภายใน 1 นาที' },
    ],
    script: [
      {
        keywords: ['ฝาก', 'deposit'],
        answers: [
          { message_type: 'text', payload: 'ฝากเงินได้ 3 ช่องทางค่ะ: QR ธนาคาร, สลิป หรือซองอั่งเปา TrueMoney' },
          {
            message_type: 'buttons',
            payload: {
              text: 'ต้องการให้ช่วยเรื่องไหนคะ',
              buttons: [
                { title: 'วิธีฝากเงิน', type: 'web', payload: howTo },
                { title: 'โทรหาเรา', type: 'call', payload: '021234567' },
                { title: 'ยอดยังไม่เข้า', type: 'postback', payload: 'NOT_CREDITED' },
              ],
            },
          },
        ],
      },
      {
        keywords: ['withdraw_failed', 'ถอนไม่ได้', 'ถอนไม่เข้า'],
        answers: [{ message_type: 'text', payload: 'ขออภัยค่ะ รบกวนแจ้งเวลาและยอดที่ถอน ทีมงานจะตรวจสอบให้ภายใน 15 นาทีค่ะ' }],
      },
      {
        keywords: ['ถอน', 'withdraw'],
        answers: [
          {
            message_type: 'quick_replies',
            payload: {
              text: 'ถอนได้ขั้นต่ำ 100 บาทค่ะ ถอนเข้าบัญชีที่ลงทะเบียนไว้เท่านั้น',
              replies: [
                { title: 'ถอนไม่ได้', type: 'postback', payload: 'WITHDRAW_FAILED' },
                { title: 'เข้าใจแล้ว', type: 'postback', payload: 'THANKS' },
              ],
            },
          },
        ],
      },
      {
        keywords: ['โปร', 'โบนัส', 'promo', 'bonus'],
        answers: [
          {
            message_type: 'generic',
            payloads: [
              {
                image_url: '/mock-assets/banners/bonus-welcome.svg',
                title: 'โบนัสสมาชิกใหม่',
                subtitle: 'รับเพิ่ม 100% สูงสุด 500 บาท',
                buttons: [{ title: 'ดูโบนัส', type: 'web', payload: bonusPage }],
              },
              {
                image_url: '/mock-assets/banners/refund-1.svg',
                title: 'คืนยอดเสีย 5%',
                subtitle: 'ทุกวันจันทร์',
                buttons: [{ title: 'สนใจ', type: 'postback', payload: 'REFUND' }],
              },
            ],
          },
        ],
      },
      {
        keywords: ['สลิป', 'slip', 'not_credited', 'ยอดไม่เข้า'],
        answers: [
          { message_type: 'text', payload: 'ส่งรูปสลิปมาได้เลยค่ะ แบบนี้นะคะ' },
          { message_type: 'media', payload: { message: 'ตัวอย่างสลิปที่อ่านได้', ...slipPicture } },
        ],
      },
      { keywords: ['thanks', 'ขอบคุณ'], answers: [{ message_type: 'text', payload: 'ยินดีค่ะ 🙏' }] },
    ],
  },
  lo: {
    replies: [
      { message_type: 'text', payload: 'ສະບາຍດີ ທີມງານຍິນດີໃຫ້ບໍລິການ ມີຫຍັງໃຫ້ຊ່ວຍບໍ່' },
      {
        message_type: 'quick_replies',
        payload: {
          text: 'ເລືອກຫົວຂໍ້ທີ່ຕ້ອງການໄດ້ເລີຍ',
          replies: [
            { title: 'ຝາກເງິນ', type: 'postback', payload: 'DEPOSIT' },
            { title: 'ຖອນເງິນ', type: 'postback', payload: 'WITHDRAW' },
          ],
        },
      },
      { message_type: 'text', payload: 'ທີມງານກວດສອບໃຫ້ແລ້ວ ຍອດຈະເຂົ້າພາຍໃນ 1 ນາທີ' },
    ],
    script: [
      {
        keywords: ['ຝາກ', 'deposit'],
        answers: [
          { message_type: 'text', payload: 'ຝາກເງິນໄດ້ 3 ຊ່ອງທາງ: QR ທະນາຄານ, ສະລິບ ຫຼື ຊອງອັ່ງເປົາ TrueMoney' },
          {
            message_type: 'buttons',
            payload: {
              text: 'ຕ້ອງການໃຫ້ຊ່ວຍເລື່ອງໃດ',
              buttons: [
                { title: 'ວິທີຝາກເງິນ', type: 'web', payload: howTo },
                { title: 'ໂທຫາພວກເຮົາ', type: 'call', payload: '021234567' },
                { title: 'ຍອດຍັງບໍ່ເຂົ້າ', type: 'postback', payload: 'NOT_CREDITED' },
              ],
            },
          },
        ],
      },
      {
        keywords: ['withdraw_failed', 'ຖອນບໍ່ໄດ້', 'ຖອນບໍ່ເຂົ້າ'],
        answers: [{ message_type: 'text', payload: 'ຂໍອະໄພ ກະລຸນາແຈ້ງເວລາ ແລະ ຍອດທີ່ຖອນ ທີມງານຈະກວດສອບໃຫ້ພາຍໃນ 15 ນາທີ' }],
      },
      {
        keywords: ['ຖອນ', 'withdraw'],
        answers: [
          {
            message_type: 'quick_replies',
            payload: {
              text: 'ຖອນໄດ້ຂັ້ນຕ່ຳ 100 ບາດ ຖອນເຂົ້າບັນຊີທີ່ລົງທະບຽນໄວ້ເທົ່ານັ້ນ',
              replies: [
                { title: 'ຖອນບໍ່ໄດ້', type: 'postback', payload: 'WITHDRAW_FAILED' },
                { title: 'ເຂົ້າໃຈແລ້ວ', type: 'postback', payload: 'THANKS' },
              ],
            },
          },
        ],
      },
      {
        keywords: ['ໂປຣ', 'ໂບນັດ', 'promo', 'bonus'],
        answers: [
          {
            message_type: 'generic',
            payloads: [
              {
                image_url: '/mock-assets/banners/bonus-welcome.svg',
                title: 'ໂບນັດສະມາຊິກໃໝ່',
                subtitle: 'ຮັບເພີ່ມ 100% ສູງສຸດ 500 ບາດ',
                buttons: [{ title: 'ເບິ່ງໂບນັດ', type: 'web', payload: bonusPage }],
              },
              {
                image_url: '/mock-assets/banners/refund-1.svg',
                title: 'ຄືນຍອດເສຍ 5%',
                subtitle: 'ທຸກວັນຈັນ',
                buttons: [{ title: 'ສົນໃຈ', type: 'postback', payload: 'REFUND' }],
              },
            ],
          },
        ],
      },
      {
        keywords: ['ສະລິບ', 'slip', 'not_credited', 'ຍອດບໍ່ເຂົ້າ'],
        answers: [
          { message_type: 'text', payload: 'ສົ່ງຮູບສະລິບມາໄດ້ເລີຍ ແບບນີ້' },
          { message_type: 'media', payload: { message: 'ຕົວຢ່າງສະລິບທີ່ອ່ານໄດ້', ...slipPicture } },
        ],
      },
      { keywords: ['thanks', 'ຂອບໃຈ'], answers: [{ message_type: 'text', payload: 'ຍິນດີ 🙏' }] },
    ],
  },
  en: {
    replies: [
      { message_type: 'text', payload: 'Hello, our team is happy to help. What can we do for you?' },
      {
        message_type: 'quick_replies',
        payload: {
          text: 'Choose a topic:',
          replies: [
            { title: 'Deposit', type: 'postback', payload: 'DEPOSIT' },
            { title: 'Withdraw', type: 'postback', payload: 'WITHDRAW' },
          ],
        },
      },
      { message_type: 'text', payload: 'We have checked it for you: the amount arrives within 1 minute.' },
    ],
    script: [
      {
        keywords: ['deposit', 'top up', 'top-up'],
        answers: [
          { message_type: 'text', payload: 'You can deposit 3 ways: a bank QR, a slip or a TrueMoney gift link.' },
          {
            message_type: 'buttons',
            payload: {
              text: 'What can we help you with?',
              buttons: [
                { title: 'How to deposit', type: 'web', payload: howTo },
                { title: 'Call us', type: 'call', payload: '021234567' },
                { title: 'Not credited yet', type: 'postback', payload: 'NOT_CREDITED' },
              ],
            },
          },
        ],
      },
      {
        keywords: ['withdraw_failed', 'cannot withdraw', "can't withdraw", 'withdrawal failed'],
        answers: [
          {
            message_type: 'text',
            payload:
              'Sorry about that. Please tell us the time and amount of the withdrawal; our team will check it within 15 minutes.',
          },
        ],
      },
      {
        keywords: ['withdraw', 'cash out'],
        answers: [
          {
            message_type: 'quick_replies',
            payload: {
              text: 'The smallest withdrawal is 100 baht, to your registered account only.',
              replies: [
                { title: 'I cannot withdraw', type: 'postback', payload: 'WITHDRAW_FAILED' },
                { title: 'Got it', type: 'postback', payload: 'THANKS' },
              ],
            },
          },
        ],
      },
      {
        keywords: ['promo', 'bonus'],
        answers: [
          {
            message_type: 'generic',
            payloads: [
              {
                image_url: '/mock-assets/banners/bonus-welcome.svg',
                title: 'New member bonus',
                subtitle: '100% more, up to 500 baht',
                buttons: [{ title: 'See bonuses', type: 'web', payload: bonusPage }],
              },
              {
                image_url: '/mock-assets/banners/refund-1.svg',
                title: '5% loss refund',
                subtitle: 'Every Monday',
                buttons: [{ title: 'Interested', type: 'postback', payload: 'REFUND' }],
              },
            ],
          },
        ],
      },
      {
        keywords: ['slip', 'not_credited', 'not credited'],
        answers: [
          { message_type: 'text', payload: 'Send us a picture of your slip, like this one:' },
          { message_type: 'media', payload: { message: 'A slip we can read', ...slipPicture } },
        ],
      },
      { keywords: ['thanks', 'thank you'], answers: [{ message_type: 'text', payload: 'You are welcome 🙏' }] },
    ],
  },
};

const laoWords: ChatWords = {
  replies: [
    { message_type: 'text', payload: 'ສະບາຍດີ ທີມງານຍິນດີໃຫ້ບໍລິການ ມີຫຍັງໃຫ້ຊ່ວຍບໍ່' },
    {
      message_type: 'quick_replies',
      payload: {
        text: 'ເລືອກຫົວຂໍ້ທີ່ຕ້ອງການໄດ້ເລີຍ',
        replies: [
          { title: 'ຝາກເງິນ', type: 'postback', payload: 'DEPOSIT' },
          { title: 'ຖອນເງິນ', type: 'postback', payload: 'WITHDRAW' },
        ],
      },
    },
    { message_type: 'text', payload: 'ທີມງານກວດສອບໃຫ້ແລ້ວ ຍອດຈະເຂົ້າພາຍໃນ 1 ນາທີ' },
  ],
  script: [
    { keywords: ['ຝາກ', 'deposit'], answers: [{ message_type: 'text', payload: 'ຝາກເງິນໄດ້ດ້ວຍ QR ທະນາຄານ ຫຼື ສະລິບ' }] },
    { keywords: ['ຖອນ', 'withdraw'], answers: [{ message_type: 'text', payload: 'ຖອນເຂົ້າບັນຊີທີ່ລົງທະບຽນໄວ້ເທົ່ານັ້ນ' }] },
    {
      keywords: ['ສະລິບ', 'slip', 'not_credited', 'ຍອດບໍ່ເຂົ້າ'],
      answers: [{ message_type: 'text', payload: 'ສົ່ງຮູບສະລິບມາໄດ້ເລີຍ' }],
    },
    { keywords: ['thanks', 'ຂອບໃຈ'], answers: [{ message_type: 'text', payload: 'ຍິນດີ 🙏' }] },
  ],
};

/** The Laos site (kip, no gift links): support speaks Lao first, and Thai and English to who writes them. */
export const laoSiteWords: ChatDefinition['words'] = {
  lo: laoWords,
  th: {
    replies: [
      { message_type: 'text', payload: 'สวัสดีค่ะ ทีมงานยินดีให้บริการ มีอะไรให้ช่วยคะ' },
      {
        message_type: 'quick_replies',
        payload: {
          text: 'เลือกหัวข้อที่ต้องการได้เลยค่ะ',
          replies: [
            { title: 'ฝากเงิน', type: 'postback', payload: 'DEPOSIT' },
            { title: 'ถอนเงิน', type: 'postback', payload: 'WITHDRAW' },
          ],
        },
      },
      { message_type: 'text', payload: 'ทีมงานตรวจสอบให้แล้วค่ะ ยอดจะเข้าภายใน 1 นาที' },
    ],
    script: [
      { keywords: ['ฝาก', 'deposit'], answers: [{ message_type: 'text', payload: 'ฝากเงินได้ด้วย QR ธนาคาร หรือสลิปค่ะ' }] },
      { keywords: ['ถอน', 'withdraw'], answers: [{ message_type: 'text', payload: 'ถอนเข้าบัญชีที่ลงทะเบียนไว้เท่านั้นค่ะ' }] },
      {
        keywords: ['สลิป', 'slip', 'not_credited', 'ยอดไม่เข้า'],
        answers: [{ message_type: 'text', payload: 'ส่งรูปสลิปมาได้เลยค่ะ' }],
      },
      { keywords: ['thanks', 'ขอบคุณ'], answers: [{ message_type: 'text', payload: 'ยินดีค่ะ 🙏' }] },
    ],
  },
  en: {
    replies: [
      { message_type: 'text', payload: 'Hello, our team is happy to help. What can we do for you?' },
      {
        message_type: 'quick_replies',
        payload: {
          text: 'Choose a topic:',
          replies: [
            { title: 'Deposit', type: 'postback', payload: 'DEPOSIT' },
            { title: 'Withdraw', type: 'postback', payload: 'WITHDRAW' },
          ],
        },
      },
      { message_type: 'text', payload: 'We have checked it for you: the amount arrives within 1 minute.' },
    ],
    script: [
      {
        keywords: ['deposit', 'top up', 'top-up'],
        answers: [{ message_type: 'text', payload: 'You can deposit by bank QR or with a slip.' }],
      },
      {
        keywords: ['withdraw', 'cash out'],
        answers: [{ message_type: 'text', payload: 'Withdrawals go to your registered account only.' }],
      },
      {
        keywords: ['slip', 'not_credited', 'not credited'],
        answers: [{ message_type: 'text', payload: 'Send us a picture of your slip.' }],
      },
      { keywords: ['thanks', 'thank you'], answers: [{ message_type: 'text', payload: 'You are welcome 🙏' }] },
    ],
  },
};
