import { readdirSync, readFileSync } from 'node:fs';

// Finding benchmark processes through /proc (Linux only): members of a process
// group, and processes carrying a tag in their environment (see
// PROCESS_TAG_VARIABLE), which finds descendants that left the group with
// setsid. Elsewhere the group is all benchgate can reach.
// Note: a process can clear its own environment and escape the tag; that takes
// intent, and docs/security.md says a cgroup would be the complete answer.

interface ProcEntry {
  pid: number;
  state: string;
  pgrp: number;
}

function listProcesses(): ProcEntry[] | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  const out: ProcEntry[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // Gone meanwhile.
    }
    // "pid (comm) state ppid pgrp ...": comm may hold blanks and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    out.push({ pid: Number(entry), state: fields[0], pgrp: Number(fields[2]) });
  }
  return out;
}

/** Whether a running (not zombie) process of the group is left; undefined without /proc. */
export function groupHasRunningMember(pgid: number): boolean | undefined {
  const all = listProcesses();
  if (!all) return undefined;
  return all.some((p) => p.pgrp === pgid && p.state !== 'Z');
}

/** The running processes whose environment holds NAME=tag (only our own user's are readable). */
export function findTagged(name: string, tag: string): number[] {
  const all = listProcesses();
  if (!all) return [];
  const needle = Buffer.from(`\0${name}=${tag}\0`);
  const pids: number[] = [];
  for (const p of all) {
    if (p.state === 'Z' || p.pid === process.pid) continue;
    let environ: Buffer;
    try {
      environ = readFileSync(`/proc/${p.pid}/environ`);
    } catch {
      continue; // Another user's, or gone.
    }
    // A leading NUL so that the first variable matches like the others.
    if (Buffer.concat([Buffer.from([0]), environ]).includes(needle)) pids.push(p.pid);
  }
  return pids;
}

/** Sends `signal` to every running process tagged NAME=tag; returns how many there were. */
export function signalTagged(name: string, tag: string, signal: NodeJS.Signals): number {
  const pids = findTagged(name, tag);
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // Gone meanwhile.
    }
  }
  return pids.length;
}
