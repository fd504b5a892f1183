import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

// The history store and the dashboard live on branches of their own
// (docs/security.md, "Watching main"): the example that watches main writes
// each only where it belongs, so rewriting the dashboard cannot touch the store.

const root = new URL('../..', import.meta.url).pathname;
const workflow = parseYaml(readFileSync(join(root, 'examples/workflows/watch-main.yml'), 'utf8')) as {
  jobs: Record<string, { steps: { name?: string; run?: string; with?: Record<string, unknown> }[] }>;
};
const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);
const runs = steps.map((s) => s.run ?? '').join('\n');

describe('the data branches of watch-main.yml', () => {
  it('appends to the store on benchmark-data and pushes the dashboard to benchmark-dashboard only', () => {
    expect([...runs.matchAll(/history append --github \S+ --branch (\S+)/g)].map((m) => m[1])).toEqual([
      'benchmark-data',
    ]);
    expect([...runs.matchAll(/git push[^\n]*/g)].map((m) => m[0])).toEqual([
      'git push -q origin HEAD:benchmark-dashboard; then break; fi',
    ]);
    expect([...runs.matchAll(/git fetch[^\n]*/g)].map((m) => m[0])).toEqual([
      'git fetch -q --depth 1 origin benchmark-dashboard',
    ]);
  });

  it('checks out each branch without credentials, the store only to be read', () => {
    const checkouts = steps
      .filter((s) => s.with?.ref !== undefined)
      .map((s) => [s.with!.ref, s.with!.path, s.with!['persist-credentials']]);
    expect(checkouts).toEqual([
      ['v1', '.benchgate', false],
      ['benchmark-data', '.history', false],
      ['benchmark-dashboard', '.dashboard', false],
    ]);
    const dashboard = steps.find((s) => s.name?.startsWith('Write the dashboard'))!.run!;
    expect(dashboard).toContain('cd .dashboard');
    expect(dashboard).not.toMatch(/--force|\+HEAD|\.history\/(?!history")/);
  });
});
