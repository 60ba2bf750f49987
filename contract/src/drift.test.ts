import { describe, expect, it } from 'vitest';
import { applyDrift, type BodyDrift } from './drift.js';

const body = {
  total: 2,
  statements: [
    { _id: 'S1', status: 'SUCCESS', amount: 500, createdAt: '2026-01-02T03:04:05.000Z' },
    { _id: 'S2', status: 'FAILED', amount: 20, createdAt: '2026-01-03T23:59:00.000Z' },
  ],
};
const drift = (change: BodyDrift['change'], field: string | null, to: string | null = null) =>
  applyDrift(body, { change, field, to }) as typeof body;

describe('a drifted answer', () => {
  it('renames, retypes, nulls and drops every field of a name, at any depth', () => {
    expect(drift('rename-field', 'amount', 'value').statements[0]).toEqual({
      _id: 'S1',
      status: 'SUCCESS',
      value: 500,
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    expect(drift('retype-field', 'amount').statements.map((entry) => entry.amount)).toEqual(['500', '20']);
    expect(drift('null-field', 'status').statements.map((entry) => entry.status)).toEqual([null, null]);
    expect(drift('drop-field', 'amount').statements.every((entry) => !('amount' in entry))).toBe(true);
  });

  it('sends a value no enumeration has, a date in another form, a broken first item and a field of its own', () => {
    expect(drift('unknown-value', 'status').statements[0]!.status).toBe('UNKNOWN_VALUE');
    expect(drift('unknown-value', 'status', 'PENDING').statements[1]!.status).toBe('PENDING');
    expect(drift('date-format', 'createdAt').statements.map((entry) => entry.createdAt)).toEqual([
      '02/01/2026 03:04',
      '03/01/2026 23:59',
    ]);
    expect(drift('bad-item', 'statements').statements).toEqual([
      { _id: null, status: null, amount: null, createdAt: null },
      body.statements[1],
    ]);
    const extra = drift('extra-field', null, 'cashback') as unknown as Record<string, unknown>;
    expect(extra.cashback).toBe('drift');
    expect((extra.statements as Record<string, unknown>[])[0]!.cashback).toBe('drift');
  });

  it('leaves the body as it is for a change that needs a field and has none, and never changes the original', () => {
    expect(drift('null-field', null)).toEqual(body);
    drift('drop-field', 'amount');
    expect(body.statements[0]!.amount).toBe(500);
  });
});
