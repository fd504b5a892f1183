import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { MachineInfo } from '../model/results.js';
import { execShell } from '../process/exec.js';
import type { ToolRequirement } from './preset.js';

/** What the machine and toolchain were when a side ran: recorded in both results' context. */
export interface Fingerprint {
  machine: MachineInfo;
  toolchain: Record<string, string>;
}

export function machineInfo(): MachineInfo {
  const cpus = os.cpus();
  return {
    os: os.platform(),
    arch: os.arch(),
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    kernel: `${os.type()} ${os.release()}`,
    ...(governor() ? { governor: governor() } : {}),
  };
}

/** The 1-minute load average per core: above ~0.5 the machine is busy with something else. */
export function loadPerCore(): number {
  return os.loadavg()[0]! / Math.max(1, os.cpus().length);
}

function governor(): string | undefined {
  try {
    return readFileSync('/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor', 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** Runs each tool's version command (java -version prints to stderr: both are read). */
export async function toolchainVersions(
  tools: readonly ToolRequirement[],
  cwd: string,
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const tool of tools) {
    if (!tool.version) continue;
    const r = await execShell(`${tool.version} 2>&1`, { cwd, env: process.env, timeoutMs: 60_000 }).catch(
      () => undefined,
    );
    const first = r?.stdout.split('\n').find((l) => l.trim() !== '');
    if (r && r.code === 0 && first) out[tool.command] = first.trim();
  }
  return out;
}

/** Differences between two fingerprints worth a warning in the report. */
export function fingerprintDifferences(a: Fingerprint, b: Fingerprint): string[] {
  const diffs: string[] = [];
  for (const key of ['cpu', 'cores', 'memory', 'kernel', 'governor']) {
    if (a.machine[key] !== b.machine[key])
      diffs.push(`${key}: ${a.machine[key] ?? '?'} vs ${b.machine[key] ?? '?'}`);
  }
  for (const tool of new Set([...Object.keys(a.toolchain), ...Object.keys(b.toolchain)])) {
    if (a.toolchain[tool] !== b.toolchain[tool])
      diffs.push(`${tool}: ${a.toolchain[tool] ?? '?'} vs ${b.toolchain[tool] ?? '?'}`);
  }
  return diffs;
}
