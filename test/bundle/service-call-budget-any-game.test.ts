// Any game's whole event under the call budget of test/bundle/service-call-budget.test.ts, in a file of
// its own: its 2,000-player Swiss is paired by a weighted matching (src/engine/any-game/swiss-pairing.ts),
// about 55 s of the emulator for the event, so it runs beside the other formats' cases, not after them.
import { describe, it } from 'vitest';
import { DRIVERS, type Driver } from '../../bench/calls';
import { constantCallsName, expectBudgets } from '../support/call-budget';

const driver = DRIVERS.find((d) => d.id === 'any-game') as Driver;

describe('service calls per entry point: constant in players and rounds, within budget (any game)', () => {
  it(constantCallsName(driver), () => expectBudgets(driver), 400_000);
});
