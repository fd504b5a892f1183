// `benchgate history calibration STORE`: records an A/A run in the store
// (--record DIR, the run's --out with base.json, head.json and
// comparison.json) or prints what the recorded runs say: per benchmark and
// machine the per-round noise and the false alarms over the last N runs, the
// rates, and the benchmarks whose noise cannot reach their threshold.

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Comparison } from '../compare/types.js';
import { loadInputs } from '../formats/load-result-files.js';
import { appendCalibration, readCalibration } from '../history/calibration-store.js';
import {
  CALIBRATION_RUNS,
  calibrationLines,
  summarizeCalibration,
  unreachable,
} from '../history/calibration.js';
import { renderCalibration } from '../report/calibration-text.js';
import { MACHINE_LABEL_PATTERN } from '../history/store-schema.js';
import { parseCommandLine } from './args.js';
import { EXIT, UsageError } from './errors.js';

export const CALIBRATION_USAGE = `  benchgate history calibration STORE [--last N] [--json]
  benchgate history calibration STORE --record DIR --commit SHA [--time ISO] [--machine LABEL]`;

export async function calibrationCommand(args: string[], usage: string): Promise<number> {
  const { values, positionals } = parseCommandLine(
    args,
    {
      record: { type: 'string' },
      commit: { type: 'string' },
      time: { type: 'string' },
      machine: { type: 'string' },
      last: { type: 'string' },
      json: { type: 'boolean' },
    },
    usage,
  );
  const [store] = positionals;
  if (!store) throw new UsageError(`history calibration needs STORE\n\n${usage}`);
  if (values.machine !== undefined && !MACHINE_LABEL_PATTERN.test(values.machine))
    throw new UsageError(
      `--machine "${values.machine}" is not a label: letters, digits, ".", "-" and "_", at most 64, starting with a letter or digit`,
    );
  if (values.record !== undefined)
    return record(resolve(store), values.record, {
      commit: values.commit,
      time: values.time,
      machine: values.machine,
    });
  const last = values.last === undefined ? CALIBRATION_RUNS : Number(values.last);
  if (!Number.isInteger(last) || last < 1)
    throw new UsageError(`--last "${values.last}" is not a whole number of runs`);
  const { lines, problems } = readCalibration(resolve(store));
  for (const p of problems) process.stderr.write(`benchgate: ${p}\n`);
  const summary = summarizeCalibration(lines, last);
  process.stdout.write(
    values.json
      ? `${JSON.stringify({ ...summary, unreachable: unreachable(summary) }, null, 2)}\n`
      : renderCalibration(summary),
  );
  return problems.length > 0 ? EXIT.partial : EXIT.ok;
}

async function record(
  store: string,
  dir: string,
  { commit, time, machine }: { commit?: string; time?: string; machine?: string },
): Promise<number> {
  if (!commit || !/^[0-9a-f]{7,64}$/i.test(commit))
    throw new UsageError('history calibration --record needs --commit SHA (the commit the A/A run measured)');
  if (time !== undefined && Number.isNaN(Date.parse(time)))
    throw new UsageError(`--time "${time}" is not an ISO 8601 time`);
  const file = (name: string) => {
    const path = join(dir, name);
    if (!existsSync(path))
      throw new UsageError(
        `--record ${dir}: no ${name} (the A/A run's --out holds base.json, head.json and comparison.json)`,
      );
    return path;
  };
  const { results: base } = await loadInputs([file('base.json')]);
  const { results: head } = await loadInputs([file('head.json')]);
  let comparison: Comparison;
  try {
    comparison = JSON.parse(readFileSync(file('comparison.json'), 'utf8')) as Comparison;
  } catch (err) {
    throw new UsageError(`${join(dir, 'comparison.json')}: not JSON (${(err as Error).message})`);
  }
  if (!Array.isArray(comparison.rows))
    throw new UsageError(`${join(dir, 'comparison.json')}: not a benchgate comparison (no rows)`);
  const lines = calibrationLines({
    commit,
    time: time ? new Date(time).toISOString() : new Date().toISOString(),
    base,
    head,
    comparison,
    ...(machine ? { machine } : {}),
  });
  const written = appendCalibration(store, lines);
  process.stderr.write(
    `benchgate: recorded ${lines.length} rows of the A/A run at ${commit.slice(0, 12)} in ${written}\n`,
  );
  return EXIT.ok;
}
