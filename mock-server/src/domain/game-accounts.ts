/** Game account credentials: the provider username is the phone with the game's code. */
export function gameUsername(phone: string, gameCode: string): string {
  return `${gameCode.toLowerCase()}${phone.slice(-6)}`;
}

/** A game account's id: one account per member and game, so a lookup is by primary key. */
export function gameAccountId(memberId: string, gameCode: string): string {
  return `${memberId}:${gameCode}`;
}
