/** Money inside the mock server is integer hundredths; the wire carries numbers with up to 2 decimals. */
export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

export function toMajor(minor: number): number {
  return minor / 100;
}

/** Whether a wire amount has at most two decimals (1.5 yes, 1.005 no). */
export function hasCents(amount: number): boolean {
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}
