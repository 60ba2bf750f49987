import { phoneProblem } from './phone';

export type LoginField = 'phone' | 'password';
/** What is wrong with a log-in field: a key under `errors.` of the auth namespace. */
export type LoginMessage = NonNullable<ReturnType<typeof phoneProblem>> | 'passwordRequired';

/**
 * Both fields are required before the login call is made, and the phone has the length of spec §5; values are
 * the message keys under `errors.`.
 */
export function loginErrors(
  input: { phone: string; password: string },
  laos: boolean,
): Partial<Record<LoginField, LoginMessage>> {
  const errors: Partial<Record<LoginField, LoginMessage>> = {};
  const phone = phoneProblem(input.phone, laos);
  if (phone) errors.phone = phone;
  if (input.password === '') errors.password = 'passwordRequired';
  return errors;
}
