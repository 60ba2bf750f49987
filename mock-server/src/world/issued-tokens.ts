/**
 * The log-in tokens one simulator has issued, in any of its worlds and sessions, the newest ISSUED_LIMIT of
 * them: a passthrough never sends one to a real backend (core/dispatch.ts), even one of a world since reset
 * or of another session. Every slot of a simulator's sessions gives its worlds the same register (sessions.ts).
 */
const ISSUED_LIMIT = 100_000;

export class IssuedTokens {
  private readonly tokens = new Set<string>();

  remember(token: string): void {
    this.tokens.add(token);
    if (this.tokens.size > ISSUED_LIMIT) this.tokens.delete(this.tokens.values().next().value as string);
  }

  has(token: string): boolean {
    return this.tokens.has(token);
  }
}
