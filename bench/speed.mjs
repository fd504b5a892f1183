// The speed suite: benchgate and benchstat on the same large inputs, each
// command run N times interleaved, medians and ratios reported.
//   node bench/run.mjs speed [--runs 7] [--cli PATH] [--regenerate]
import { statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deriveGoX10, ensureGoInputs, GO_BASE, GO_BASE_X10, GO_HEAD } from './inputs/go-matrix.mjs';
import { deriveJmhLarge, JMH_LARGE, JMH_SOURCE } from './inputs/jmh-large.mjs';
import { timeInterleaved, ratioOf } from './lib/interleave.mjs';
import { describeMachine } from './lib/machine.mjs';
import { BENCHSTAT, outPath } from './lib/paths.mjs';
import { profileCli } from './lib/profile.mjs';
import { renderSpeed } from './speed-report.mjs';

const FLOOR_SCRIPT = fileURLToPath(new URL('./floor/go-parse-floor.mjs', import.meta.url));
const RESULTS = 24000; // 2,400 benchmarks x 10 samples: result lines, or JMH iterations

/** The commands timed, side by side; each task pairs benchgate with what users would run instead. */
function tasksFor(cli) {
  const node = (args) => ({ cmd: 'node', args: [cli, ...args] });
  return [
    {
      id: 'go-parse',
      title: 'parse Go output',
      ours: { ...node(['parse', GO_BASE, '--json']), shown: 'benchgate parse go-base.txt --json' },
      theirs: { cmd: BENCHSTAT, args: [GO_BASE], shown: 'benchstat go-base.txt', competitor: true },
      bytes: statSync(GO_BASE).size,
      results: RESULTS,
    },
    {
      id: 'go-parse-x10',
      title: 'parse Go output, 10 runs appended',
      ours: { ...node(['parse', GO_BASE_X10, '--json']), shown: 'benchgate parse go-base-x10.txt --json' },
      theirs: { cmd: BENCHSTAT, args: [GO_BASE_X10], shown: 'benchstat go-base-x10.txt', competitor: true },
      bytes: statSync(GO_BASE_X10).size,
      results: 10 * RESULTS,
    },
    {
      id: 'jmh-parse',
      title: 'parse JMH JSON',
      ours: { ...node(['parse', JMH_LARGE, '--json']), shown: 'benchgate parse jmh-large.json --json' },
      // benchstat does not read JMH; the floor is what any Node program pays to read the file.
      theirs: {
        cmd: 'node',
        args: ['-e', 'JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"))', JMH_LARGE],
        shown: 'node -e JSON.parse(file)  (floor, not a competitor)',
        competitor: false,
      },
      bytes: statSync(JMH_LARGE).size,
      results: RESULTS,
    },
    {
      id: 'compare',
      title: 'compare base with head, text report',
      // Exit status 1 means "regression found": expected, head has injected slowdowns.
      ours: {
        ...node(['compare', GO_BASE, GO_HEAD, '--text']),
        okStatus: [0, 1],
        shown: 'benchgate compare go-base.txt go-head.txt --text',
      },
      theirs: {
        cmd: BENCHSTAT,
        args: [GO_BASE, GO_HEAD],
        shown: 'benchstat go-base.txt go-head.txt',
        competitor: true,
      },
      bytes: statSync(GO_BASE).size + statSync(GO_HEAD).size,
      results: 2 * RESULTS,
    },
  ];
}

/** Floors: what every benchgate run pays before it reads a byte, and the least any Node program pays for the Go parse. */
function floorsFor(cli) {
  return [
    { id: 'node-empty', cmd: 'node', args: ['-e', ''], shown: "node -e ''" },
    { id: 'cli-version', cmd: 'node', args: [cli, '--version'], shown: 'benchgate --version' },
    {
      id: 'go-parse-floor',
      cmd: 'node',
      args: [FLOOR_SCRIPT, GO_BASE],
      shown: 'node bench/floor/go-parse-floor.mjs go-base.txt (read, match, group, JSON; nothing else)',
    },
  ];
}

export async function runSpeed({ runs, cli, regenerate, log = console.error }) {
  const machine = describeMachine();
  const go = ensureGoInputs({ force: regenerate, log });
  deriveJmhLarge();
  const x10 = deriveGoX10();
  log(`inputs: go ${GO_BASE_X10}: ${x10.bytes} bytes, ${x10.results} result lines (go-base.txt ten times)`);
  log(`inputs: jmh ${JMH_LARGE} derived from ${JMH_SOURCE}`);
  const tasks = tasksFor(cli);
  const floors = floorsFor(cli);
  const commands = [
    ...tasks.flatMap((t) => [
      { ...t.ours, id: `${t.id}:ours` },
      { ...t.theirs, id: `${t.id}:theirs` },
    ]),
    ...floors,
  ];
  const timed = timeInterleaved(commands, { runs, log });
  const results = tasks.map((t) => {
    const ours = timed[`${t.id}:ours`];
    const theirs = timed[`${t.id}:theirs`];
    return { ...t, oursTimes: ours, theirsTimes: theirs, ratio: ratioOf(ours, theirs) };
  });
  log('speed: profiling one run of each benchgate command (node --cpu-prof; not timed)');
  const profiles = tasks.map((t) => ({
    id: t.id,
    shown: t.ours.shown,
    ...profileCli({ bundle: cli, args: t.ours.args.slice(1), dir: outPath('profiles', t.id) }),
  }));
  const report = {
    machine: { ...machine, loadavgAtEnd: describeMachine().loadavg },
    runs,
    cli,
    go,
    results,
    floors: floors.map((f) => ({ ...f, ...timed[f.id] })),
    profiles,
  };
  writeFileSync(outPath('speed.json'), JSON.stringify(report, null, 2));
  writeFileSync(outPath('speed.md'), renderSpeed(report));
  log(`speed: wrote ${outPath('speed.md')} and speed.json`);
  return report;
}
