// Vitest global setup: the damaged variants of the real fixtures are made
// from them before any test runs (scripts/damage-fixtures.mjs), not stored.
import { makeDamagedFixtures } from '../../scripts/damage-fixtures.mjs';

export default function setup(): void {
  // scripts/test-suite.mjs makes them once and runs several vitests at a time:
  // making them again here would remove folders another one is reading.
  if (process.env.BENCHGATE_DAMAGED_FIXTURES_MADE === '1') return;
  makeDamagedFixtures();
}
