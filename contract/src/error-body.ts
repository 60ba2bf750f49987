import { z } from 'zod';
import { errorCodes, type ErrorCode } from './errors.js';

/** The schema of an error answer's body (errors.ts, docs/decisions/002-error-wire-format.md). */
export const errorCodeSchema = z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]);

export const errorDetailSchema = z.object({
  path: z.string().describe('where in the request: body.amount, params.slotCode, headers.authorization'),
  issue: z.enum(['missing', 'invalid']),
  note: z
    .string()
    .optional()
    .describe(
      'why, in words, where a field alone does not say (a saved world: "duplicate of body.tables.member.1.phone")',
    ),
});

/** The one error body every error answer uses. */
export const errorBodySchema = z.object({
  message: errorCodeSchema,
  details: z.array(errorDetailSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** An error body whose message is one of the given codes (used per route and status in the contract). */
export function errorBodyOf(codes: readonly ErrorCode[]) {
  return errorBodySchema.extend({ message: z.enum(codes as [ErrorCode, ...ErrorCode[]]) });
}
