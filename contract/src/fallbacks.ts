/**
 * The fallbacks of decorations (tolerance.ts) that are made from what came rather than fixed values. They live
 * here, without zod, so the client's route table (client-routes.gen.ts) can name them: a fallback elsewhere
 * could not be written into it, and `npm run gen:routes` says so.
 */

/** A time that cannot be read is shown as the text that came, cut to 64 characters (or not at all). */
export const timeAsSent = (raw: unknown): string => (typeof raw === 'string' ? raw.slice(0, 64) : '');

/** A chat message the app cannot read is one of unknown type. */
export const unknownMessage = () => ({ message_type: 'unknown' as const, payload: null });
