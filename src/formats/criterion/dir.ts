import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BenchmarkCollector } from '../../model/collector.js';
import type { Problem, Summary } from '../../model/results.js';
import { checkBenchmarkFile, checkEstimatesFile, checkSampleFile, type BenchmarkFile } from './dir-files.js';
import { errorCode, findMeasurementDirs, MEASUREMENT_FILES, type MeasurementDir } from './dir-walk.js';
import { identityOfParts } from './identity.js';
import { CRITERION_TIME_UNIT, throughputMetric } from './units.js';
import { explainInvalidJson } from '../json/syntax.js';
import type { DirectoryFormat, ParsedFile } from '../types.js';

// Criterion.rs's history folder, target/criterion: one folder per benchmark
// (its directory_name: group/function/value) with `new/` (the latest run) and
// `base/` (the run before, or a --save-baseline name), each holding
// benchmark.json (identity, throughput), sample.json (iteration counts and
// total times in ns per sample) and estimates.json (bootstrap estimates).
// Samples are per-iteration times, times[i] / iters[i], in ns; the summary is
// Criterion's typical estimate (slope, or mean with flat sampling) at the
// confidence level the file states. Throughput metrics are derived from the
// times and benchmark.json's per-iteration count, in the kind's base unit
// (criterion-units.ts).
// Note: the times are assumed to be of Criterion's default WallTime
// measurement (ns); a custom Measurement writes its own values, and the files
// do not say which was used.

export interface CriterionDirOptions {
  /** The measurement folder to read: "new" (the latest run, the default), "base", or a --save-baseline name. */
  baseline?: string;
}

export function createCriterionDirFormat(options: CriterionDirOptions = {}): DirectoryFormat {
  const baseline = options.baseline ?? 'new';
  return {
    kind: 'directory',
    name: 'criterion-dir',
    parseDirectory: (dir) => parseCriterionDirectory(dir, baseline),
  };
}

export const criterionDirFormat: DirectoryFormat = createCriterionDirFormat();

/** Throws only when `dir` itself is not a readable folder; everything below it becomes problems. */
async function parseCriterionDirectory(dir: string, baseline: string): Promise<ParsedFile> {
  const info = statSync(dir);
  if (!info.isDirectory())
    throw new Error(`${dir}: not a directory (expected Criterion.rs's target/criterion)`);
  const problems: Problem[] = [];
  const collector = new BenchmarkCollector();
  const found = await findMeasurementDirs(dir, baseline, problems);
  for (const m of found) await readMeasurement(m, collector, problems);
  if (found.length === 0) {
    problems.push({
      file: dir,
      line: 0,
      message: `no Criterion.rs results: expected <benchmark>/${baseline}/{${MEASUREMENT_FILES.join(',')}} below it (cargo-criterion keeps its history elsewhere, in another format)`,
    });
  }
  return { context: { tool: { name: 'criterion' } }, ...collector.collected(dir, problems) };
}

async function readMeasurement(
  m: MeasurementDir,
  collector: BenchmarkCollector,
  problems: Problem[],
): Promise<void> {
  const read = async <T>(name: string, check: (json: unknown) => T | string): Promise<T | undefined> => {
    const file = join(m.path, name);
    if (!m.files.has(name)) {
      problems.push({
        file,
        line: 0,
        message: `missing: Criterion.rs writes ${MEASUREMENT_FILES.join(', ')} in every measurement folder`,
      });
      return undefined;
    }
    const json = await readJson(file, problems);
    if (json === undefined) return undefined;
    const checked = check(json);
    if (typeof checked === 'string') {
      problems.push({ file, line: 0, message: checked });
      return undefined;
    }
    return checked;
  };
  const bench = await read('benchmark.json', checkBenchmarkFile);
  const estimate = await read('estimates.json', checkEstimatesFile);
  const sample = await read('sample.json', checkSampleFile);
  // Without benchmark.json there is no identity to file the rest under.
  if (!bench) return;
  const samples = sample ? sample.times.map((t, i) => t / sample.iters[i]) : [];
  const summary: Summary | undefined = estimate && {
    center: estimate.center,
    low: estimate.low,
    high: estimate.high,
    n: sample ? sample.times.length : NaN,
    confidence: estimate.confidence,
  };
  if (!estimate && !sample) return;
  collector.add(identityOf(bench), [
    { unit: CRITERION_TIME_UNIT, samples, ...(summary ? { summary } : {}) },
    ...bench.throughput.map((t) => throughputMetric(t.kind, t.perIteration, samples, summary)),
  ]);
}

function identityOf(bench: BenchmarkFile) {
  return identityOfParts(bench.groupId, bench.functionId, bench.valueStr);
}

async function readJson(file: string, problems: Problem[]): Promise<unknown> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    problems.push({ file, line: 0, message: `cannot read: ${errorCode(err)}` });
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    const { line, message } = explainInvalidJson(text, err);
    problems.push({ file, line, message: `not valid JSON: ${message.slice(0, 160)}` });
    return undefined;
  }
}
