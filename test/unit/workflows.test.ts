import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const actionlint = join(root, '.tools/bin/actionlint');
const dir = join(root, 'examples/workflows');
const workflows = readdirSync(dir).filter((f) => f.endsWith('.yml'));

describe('example workflows', () => {
  if (!existsSync(actionlint)) execFileSync(process.execPath, [join(root, 'scripts/setup-tools.mjs')], { stdio: 'inherit' });

  // actionlint checks a local action's inputs against its action.yml: point the
  // examples at this repository ("uses: ./") so every input they set is checked.
  const repo = mkdtempSync(join(tmpdir(), 'benchgate-actionlint-'));
  mkdirSync(join(repo, '.github/workflows'), { recursive: true });
  mkdirSync(join(repo, 'dist'));
  // actionlint finds local actions from the repository root and checks that runs.main exists.
  execFileSync('git', ['init', '-q'], { cwd: repo });
  copyFileSync(join(root, 'action.yml'), join(repo, 'action.yml'));
  copyFileSync(join(root, 'dist/index.js'), join(repo, 'dist/index.js'));
  for (const f of workflows) {
    const text = readFileSync(join(dir, f), 'utf8').replaceAll('benchgate/benchgate@v1', './');
    writeFileSync(join(repo, '.github/workflows', f), text);
  }
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('are the complete set the README promises', () => {
    expect(workflows.sort()).toEqual([
      'benchmark-command.yml',
      'criterion.yml',
      'forks-1-measure.yml',
      'forks-2-report.yml',
      'go-pull-request.yml',
      'jmh-gradle.yml',
      'push-main.yml',
    ]);
  });

  it.each(workflows)('%s passes actionlint, inputs checked against action.yml', (f) => {
    const r = spawnSync(actionlint, ['-config-file', join(dir, 'actionlint.yaml'), '-no-color', join('.github/workflows', f)], {
      cwd: repo,
      encoding: 'utf8',
    });
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('actionlint does catch an input action.yml does not have', () => {
    const bad = join(repo, '.github/workflows/bad.yml');
    writeFileSync(bad, readFileSync(join(repo, '.github/workflows/criterion.yml'), 'utf8').replace('rounds: 4', 'roundz: 4'));
    const r = spawnSync(actionlint, ['-config-file', join(dir, 'actionlint.yaml'), '-no-color', bad], { cwd: repo, encoding: 'utf8' });
    rmSync(bad);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('input "roundz" is not defined in action');
  });
});
