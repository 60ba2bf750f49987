export type LoginField = 'phone' | 'password';

/** Both fields are required before the login call is made; values are the message keys under `errors.`. */
export function loginErrors(input: { phone: string; password: string }): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  if (input.phone.trim() === '') errors.phone = 'phoneRequired';
  if (input.password === '') errors.password = 'passwordRequired';
  return errors;
}
