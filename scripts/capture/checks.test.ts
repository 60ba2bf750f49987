import type { CapturedSite } from '@portal/contract/admin';
import { describe, expect, it } from 'vitest';
import { keepRunnable } from './checks.js';
import { Reader } from './read.js';

const game = (code: string) => ({
  code,
  name: code,
  category: 'slot' as const,
  ftWalletSlot: 1,
  background: '',
  logo: '',
  url: null,
  android: null,
  ios: null,
  autoLoginGame: null,
});
const slice = (code: string, weight: number) => ({
  code,
  label: code,
  bgColor: '#000',
  textColor: '#fff',
  htmlDescription: null,
  prize: { name: code, amount: 0 },
  weight,
});

describe('a captured site the simulator could not run', () => {
  it('loses only what its rules could not live with, each named in the report', () => {
    const reader = new Reader('http://backend.test', fetch, {});
    const site: CapturedSite = {
      from: 'http://backend.test',
      at: '2026-11-27T00:00:00.000Z',
      title: 'Captured',
      login: { phone: '0812345678', password: 'secret123' },
      flags: {},
      site: {
        withdraw: { min: 500, max: 100 },
        slipWindow: { closedFrom: '23:50', closedTo: '00:10', uploadWithinMinutes: 60 },
      },
      games: [game('PG'), game('JOKER'), game('PG')],
      spinwheel: { name: 'Wheel', active: true, couponMinutes: 60, slices: [slice('A', 0), slice('B', 0)] },
    };
    keepRunnable(site, reader);
    expect(site.games!.map((item) => item.code)).toEqual(['PG', 'JOKER']);
    expect(site.spinwheel).toBeUndefined();
    expect(site.site).toEqual({ slipWindow: { closedFrom: '23:50', closedTo: '00:10', uploadWithinMinutes: 60 } });
    expect(reader.lines.map((line) => `${line.route}: ${line.notes.join('; ')}`)).toEqual([
      'wallet.get: game PG a second time: left out',
      'spinwheel.setup: a wheel with no slice to land on: left out (the scenario’s wheel)',
      'lookup.withdraw: minimum 500 over maximum 100: left out',
    ]);
  });
});
