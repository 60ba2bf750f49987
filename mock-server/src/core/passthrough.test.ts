import { describe, expect, it } from 'vitest';
import { routesNamed, shapeDifferences } from './passthrough.js';

const ROUTES = [
  { name: 'lookup.banks', access: 'public' },
  { name: 'lookup.info', access: 'public' },
  { name: 'account.login', access: 'public' },
  { name: 'wallet.get', access: 'member' },
  { name: 'chat.history', access: 'optional' },
] as const;

describe('routesNamed', () => {
  it('reads names, groups and *, in the contract’s order', () => {
    expect(routesNamed(['lookup.*'], ROUTES)).toEqual({ routes: ['lookup.banks', 'lookup.info'], broughtAlong: [] });
    expect(routesNamed(['lookup.info', 'lookup.banks'], ROUTES)).toEqual({
      routes: ['lookup.banks', 'lookup.info'],
      broughtAlong: [],
    });
    expect(routesNamed(['*'], ROUTES)).toEqual({ routes: ROUTES.map((route) => route.name), broughtAlong: [] });
  });

  it('brings the log-in along with a route that reads a token, and not otherwise', () => {
    expect(routesNamed(['wallet.get'], ROUTES)).toEqual({
      routes: ['account.login', 'wallet.get'],
      broughtAlong: ['account.login'],
    });
    expect(routesNamed(['chat.*'], ROUTES)).toEqual({
      routes: ['account.login', 'chat.history'],
      broughtAlong: ['account.login'],
    });
    expect(routesNamed(['account.login', 'wallet.get'], ROUTES)).toMatchObject({ broughtAlong: [] });
  });

  it('names each pattern that reaches no route; a dot is a dot, not any character', () => {
    expect(routesNamed(['lookup.*', 'wallet', 'lookupXinfo', 'wallet.get'], ROUTES)).toEqual({ unmatched: [1, 2] });
  });
});

describe('shapeDifferences', () => {
  it('finds fields on one side only and fields of another type, not other values', () => {
    expect(shapeDifferences({ a: 1, b: 'x', c: { d: true } }, { a: 2, b: 'y', c: { d: false } })).toEqual([]);
    expect(shapeDifferences({ a: '1', c: { d: true, e: 1 } }, { a: 1, b: 'y', c: { d: null } })).toEqual([
      { path: 'a', real: 'string', simulated: 'number' },
      { path: 'b', real: 'absent', simulated: 'string' },
      { path: 'c.d', real: 'boolean', simulated: 'null' },
      { path: 'c.e', real: 'number', simulated: 'absent' },
    ]);
  });

  it('merges a list’s items, says nothing under an empty list, and names an absent part once', () => {
    const real = {
      items: [
        { id: 'a', amount: 1 },
        { id: 'b', amount: 2, note: 'x' },
      ],
      extra: { deep: { x: 1 } },
    };
    expect(shapeDifferences(real, { items: [{ id: 'c', amount: 3 }] })).toEqual([
      { path: 'extra', real: 'object', simulated: 'absent' },
      { path: 'items[].note', real: 'string', simulated: 'absent' },
    ]);
    expect(shapeDifferences(real, { items: [], extra: { deep: { x: 1 } } })).toEqual([]);
    expect(shapeDifferences([1, 'a'], [2])).toEqual([{ path: '[]', real: 'number | string', simulated: 'number' }]);
    expect(shapeDifferences('Not Found', { message: 'NO_DATA' })).toEqual([
      { path: '(answer)', real: 'string', simulated: 'object' },
      { path: 'message', real: 'absent', simulated: 'string' },
    ]);
  });
});
