import { LAOS_PHONE_DIGITS, PHONE_LENGTH } from '@portal/contract/constants';

/**
 * A phone number as typed or pasted ("081-234-5678", "081 234 5678"), kept to its digits and cut at the
 * longest the build allows: 10 digits, or 15 in the Laos build.
 */
export function phoneDigits(value: string, laos: boolean): string {
  return value.replace(/\D/g, '').slice(0, laos ? LAOS_PHONE_DIGITS.max : PHONE_LENGTH);
}

/**
 * The key of what is wrong with a phone (spec §5): required; exactly 10 digits, or in the Laos build 6 to 15.
 * Undefined when it is right.
 */
export function phoneProblem(
  phone: string,
  laos: boolean,
): 'phoneRequired' | 'phoneLength' | 'phoneLengthLaos' | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return 'phoneRequired';
  if (laos)
    return digits.length >= LAOS_PHONE_DIGITS.min && digits.length <= LAOS_PHONE_DIGITS.max
      ? undefined
      : 'phoneLengthLaos';
  return digits.length === PHONE_LENGTH ? undefined : 'phoneLength';
}
