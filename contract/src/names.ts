/**
 * A bank account holder as spec §3 writes it: first name, a space, last name (more names may follow). Plain,
 * so the web app checks it without the contract's schemas; the simulator refuses any other (INVALID_USER_INFO).
 */
export function isFullName(name: string): boolean {
  return /^\S+(?:\s+\S+)+$/.test(name.trim());
}
