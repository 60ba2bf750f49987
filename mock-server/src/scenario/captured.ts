import type { CapturedSite } from '@portal/contract/admin';
import { ApiError } from '../domain/api-error.js';
import { validateScenario, type ScenarioDefinition } from './scenario.js';

/**
 * A world file captured from a real backend (`npm run capture`, scripts/capture) names a scenario for the
 * rules no read route shows (timing, support's words, slip outcomes, the refund percentage) and carries the
 * site its reads showed; this lays that site over the scenario. The result keeps the scenario's name (a
 * reset goes back to the scenario itself) and the captured site, which a save writes again. KEY_INVALID at
 * body.captured, saying why, when the two do not make a scenario the simulator can run.
 */
export function capturedScenario(base: ScenarioDefinition, captured: CapturedSite): ScenarioDefinition {
  const { site } = captured;
  const definition: ScenarioDefinition = {
    ...base,
    title: captured.title,
    description: `Captured from ${captured.from} at ${captured.at}`,
    login: captured.login,
    flags: { ...base.flags, ...captured.flags },
    site: {
      ...base.site,
      ...site,
      slipWindow: { ...base.site.slipWindow, ...site.slipWindow },
      refund: { ...base.site.refund, ...site.refund },
    },
    games: captured.games ?? base.games,
    bonuses: captured.bonuses ?? base.bonuses,
    promotions: captured.promotions ?? base.promotions,
    spinwheel: captured.spinwheel === undefined ? base.spinwheel : captured.spinwheel,
    // The file's tables are the world: nothing of the scenario's own seed comes with it.
    members: [],
    outcomes: [],
    faults: [],
    verifiedPhones: [],
    captured,
  };
  try {
    validateScenario(definition);
  } catch (error) {
    throw new ApiError('KEY_INVALID', [
      { path: 'body.captured', issue: 'invalid', note: error instanceof Error ? error.message : String(error) },
    ]);
  }
  return definition;
}
