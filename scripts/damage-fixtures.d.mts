/** Writes every damaged variant under `root` (default test/fixtures/); returns how many. */
export function makeDamagedFixtures(root?: string): number;
