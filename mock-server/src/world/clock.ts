/**
 * The world's clock: real time flowing from a start, plus whatever QA or a test moved it forward.
 * QR countdowns tick in real time for a demo, and a test can jump an hour ahead in one call.
 */
export class Clock {
  private realStart = Date.now();
  private offsetMs = 0;
  private frozenAt: number | null = null;

  /** When the world began: what a scenario's "minutes ago" count from, however long seeding takes. */
  readonly origin: number;

  constructor(private start: number) {
    this.origin = start;
  }

  now(): number {
    if (this.frozenAt !== null) return this.frozenAt + this.offsetMs;
    return this.start + (Date.now() - this.realStart) + this.offsetMs;
  }

  advance(ms: number): number {
    this.offsetMs += ms;
    return this.now();
  }

  /** Stops the flow of real time (tests that compare exact times); `advance` still moves it. */
  freeze(): void {
    if (this.frozenAt === null) this.frozenAt = this.now() - this.offsetMs;
  }

  /** Stops the clock at `time` exactly (a saved world's frozen clock, however long taking it up took). */
  freezeAt(time: number): void {
    this.frozenAt = time - this.offsetMs;
  }

  /** Lets real time flow again from where the frozen clock stands. */
  unfreeze(): void {
    if (this.frozenAt === null) return;
    this.start = this.frozenAt;
    this.realStart = Date.now();
    this.frozenAt = null;
  }

  get frozen(): boolean {
    return this.frozenAt !== null;
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
