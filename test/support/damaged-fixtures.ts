// Vitest global setup: the damaged variants of the real fixtures are made
// from them before any test runs (scripts/damage-fixtures.mjs), not stored.
import { makeDamagedFixtures } from '../../scripts/damage-fixtures.mjs';

export default function setup(): void {
  makeDamagedFixtures();
}
