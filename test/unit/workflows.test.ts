import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  mkdirSync,
  copyFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

const root = new URL('../..', import.meta.url).pathname;
const actionlint = join(root, '.tools/bin/actionlint');
const dir = join(root, 'examples/workflows');
const workflows = readdirSync(dir).filter((f) => f.endsWith('.yml'));
const README_WORKFLOW = 'readme-smallest.yml';

/** The README's smallest workflow: the file it is shortened from, and its text without that header line. */
function readmeWorkflow(): { name: string; text: string } {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const m = /```yaml\n# examples\/workflows\/([\w.-]+), shortened\n([\s\S]*?)```/.exec(readme)!;
  return { name: m[1]!, text: m[2]! };
}

/** The non-blank lines of `shown` that are not, in order, lines of `file`: [] when `shown` is a shortened `file`. */
function missingLines(shown: string, file: string): string[] {
  const have = file.split('\n');
  let at = 0;
  const missing: string[] = [];
  for (const line of shown.split('\n').filter((l) => l.trim() !== '')) {
    const found = have.indexOf(line, at);
    if (found < 0) missing.push(line);
    else at = found + 1;
  }
  return missing;
}

describe('example workflows', () => {
  if (!existsSync(actionlint))
    execFileSync(process.execPath, [join(root, 'scripts/setup-tools.mjs')], { stdio: 'inherit' });

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
  writeFileSync(
    join(repo, '.github/workflows', README_WORKFLOW),
    readmeWorkflow().text.replaceAll('benchgate/benchgate@v1', './'),
  );
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('are the complete set docs/workflows.md describes', () => {
    expect(workflows.sort()).toEqual([
      'benchmark-command.yml',
      'bisect.yml',
      'calibration.yml',
      'criterion.yml',
      'forks-1-measure.yml',
      'forks-2-report.yml',
      'go-pull-request.yml',
      'jmh-gradle.yml',
      'merge-queue.yml',
      'opt-in-label.yml',
      'push-main.yml',
      'watch-main.yml',
    ]);
  });

  it.each([...workflows, README_WORKFLOW])('%s passes actionlint, inputs checked against action.yml', (f) => {
    const r = spawnSync(
      actionlint,
      ['-config-file', join(dir, 'actionlint.yaml'), '-no-color', join('.github/workflows', f)],
      {
        cwd: repo,
        encoding: 'utf8',
      },
    );
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it.each(workflows)('%s checks out without leaving the token in .git/config for the benchmark', (f) => {
    const text = readFileSync(join(dir, f), 'utf8');
    const checkouts = [...text.matchAll(/- uses: actions\/checkout@\S+\n((?: {8,}.*\n)*)/g)].map(
      (m) => m[1]!,
    );
    for (const withBlock of checkouts) expect(withBlock, f).toMatch(/^ +persist-credentials: false\b/m);
    // forks-2-report checks out nothing: it runs no code of the PR; calibration also
    // checks out benchgate's command line and the data branch, and watch-main the
    // dashboard's branch besides, without a token too.
    const counts: Record<string, number> = {
      'forks-2-report.yml': 0,
      'calibration.yml': 3,
      'watch-main.yml': 4,
    };
    expect(checkouts.length, f).toBe(counts[f] ?? 1);
  });

  it('actionlint does catch an input action.yml does not have', () => {
    const bad = join(repo, '.github/workflows/bad.yml');
    writeFileSync(
      bad,
      readFileSync(join(repo, '.github/workflows/criterion.yml'), 'utf8').replace('rounds: 4', 'roundz: 4'),
    );
    const r = spawnSync(actionlint, ['-config-file', join(dir, 'actionlint.yaml'), '-no-color', bad], {
      cwd: repo,
      encoding: 'utf8',
    });
    rmSync(bad);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('input "roundz" is not defined in action');
  });
});

describe('docs/workflows.md', () => {
  const doc = readFileSync(join(root, 'docs/workflows.md'), 'utf8');

  it('links every example workflow, and no file that is not one', () => {
    const linked = new Set(
      [...doc.matchAll(/\]\(\.\.\/examples\/workflows\/([\w.-]+\.yml)\)/g)].map((m) => m[1]!),
    );
    expect([...linked].sort()).toEqual([...workflows].sort());
  });

  it("quotes only lines of the file each snippet names, in the file's order", () => {
    const snippets = [...doc.matchAll(/```yaml\n# examples\/workflows\/([\w.-]+)\n([\s\S]*?)```/g)];
    expect(snippets.map((m) => m[1]!).sort()).toEqual([...workflows].sort());
    for (const [, name, text] of snippets)
      expect(missingLines(text!, readFileSync(join(dir, name!), 'utf8')), name).toEqual([]);
  });

  it('is not the only page that may quote one: every quote in README.md and docs/ is lines of its file, in order', () => {
    const pages = [
      'README.md',
      ...readdirSync(join(root, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ];
    const quotes = pages.flatMap((page) =>
      [
        ...readFileSync(join(root, page), 'utf8').matchAll(
          /```yaml\n# examples\/workflows\/([\w.-]+)\n([\s\S]*?)```/g,
        ),
      ].map((m) => ({ page, name: m[1]!, text: m[2]! })),
    );
    expect(quotes.length).toBeGreaterThan(workflows.length);
    for (const { page, name, text } of quotes)
      expect(missingLines(text, readFileSync(join(dir, name), 'utf8')), `${page}: ${name}`).toEqual([]);
  });
});

describe('README', () => {
  it('shows the smallest workflow as lines of examples/workflows/go-pull-request.yml, in its order', () => {
    const { name, text } = readmeWorkflow();
    expect(name).toBe('go-pull-request.yml');
    expect(missingLines(text, readFileSync(join(dir, name), 'utf8'))).toEqual([]);
  });
});

describe('docs/action.md', () => {
  it('lists every input and output of action.yml with its default and description as declared', () => {
    const doc = readFileSync(join(root, 'docs/action.md'), 'utf8');
    const action = parseYaml(readFileSync(join(root, 'action.yml'), 'utf8')) as {
      inputs: Record<string, { description: string; default?: string }>;
      outputs: Record<string, { description: string }>;
    };
    const cell = (s: string) => s.replaceAll('|', '\\|');
    const rows = [
      ...Object.entries(action.inputs).map(
        ([k, v]) => `| \`${k}\` | ${v.default ? `\`${v.default}\`` : ''} | ${cell(v.description)} |`,
      ),
      ...Object.entries(action.outputs).map(([k, v]) => `| \`${k}\` | ${cell(v.description)} |`),
    ];
    expect(rows.length).toBeGreaterThan(40);
    const lines = new Set(doc.split('\n'));
    expect(rows.filter((r) => !lines.has(r))).toEqual([]);
  });
});

describe('README example report', () => {
  it('is exactly what benchgate compare prints for the committed example outputs', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const shown = /<!-- example-report:start -->\n([\s\S]*?)<!-- example-report:end -->/.exec(readme)![1];
    const r = spawnSync(
      process.execPath,
      [
        join(root, 'dist/cli.js'),
        'compare',
        'examples/go-blockstore/outputs/base.txt',
        'examples/go-blockstore/outputs/head.txt',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(r.status).toBe(1);
    expect(shown).toBe(r.stdout);
  });
});

// The rules of docs/security.md, "The example workflows", checked on every
// example: what an event or a step output carries is text a pull request or a
// commenter can choose, so it reaches a shell only as a variable; a token
// never appears on a command line, which every process of the machine can
// read; and a comment starts a job on the machine only from a member.
describe('example workflows keep untrusted text and tokens out of shell lines', () => {
  interface Step {
    run?: string;
  }
  interface Job {
    if?: string;
    steps?: Step[];
  }
  const parsed = workflows.map((f) => {
    const doc = parseYaml(readFileSync(join(dir, f), 'utf8')) as { on: unknown; jobs: Record<string, Job> };
    return { f, doc };
  });

  /** Every run: script of a workflow. */
  const scripts = (jobs: Record<string, Job>) =>
    Object.values(jobs).flatMap((j) => (j.steps ?? []).map((s) => s.run ?? ''));

  it.each(parsed)('$f: no ${{ }} expression inside a run: script', ({ doc }) => {
    expect(scripts(doc.jobs).filter((s) => s.includes('${{'))).toEqual([]);
  });

  it.each(parsed)('$f: no token or auth header on a git or curl command line', ({ doc }) => {
    const lines = scripts(doc.jobs).flatMap((s) => s.split('\n'));
    expect(
      lines.filter((l) =>
        /-c\s+http\.extraheader|--header[= ].*(token|authorization)|-H\s+['"]?authorization/i.test(l),
      ),
    ).toEqual([]);
  });

  it('starts a /benchmark job only for a comment by an owner, member or collaborator', () => {
    const commented = parsed.filter(({ doc }) => JSON.stringify(doc.on).includes('issue_comment'));
    expect(commented.map(({ f }) => f)).toEqual(['benchmark-command.yml']);
    for (const { doc } of commented)
      for (const job of Object.values(doc.jobs))
        expect(job.if).toMatch(
          /contains\(fromJSON\('\["OWNER", "MEMBER", "COLLABORATOR"\]'\), github\.event\.comment\.author_association\)/,
        );
  });
});
