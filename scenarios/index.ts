import type { ScenarioDefinition } from '../mock-server/src/scenario/scenario.js';
import bonusLimits from './bonus-limits.js';
import chatSessions from './chat-sessions.js';
import defaultScenario from './default.js';
import failures from './failures.js';
import featuresOff from './features-off.js';
import laos from './laos.js';
import newMember from './new-member.js';
import otpRegistration from './otp-registration.js';
import qrExpiry from './qr-expiry.js';
import slipReasons from './slip-reasons.js';
import slowNetwork from './slow-network.js';
import spinCoupons from './spin-coupons.js';
import terminated from './terminated.js';

/** Every named scenario, by name. */
export const scenarios: Record<string, ScenarioDefinition> = Object.fromEntries(
  [
    defaultScenario,
    newMember,
    terminated,
    otpRegistration,
    qrExpiry,
    bonusLimits,
    spinCoupons,
    chatSessions,
    laos,
    featuresOff,
    failures,
    slowNetwork,
    slipReasons,
  ].map((scenario) => [scenario.name, scenario]),
);
