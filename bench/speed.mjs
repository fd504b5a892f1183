// The speed suite: benchgate and benchstat on the same large inputs, each
// command run N times interleaved, medians and ratios reported. benchgate runs
// on each Node at hand: the pinned Node 24 in .tools/node24, the action's
// runtime, and the machine's own node.
//   node bench/run.mjs speed [--runs 7] [--cli PATH] [--regenerate]
import { execFileSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { node24Path } from '../scripts/setup-tools.mjs';
import { deriveGoX10, ensureGoInputs, GO_BASE, GO_BASE_X10, GO_HEAD } from './inputs/go-matrix.mjs';
import { deriveJmhLarge, JMH_LARGE, JMH_SOURCE } from './inputs/jmh-large.mjs';
import { timeInterleaved, ratioOf } from './lib/interleave.mjs';
import { describeMachine } from './lib/machine.mjs';
import { BENCHSTAT, outPath } from './lib/paths.mjs';
import { profileCli } from './lib/profile.mjs';
import { renderSpeed } from './speed-report.mjs';

const FLOOR_SCRIPT = fileURLToPath(new URL('./floor/go-parse-floor.mjs', import.meta.url));
const RESULTS = 24000; // 2,400 benchmarks x 10 samples: result lines, or JMH iterations

/** The Nodes benchgate is timed on: the action's runtime first, when installed, then the machine's node. */
export function speedRuntimes() {
  const runtimes = [];
  const node24 = node24Path();
  if (existsSync(node24)) {
    const version = execFileSync(node24, ['--version'], { encoding: 'utf8' }).trim();
    runtimes.push({ id: 'node24', node: node24, label: `Node ${version} (the action's runtime)` });
  }
  runtimes.push({ id: 'system', node: 'node', label: `Node ${process.version} (this machine's node)` });
  return runtimes;
}

/** The commands timed, side by side; each task pairs benchgate with what users would run instead. */
function tasksFor(cli, runtime) {
  const node = (args) => ({ cmd: runtime.node, args: [cli, ...args] });
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
        cmd: runtime.node,
        args: ['-e', 'JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"))', JMH_LARGE],
        shown: 'node -e JSON.parse(file)  (floor, not a competitor)',
        competitor: false,
        // The floor runs on the same Node as benchgate; benchstat is one command for all.
        perRuntime: true,
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
function floorsFor(cli, runtime) {
  const floors = [
    { id: 'node-empty', cmd: runtime.node, args: ['-e', ''], shown: "node -e ''" },
    { id: 'cli-version', cmd: runtime.node, args: [cli, '--version'], shown: 'benchgate --version' },
    {
      id: 'go-parse-floor',
      cmd: runtime.node,
      args: [FLOOR_SCRIPT, GO_BASE],
      shown: 'node bench/floor/go-parse-floor.mjs go-base.txt (read, match, group, JSON; nothing else)',
    },
  ];
  return floors.map((f) => ({ ...f, id: `${f.id}@${runtime.id}`, runtime: runtime.label }));
}

export async function runSpeed({ runs, cli, regenerate, log = console.error }) {
  const machine = describeMachine();
  const go = ensureGoInputs({ force: regenerate, log });
  deriveJmhLarge();
  const x10 = deriveGoX10();
  log(`inputs: go ${GO_BASE_X10}: ${x10.bytes} bytes, ${x10.results} result lines (go-base.txt ten times)`);
  log(`inputs: jmh ${JMH_LARGE} derived from ${JMH_SOURCE}`);
  const runtimes = speedRuntimes();
  const tasks = runtimes.flatMap((runtime) =>
    tasksFor(cli, runtime).map((t) => ({
      ...t,
      runtime: runtime.label,
      runtimeId: runtime.id,
      oursId: `${t.id}:ours@${runtime.id}`,
      theirsId: t.theirs.perRuntime ? `${t.id}:theirs@${runtime.id}` : `${t.id}:theirs`,
    })),
  );
  const floors = runtimes.flatMap((runtime) => floorsFor(cli, runtime));
  // One command per id: benchstat is timed once per round and compared with every Node's run.
  const commands = new Map();
  for (const t of tasks) {
    commands.set(t.oursId, { ...t.ours, id: t.oursId });
    commands.set(t.theirsId, { ...t.theirs, id: t.theirsId });
  }
  for (const f of floors) commands.set(f.id, f);
  const timed = timeInterleaved([...commands.values()], { runs, log });
  const results = tasks.map((t) => {
    const ours = timed[t.oursId];
    const theirs = timed[t.theirsId];
    return { ...t, oursTimes: ours, theirsTimes: theirs, ratio: ratioOf(ours, theirs) };
  });
  log('speed: profiling one run of each benchgate command (node --cpu-prof; not timed)');
  const profiles = tasks.map((t) => ({
    id: t.id,
    runtime: t.runtime,
    shown: t.ours.shown,
    ...profileCli({
      node: t.ours.cmd,
      bundle: cli,
      args: t.ours.args.slice(1),
      dir: outPath('profiles', `${t.id}@${t.runtimeId}`),
    }),
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
