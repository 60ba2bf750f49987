import { datetimeRegex, z } from 'zod';
import { withinCharacters } from './characters.js';
import { PAGE_SIZES } from './constants.js';
import { successCodes } from './errors.js';
import { timeAsSent } from './fallbacks.js';
import { decoration } from './tolerance.js';

/**
 * The contract's building blocks (money, times, ids, names, the answers every route shares); schemas.ts,
 * schemas-rewards.ts and schemas-chat.ts build the entities of spec §3 from them as named schemas. Amounts on the wire are numbers in the currency's major unit
 * (baht or kip) with at most two decimals; times are ISO 8601 strings in UTC.
 *
 * Each field of an answer is critical unless marked (tolerance.ts): `text()`, `decoration`, `openEnum`,
 * `openValues` and `part` say what a client does when a backend sends it otherwise. The simulator sends
 * every field exactly as written here.
 */

export const Money = z.number().finite().describe('amount in baht (or kip), at most 2 decimals');
/**
 * The pattern of zod's `.datetime({ offset: true })`, built once: that check builds it anew for every string it
 * reads, a tenth of the time of validating a statement page. openapi.ts writes it as `format: date-time`.
 */
export const ISO_DATE_TIME = datetimeRegex({ offset: true, precision: null, local: false });
/** A time shown to the player: one that cannot be read is shown as the text that came (or not at all). */
export const IsoDateTime = decoration(
  z.string().regex(ISO_DATE_TIME, 'Invalid datetime').describe('ISO 8601 date-time'),
  timeAsSent,
);
/** Server HTML (a description, a notice): a client shows none when it is broken. */
export const Html = decoration(z.string().describe('server-provided HTML, rendered only through <SafeHtml>'), '');
export const Id = z.string().min(1).max(64);
/** A text shown to the player that a screen can do without (a name, a title, a picture's address): '' when broken. */
export const text = () => decoration(z.string(), '');
/** The same for a text that may be null: null when broken. */
export const optionalText = () => decoration(z.string().nullable(), null);

/**
 * The largest amount a request may carry, in the major unit (baht or kip): above any single deposit, transfer,
 * withdrawal or QR payment of either currency, and small enough that amounts stay exact. In minor units it is
 * 1e11, so even 90,000 such amounts added up stay under Number.MAX_SAFE_INTEGER (about 9.007e15).
 */
export const AMOUNT_MAX = 1_000_000_000;

/** Whether a number is written with at most two decimals, exactly (1.1 yes; 1.005 and 1.000000001 no). */
function hasAtMostTwoDecimals(amount: number): boolean {
  return Math.round(amount * 100) / 100 === amount;
}

/**
 * A request amount: finite, between -AMOUNT_MAX and AMOUNT_MAX, with at most two decimals; otherwise 400
 * KEY_INVALID with details on the field (body.amount). Below a route's minimum (zero and negative amounts
 * included) the route answers its own code (TRANSFER_MINIMUM, WITHDRAW_MINIMUM, a QR message).
 */
export const AmountInput = z
  .number()
  .finite()
  .min(-AMOUNT_MAX)
  .max(AMOUNT_MAX)
  .refine(hasAtMostTwoDecimals, 'at most two decimals')
  .describe(`amount in baht (or kip), at most 2 decimals, at most ${AMOUNT_MAX}`);

// ---------- names ----------

/**
 * The longest name a person may give (member name, bank account holder, chat name), after trimming, in
 * characters as characters.ts counts them (code points), like a chat text.
 */
export const NAME_MAX_CHARS = 100;
/**
 * Characters no name may hold: controls (C0, C1), format characters (zero-width space, word joiner, soft
 * hyphen, BOM, every bidi embedding, override, isolate and mark), lone surrogates, line and paragraph
 * separators. The zero-width joiner and non-joiner stay allowed: some scripts need them inside words.
 */
const NAME_FORBIDDEN = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
/** Letters that draw nothing (Hangul fillers): not enough to make a name visible. */
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0]/gu;
const VISIBLE = /[\p{L}\p{N}]/u;

/**
 * The rule for a name a person types, judged on its trimmed form (the trimmed form is what is stored):
 * 1 to NAME_MAX_CHARS characters (code points), none of NAME_FORBIDDEN, and at least one visible letter or
 * digit, so a name made only of blanks, zero-width or filler characters is refused.
 */
export function isAcceptableName(name: string): boolean {
  const trimmed = name.trim();
  if (trimmed.length === 0 || !withinCharacters(trimmed, NAME_MAX_CHARS) || NAME_FORBIDDEN.test(trimmed)) return false;
  return VISIBLE.test(trimmed.replace(BLANK_LETTERS, ''));
}

export const NAME_RULE = `trimmed, 1 to ${NAME_MAX_CHARS} characters, no control, format (zero-width, bidi) characters, at least one letter or digit`;
/** A name field of the account routes: the rule is checked by the route, which answers INVALID_USER_INFO. */
export const PersonName = z.string().describe(`${NAME_RULE}; otherwise INVALID_USER_INFO`);

// ---------- shared answers ----------

export const MessageResponse = z.object({ message: z.enum(successCodes) });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const PageRequest = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1).max(PAGE_SIZES.maxLimit),
});
export type PageRequest = z.infer<typeof PageRequest>;

export const Banner = z.object({ image: text(), html: Html });
export type Banner = z.infer<typeof Banner>;
