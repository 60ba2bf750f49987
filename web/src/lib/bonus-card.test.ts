import type { Bonus } from '@portal/contract/schemas';
import { describe, expect, it } from 'vitest';
import { bonusCardState } from './bonus-card';

/** A bonus of `type` received at the given instants (ISO), at most `maxReceived` times a period. */
const bonus = (type: Bonus['type'], maxReceived: number, received: string[], isActive = false) => ({
  type,
  maxReceived,
  userBonus: { _id: 'ub1', isActive, received: received.map((updatedAt) => ({ updatedAt })) },
});
const at = (iso: string) => Date.parse(iso);

describe('bonus card state', () => {
  it('is open for a bonus never received, and active while held, whatever its count', () => {
    expect(bonusCardState({ type: 'limit', maxReceived: 1, userBonus: null }, at('2026-11-24T00:00:00Z'))).toBe('open');
    expect(bonusCardState(bonus('limit', 1, ['2026-11-01T00:00:00Z'], true), at('2026-11-24T00:00:00Z'))).toBe(
      'active',
    );
  });

  it('limit: received once maxReceived receipts exist, however long ago', () => {
    const now = at('2027-06-01T00:00:00Z');
    expect(bonusCardState(bonus('limit', 2, ['2025-01-01T00:00:00Z']), now)).toBe('open');
    expect(bonusCardState(bonus('limit', 2, ['2025-01-01T00:00:00Z', '2026-12-31T23:00:00Z']), now)).toBe('received');
  });

  it('day: counts the receipts of the site calendar day (UTC+7), open again after its midnight', () => {
    // Received twice on Friday 20 November at the site: 07:00 and 23:50.
    const card = bonus('day', 2, ['2026-11-20T00:00:00Z', '2026-11-20T16:50:00Z']);
    expect(bonusCardState(card, at('2026-11-20T16:59:59Z'))).toBe('received'); // Friday 23:59:59
    expect(bonusCardState(card, at('2026-11-20T17:00:00Z'))).toBe('open'); // Saturday 00:00
    // 20:00 UTC on the 19th is already the 20th at the site: it counts with the 20th.
    expect(
      bonusCardState(bonus('day', 2, ['2026-11-19T20:00:00Z', '2026-11-20T10:00:00Z']), at('2026-11-20T12:00:00Z')),
    ).toBe('received');
  });

  it('week: counts the receipts of the site week from Monday, open again on the next Monday', () => {
    const card = bonus('week', 1, ['2026-11-16T17:30:00Z']); // Tuesday 17 November, 00:30 at the site
    expect(bonusCardState(card, at('2026-11-22T16:59:00Z'))).toBe('received'); // Sunday 23:59
    expect(bonusCardState(card, at('2026-11-22T17:00:00Z'))).toBe('open'); // Monday 00:00
    // A receipt on the Sunday before does not count in this week.
    expect(bonusCardState(bonus('week', 1, ['2026-11-15T16:00:00Z']), at('2026-11-17T00:00:00Z'))).toBe('open');
  });

  it('across the new year: a day ends at midnight, a week runs on into January', () => {
    const lateDecember = '2026-12-31T16:30:00Z'; // 31 December, 23:30 at the site
    expect(bonusCardState(bonus('day', 1, [lateDecember]), at('2026-12-31T17:00:00Z'))).toBe('open'); // 1 January 00:00
    expect(bonusCardState(bonus('week', 1, [lateDecember]), at('2027-01-03T16:59:00Z'))).toBe('received'); // Sunday 3 January
    expect(bonusCardState(bonus('week', 1, [lateDecember]), at('2027-01-03T17:00:00Z'))).toBe('open'); // Monday 4 January
    expect(bonusCardState(bonus('limit', 1, [lateDecember]), at('2028-01-01T00:00:00Z'))).toBe('received');
  });
});
