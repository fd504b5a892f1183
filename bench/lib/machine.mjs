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

export function renderMachine(m) {
  return [
    `- date: ${m.date}`,
    `- machine: ${m.cpu}, ${m.nproc} cores (nproc), ${m.memory}, ${m.os}, governor ${m.governor}`,
    `- load average at start (1, 5, 15 min): ${m.loadavg.join(', ')}`,
    `- node ${m.node}; ${m.go}; benchstat ${m.benchstat}`,
    `- benchgate at ${m.commit}${m.dirty ? ' plus uncommitted changes in the working tree' : ''}`,
  ].join('\n');
}
