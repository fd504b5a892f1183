// The reference values of the statistics tests: tables that
// scripts/stats-reference.py wrote from scipy, mpmath, statsmodels, numpy and
// Go's benchmath into test/unit/stats/reference/<subcommand>.json. Kept apart
// from the tests so a test reads as what it checks, and a table changes only
// by running the script again.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Each file read once: special.json alone holds seven tables, read one by one. */
const files = new Map<string, Record<string, unknown>>();

/** One table of reference/<command>.json; a missing table is an error naming the file. */
export function referenceTable<T>(command: string, table: string): T {
  const file = join(import.meta.dirname, 'reference', `${command}.json`);
  let tables = files.get(file);
  if (!tables) {
    tables = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    files.set(file, tables);
  }
  if (!(table in tables))
    throw new Error(`${file} has no table ${table}: run python3 scripts/stats-reference.py ${command}`);
  return tables[table] as T;
}
