import type { CapturedSite, WorldSnapshot } from '@portal/contract/admin';
import { ApiError } from '../../mock-server/src/domain/api-error.js';
import type { ScenarioDefinition } from '../../mock-server/src/scenario/scenario.js';
import { importWorld } from '../../mock-server/src/scenario/snapshot.js';
import type { Reader } from './read.js';

/**
 * The site as the simulator can run it: what its rules could not live with (a code twice, a wheel that cannot
 * land, a withdrawal range with no room, a closing time that is no time) is left out and named, as a broken
 * list item is; the scenario's own takes its place.
 */
export function keepRunnable(captured: CapturedSite, reader: Reader): void {
  const once = <T>(items: T[] | undefined, key: (item: T) => string, route: string, what: string): T[] | undefined => {
    if (!items) return items;
    const seen = new Set<string>();
    return items.filter((item) => {
      const code = key(item);
      if (!seen.has(code)) return seen.add(code);
      reader.leaveOut(route, `${what} ${code} a second time: left out`);
      return false;
    });
  };
  captured.games = once(captured.games, (game) => game.code, 'wallet.get', 'game');
  captured.bonuses = once(captured.bonuses, (bonus) => bonus.code, 'bonus.list', 'bonus');
  const wheel = captured.spinwheel;
  if (wheel) {
    wheel.slices = once(wheel.slices, (slice) => slice.code, 'spinwheel.setup', 'slice') ?? [];
    if (!wheel.slices.some((slice) => slice.weight > 0)) {
      reader.leaveOut('spinwheel.setup', 'a wheel with no slice to land on: left out (the scenario’s wheel)');
      delete captured.spinwheel;
    }
  }
  const { withdraw, slipWindow } = captured.site;
  if (withdraw && withdraw.min > withdraw.max) {
    reader.leaveOut('lookup.withdraw', `minimum ${withdraw.min} over maximum ${withdraw.max}: left out`);
    delete captured.site.withdraw;
  }
  const clock = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
  if (slipWindow && !(clock.test(slipWindow.closedFrom) && clock.test(slipWindow.closedTo))) {
    reader.leaveOut(
      'lookup.slip',
      `closing ${slipWindow.closedFrom}-${slipWindow.closedTo} is no time of day: left out`,
    );
    delete captured.site.slipWindow;
  }
}

/**
 * The world as the simulator will load it (importWorld, the same check as POST /__admin/world): a row its
 * rules refuse (a name the API would not take, a chat message no one could have sent) is left out and named,
 * until it loads; anything else it refuses is the capture's failure, said.
 */
export function loadable(world: WorldSnapshot, base: ScenarioDefinition, reader: Reader): WorldSnapshot | string {
  let current = world;
  for (let round = 0; round < 5; round += 1) {
    try {
      importWorld(base, current, new Map()).dispose();
      return current;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const refused = new Map<string, Set<number>>();
      for (const detail of error.details ?? []) {
        const row = /^body\.tables\.(\w+)\.(\d+)/.exec(detail.path);
        const why = `${detail.path}${detail.note ? `: ${detail.note}` : ''}`;
        if (!row) return `the simulator refuses the world at ${why}`;
        // Without the member there is no one to log in as: nothing worth writing.
        if (row[1] === 'member') return `the simulator refuses the member itself at ${why}`;
        refused.set(row[1], (refused.get(row[1]) ?? new Set()).add(Number(row[2])));
        reader.leaveOut(
          row[1],
          `row ${row[2]} refused by the simulator's rules: ${detail.path}${detail.note ? ` (${detail.note})` : ''}`,
        );
      }
      const tables = { ...current.tables };
      for (const [table, indexes] of refused) tables[table] = tables[table].filter((_, index) => !indexes.has(index));
      current = { ...current, tables };
    }
  }
  return 'the simulator kept refusing rows of the world';
}
