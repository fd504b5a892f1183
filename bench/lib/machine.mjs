// What the numbers were measured on: the same fields as benchgate's own
// environment fingerprint (src/run/fingerprint.ts), plus the tool versions
// and the load, since this machine is shared.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { BENCHSTAT, ROOT } from './paths.mjs';

function firstLine(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', cwd: ROOT });
  if (r.error || r.status !== 0) return `unavailable (${r.error?.message ?? `exit ${r.status}`})`;
  return (r.stdout || r.stderr).split('\n')[0].trim();
}

function governor() {
  try {
    return readFileSync('/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor', 'utf8').trim();
  } catch {
    return 'unknown (no cpufreq)';
  }
}

export function describeMachine() {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    nproc: cpus.length,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    governor: governor(),
    loadavg: os.loadavg().map((x) => Number(x.toFixed(2))),
    node: process.version,
    go: firstLine('go', ['version']),
    benchstat: benchstatVersion(),
    commit: firstLine('git', ['rev-parse', '--short', 'HEAD']),
    dirty: firstLine('git', ['status', '--porcelain', '--untracked-files=no']) !== '',
  };
}

/** benchstat's module version, as `go version -m` reads it from the binary. */
function benchstatVersion() {
  const r = spawnSync('go', ['version', '-m', BENCHSTAT], { encoding: 'utf8' });
  if (r.error || r.status !== 0) return `unavailable (run node scripts/setup-tools.mjs)`;
  const mod = r.stdout.split('\n').find((l) => l.trim().startsWith('mod\t'));
  return mod ? mod.trim().split('\t').slice(1, 3).join('@') : 'unknown';
}

/**
 * Whether the machine is idle enough to start a collection (`loadavg` as
 * os.loadavg() gives it): the 1-minute
 * load at or below `limit`, and the 5-minute load at or below twice it.
 * Why both: the 1-minute load also dips below 0.3 in a lull of a long job
 * (a fresh-clone run of the suite read 0.25 for a minute of its timed step on
 * 2026-11-28 08:33 UTC, and a probe started there), while that job keeps the
 * 5-minute load near 1 and more; a 40 s probe of our own leaves it near 0.13.
 */
export function idleEnough(loadavg, limit) {
  const [one, five] = loadavg;
  return one <= limit && five <= 2 * limit;
}

/**
 * Waits until the machine is idle enough (idleEnough), then returns the
 * 1-minute load; throws after `waitSeconds`. Why: a collection of timings
 * runs alone, and this machine's noise moves from minute to minute, so a
 * collection started beside other work measures that work
 * (docs/performance.md, "How collections are taken").
 */
export function awaitIdle({ limit = 0.3, waitSeconds = 600, log = console.error } = {}) {
  const started = Date.now();
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    const load = os.loadavg();
    if (idleEnough(load, limit)) return Number(load[0].toFixed(2));
    const shown = `1- and 5-minute load ${load[0].toFixed(2)} and ${load[1].toFixed(2)}`;
    if ((Date.now() - started) / 1000 >= waitSeconds)
      throw new Error(
        `the ${shown}, above ${limit} and ${2 * limit}, after ${waitSeconds} s: a collection runs alone; ` +
          'stop what else runs (a suite, a study, a helper), or pass --max-load to record a loaded collection as such',
      );
    log(`waiting for an idle machine: ${shown} (at most ${limit} and ${2 * limit})`);
    Atomics.wait(pause, 0, 0, 15_000);
  }
}

/**
 * CPU time the hypervisor ran something else while this VM's CPUs wanted to
 * run ("steal" in /proc/stat, summed over the CPUs), in seconds since boot;
 * undefined where the kernel does not say. Why: on this VM the time a run
 * loses this way is time the benchmark's clock counts and its code did not
 * get, a cause of the rounds' noise that the load average cannot see (the
 * load counts our own runnable threads, not the host's), so collections
 * record it beside the load (docs/performance.md, "How collections are
 * taken").
 */
export function stolenSeconds() {
  let line;
  try {
    line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0];
  } catch {
    return undefined;
  }
  // cpu user nice system idle iowait irq softirq steal …, in USER_HZ ticks: 100 a second on every Linux ABI.
  const steal = Number(line.trim().split(/\s+/)[8]);
  return line.startsWith('cpu ') && Number.isFinite(steal) ? steal / 100 : undefined;
}

/** Seconds stolen between two readings of stolenSeconds, to the tick; undefined if either is. */
export function stolenBetween(before, after) {
  return before === undefined || after === undefined ? undefined : Number((after - before).toFixed(2));
}

/**
 * CPU time stolen per second of running over a collection's runs (each with
 * `seconds` and `stolen`); undefined when a run has no reading (collected
 * before runs recorded it, or on a kernel without steal).
 */
export function stolenPerSecond(runs) {
  if (runs.length === 0 || runs.some((r) => r.stolen === undefined)) return undefined;
  const seconds = runs.reduce((a, r) => a + r.seconds, 0);
  return Number((runs.reduce((a, r) => a + r.stolen, 0) / seconds).toFixed(4));
}

/** The stolen time per second of running as a report's clause: "23 ms a second stolen by the hypervisor". */
export function describeStolen(perSecond) {
  return `${(1000 * perSecond).toFixed(0)} ms a second stolen by the hypervisor`;
}

export function renderMachine(m) {
  return [
    `- date: ${m.date}`,
    `- machine: ${m.cpu}, ${m.nproc} cores (nproc), ${m.memory}, ${m.os}, governor ${m.governor}`,
    `- load average at start (1, 5, 15 min): ${m.loadavg.join(', ')}`,
    `- node ${m.node}; ${m.go}; benchstat ${m.benchstat}`,
    `- benchgate at ${m.commit}${m.dirty ? ' plus uncommitted changes in the working tree' : ''}`,
  ].join('\n');
}
