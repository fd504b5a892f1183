import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The action's run() under @github/local-action, GitHub's own harness for
// running a JavaScript action outside a runner (it stands in for @actions/core).
const root = new URL('../..', import.meta.url).pathname;

describe('the action under @github/local-action', () => {
  const work = mkdtempSync(join(tmpdir(), 'benchgate-local-action-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('compares result files and sets every output', async () => {
    mkdirSync(join(work, 'ws/results'), { recursive: true });
    mkdirSync(join(work, 'temp'));
    for (const side of ['base', 'head']) {
      cpSync(join(root, `examples/go-blockstore/outputs/${side}.txt`), join(work, `ws/results/${side}.txt`));
    }
    writeFileSync(join(work, 'event.json'), '{}');
    writeFileSync(join(work, 'summary.md'), '');
    const env = [
      'INPUT_MODE=compare',
      'INPUT_BASE-RESULTS=results/base.txt',
      'INPUT_HEAD-RESULTS=results/head.txt',
      'INPUT_GITHUB-TOKEN=',
      'INPUT_FAIL-ON-REGRESSION=false',
      `GITHUB_WORKSPACE=${join(work, 'ws')}`,
      'GITHUB_EVENT_NAME=workflow_dispatch',
      `GITHUB_EVENT_PATH=${join(work, 'event.json')}`,
      'GITHUB_REPOSITORY=acme/broker',
      'GITHUB_SHA=5f1c0ffee0ddba11deadbeefcafe000000000001',
      `GITHUB_STEP_SUMMARY=${join(work, 'summary.md')}`,
      `RUNNER_TEMP=${join(work, 'temp')}`,
    ];
    writeFileSync(join(work, '.env'), `${env.join('\n')}\n`);
    const bin = join(root, 'node_modules/.bin/local-action');
    const { code, out } = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(bin, ['run', root, 'src/action/main.ts', join(work, '.env')], { cwd: root });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      child.on('close', (c) => resolve({ code: c, out }));
    });
    expect(code, out).toBe(0);
    // fail-on-regression: false puts every row at tier warn: regressions are reported, never failing.
    expect(out).toContain('::set-output name=verdict::warning');
    expect(out).toMatch(/::set-output name=regressions::[1-9]\d*/);
    expect(out).toContain(`::set-output name=report::${join(work, 'temp/benchgate-benchmarks/report.md')}`);
    expect(out).not.toContain('::error::');
    expect(readFileSync(join(work, 'summary.md'), 'utf8')).toContain('#### Regressions');
    expect(readFileSync(join(work, 'temp/benchgate-benchmarks/report.md'), 'utf8')).toContain(
      'BenchmarkWriteBlock/store=memory/size=1KB',
    );
  });
});
