#!/usr/bin/env node
// benchgate's own benchmarks: speed against benchstat, and the detection
// study. Everything is written under bench/out/ (git-ignored); the numbers
// quoted in docs/performance.md come from bench/out/speed.md and
// bench/out/detection.md.
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { bundleCli, bundleJudge } from './lib/bundle.mjs';
import { BENCHSTAT } from './lib/paths.mjs';
import { parseOptions, refuse, UsageError } from './lib/args.mjs';
import { MissingRuns } from './lib/manifest.mjs';

const USAGE = `Usage: node bench/run.mjs <command> [options]   (npm run bench -- <command> ...)

Commands:
  inputs      generate the large Go files (real go test runs), derive the ten-runs Go file and the large JMH file
  speed       time benchgate and benchstat side by side on those inputs
  detection   the detection study: repeated real Go benchmark runs, A/A and A/B,
              judged by benchgate, github-action-benchmark's rule and benchstat
  all         speed, then detection

Options:
  --runs N        speed: counted rounds per command (default 7)
  --cli PATH      speed: the benchgate bundle to time (default: bundle src/ into bench/out/cli/)
  --regenerate    inputs/speed: run go test again even if the Go inputs exist
  --rounds N      detection: interleaved rounds (default 144); each runs A, A2 and every slowdown
                  once with -count 2 -benchmem, as runners/go.yml's rounds do
  --single-every K detection: a contrast block (A and every slowdown once, -count 10) every K rounds (default 7)
  --count N       detection: go test -count of the contrast runs (default 10)
  --benchtime D   detection: go test -benchtime (default 8ms)
  --design D      detection: "rounds" (default) or "single", the first study's 40 rounds of -count 10 runs
  --gomaxprocs N  detection: run go test with GOMAXPROCS=N (default: Go's own, the number of CPUs)
  --reuse         detection: judge the runs already in bench/out/detection/rounds (or runs/ with
                  --design single), do not run go test`;

const OPTIONS = {
  runs: { type: 'integer', min: 1, default: 7 },
  cli: { type: 'string' },
  regenerate: { type: 'boolean', default: false },
  rounds: { type: 'integer', min: 1 },
  'single-every': { type: 'integer', min: 1, default: 7 },
  design: { type: 'choice', choices: ['rounds', 'single'], default: 'rounds' },
  count: { type: 'integer', min: 1, default: 10 },
  benchtime: { type: 'string', default: '8ms' },
  gomaxprocs: { type: 'integer', min: 1 },
  reuse: { type: 'boolean', default: false },
};

function requireBenchstat() {
  if (!existsSync(BENCHSTAT)) throw new Error(`${BENCHSTAT} is missing: run node scripts/setup-tools.mjs`);
}

async function speed(values) {
  requireBenchstat();
  const cli = values.cli ? resolve(values.cli) : await bundleCli();
  const { runSpeed } = await import('./speed.mjs');
  await runSpeed({ runs: values.runs, cli, regenerate: values.regenerate });
}

async function detection(values) {
  requireBenchstat();
  if (values.design === 'rounds') {
    const { runRoundsStudy } = await import('./detection/study-rounds.mjs');
    await runRoundsStudy({
      rounds: values.rounds ?? 144,
      perRound: 2,
      count: values.count,
      singleEvery: values['single-every'],
      benchtime: values.benchtime,
      ...(values.gomaxprocs !== undefined ? { gomaxprocs: values.gomaxprocs } : {}),
      reuse: values.reuse,
      // Bundled after the runs are collected: the judge is today's engine.
      bundleJudge,
    });
    return;
  }
  const { runDetection } = await import('./detection/study.mjs');
  await runDetection({
    rounds: values.rounds ?? 40,
    count: values.count,
    benchtime: values.benchtime,
    ...(values.gomaxprocs !== undefined ? { gomaxprocs: values.gomaxprocs } : {}),
    reuse: values.reuse,
    bundleJudge,
  });
}

async function inputs(values) {
  const { deriveGoX10, ensureGoInputs } = await import('./inputs/go-matrix.mjs');
  const { deriveJmhLarge } = await import('./inputs/jmh-large.mjs');
  ensureGoInputs({ force: values.regenerate });
  console.error(`inputs: wrote ${deriveJmhLarge()}`);
  console.error(`inputs: wrote ${deriveGoX10().file}`);
}

async function main() {
  let parsed;
  try {
    parsed = parseOptions(OPTIONS, process.argv.slice(2), { allowPositionals: true });
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`bench/run.mjs: ${error.message}\n\n${USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  const command = positionals[0];
  if (values.help || !command) {
    process.stdout.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  if (positionals.length > 1) throw new Error(`one command at a time, got: ${positionals.join(' ')}`);
  switch (command) {
    case 'inputs':
      await inputs(values);
      return 0;
    case 'speed':
      await speed(values);
      return 0;
    case 'detection':
      await detection(values);
      return 0;
    case 'all':
      await speed(values);
      await detection(values);
      return 0;
    default:
      process.stderr.write(`unknown command "${command}"\n\n${USAGE}\n`);
      return 2;
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    // --reuse of runs that are not there: the manifest named, exit 2, as the other studies refuse it.
    if (err instanceof MissingRuns) refuse(import.meta.url, err.message);
    process.stderr.write(`bench: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
