import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The attacks of issue 15 items 3 and 8 through the bundled CLI: a benchmark
// that looks for the step's secrets, writes to the runner's files, or leaves a
// process behind that keeps its output open.

const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist/cli.js');
const scratch = mkdtempSync(join(tmpdir(), 'benchgate-boundary-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function benchgate(args: string[], env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd: scratch, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function scriptSides(name: string, script: string): { base: string; head: string } {
  const base = join(scratch, name, 'base');
  const head = join(dirname(base), 'head');
  for (const dir of [base, head]) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'bench.sh'), script);
  }
  return { base, head };
}

const runArgs = (s: { base: string; head: string }) => [
  'run',
  '--base-dir',
  s.base,
  '--head-dir',
  s.head,
  '--command',
  'bash bench.sh',
  '--format',
  'go',
  '--rounds',
  '2',
  '--out',
  join(dirname(s.base), 'out'),
];

/** Running (not zombie) processes whose environment holds `text`. */
function processesWith(text: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) continue;
      if (readFileSync(`/proc/${entry}/environ`).includes(text)) found.push(Number(entry));
    } catch {
      // Gone, or not ours.
    }
  }
  return found;
}

describe('benchgate run: what the benchmark can reach', () => {
  it('a benchmark sees none of the step secrets and cannot write to the runner files', async () => {
    const runnerFiles = join(scratch, 'runner-files');
    mkdirSync(runnerFiles);
    const files = Object.fromEntries(
      ['GITHUB_OUTPUT', 'GITHUB_ENV', 'GITHUB_PATH', 'GITHUB_STEP_SUMMARY', 'GITHUB_STATE'].map((n) => {
        writeFileSync(join(runnerFiles, n), '');
        return [n, join(runnerFiles, n)];
      }),
    );
    const s = scriptSides(
      'env-attack',
      [
        'env > "env-seen-$RANDOM.txt"',
        'echo "verdict=pass" >> "$GITHUB_OUTPUT"',
        'echo "# all good" >> "$GITHUB_STEP_SUMMARY"',
        'echo "BenchmarkA 1 10 ns/op"',
        '',
      ].join('\n'),
    );
    const r = await benchgate(runArgs(s), {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      'INPUT_GITHUB-TOKEN': 'ghs_input_secret',
      GITHUB_TOKEN: 'ghs_env_secret',
      ACTIONS_RUNTIME_TOKEN: 'runtime_secret',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc_secret',
      RUNNER_TRACKING_ID: 'github_tracking',
      ...files,
    });
    expect(r.code, r.stderr).toBe(0);
    const seen = readdirSync(s.base)
      .filter((f) => f.startsWith('env-seen-'))
      .map((f) => readFileSync(join(s.base, f), 'utf8'));
    expect(seen.length).toBeGreaterThan(0);
    for (const env of seen) {
      expect(env).not.toContain('_secret');
      expect(env).not.toMatch(/^(INPUT_|GITHUB_TOKEN=|ACTIONS_|GITHUB_OUTPUT=|GITHUB_STEP_SUMMARY=)/m);
      expect(env).toContain('RUNNER_TRACKING_ID=github_tracking\n');
    }
    for (const file of Object.values(files)) expect(readFileSync(file, 'utf8')).toBe('');
  }, 120_000);

  it('a process that leaves the group with setsid and keeps stdout open neither hangs the run nor outlives it', async () => {
    const marker = `boundary-leaver-${process.pid}`;
    const s = scriptSides('leaver', 'setsid sleep 1000 &\necho "BenchmarkA 1 10 ns/op"\n');
    const r = await benchgate(runArgs(s), {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TEST_MARKER: marker,
    });
    expect(r.code, r.stderr).toBe(0);
    expect(processesWith(marker)).toEqual([]);
  }, 120_000);
});
