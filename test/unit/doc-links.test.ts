import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Every relative link and #anchor of the README and docs/ resolves, and every
// citation of a section by its title ((docs/performance.md, "JMH iteration
// time") in code, comments and docs) names one that exists: the README is a
// front door whose content lives in docs/, and measured numbers are cited by
// section, so a renamed heading must not leave a dangling pointer.

const root = new URL('../..', import.meta.url).pathname;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slugOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replaceAll(' ', '-');
}

/** The headings of a Markdown file, outside fenced code. */
function headingsOf(text: string): string[] {
  const out: string[] = [];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    else if (!fenced && /^#{1,6} /.test(line)) out.push(line.replace(/^#+ /, '').trim());
  }
  return out;
}

/** The anchors GitHub gives those headings, a repeated one suffixed -1, -2, ... */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const h of headingsOf(text)) {
    const slug = slugOf(h.replaceAll('`', ''));
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

/** Each link's target with its 1-based line, outside fenced code and inline code spans. */
function linksOf(text: string): { line: number; target: string }[] {
  const out: { line: number; target: string }[] = [];
  let fenced = false;
  text.split('\n').forEach((raw, i) => {
    if (/^\s*```/.test(raw)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    const line = raw.replace(/`[^`]*`/g, '');
    for (const m of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g))
      out.push({ line: i + 1, target: m[1]! });
  });
  return out;
}

/** Relative links of the given Markdown files (paths under `base`) that lead nowhere, as "file:line: target: why". */
function brokenLinks(base: string, files: string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const text = readFileSync(join(base, file), 'utf8');
    for (const { line, target } of linksOf(text)) {
      if (/^[a-z]+:/i.test(target)) continue; // https:, mailto:: not ours to check offline
      const [path, anchor] = target.split('#', 2) as [string, string | undefined];
      const full = path === '' ? join(base, file) : join(base, dirname(file), decodeURIComponent(path));
      const where = `${file}:${line}: ${target}`;
      if (!existsSync(full)) problems.push(`${where}: no such file`);
      else if (anchor !== undefined) {
        if (statSync(full).isDirectory() || !full.endsWith('.md'))
          problems.push(`${where}: an anchor into a file that is not Markdown`);
        else if (!anchorsOf(readFileSync(full, 'utf8')).has(anchor))
          problems.push(`${where}: no heading with that anchor`);
      }
    }
  }
  return problems;
}

/**
 * Citations `docs/x.md, "Title"` (or `README, "Title"`) in the given files that
 * name no section of that file: a heading containing the title, or a line
 * that opens with it (a bold lead or a "Title:" paragraph).
 */
function brokenCitations(base: string, files: string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    // A citation may wrap over comment lines: join them first.
    const text = readFileSync(join(base, file), 'utf8')
      .replaceAll('\\"', '"')
      .replace(/\s*\n\s*(?:\*|\/\/|#)?\s*/g, ' ');
    for (const m of text.matchAll(/((?:docs\/)?[\w-]+\.md|README),? "([^"]{3,80})"/g)) {
      const cited =
        m[1] === 'README'
          ? 'README.md'
          : m[1]!.includes('/') || m[1] === 'README.md'
            ? m[1]!
            : `docs/${m[1]}`;
      const where = `${file}: ${m[1]}, "${m[2]}"`;
      if (!existsSync(join(base, cited))) {
        problems.push(`${where}: no such file`);
        continue;
      }
      const target = readFileSync(join(base, cited), 'utf8').replaceAll('`', '');
      const title = m[2]!.replaceAll('`', '');
      const leads = target.split('\n').map((l) => l.replace(/^\s*(?:#+\s*|[-*]\s+|\d+\.\s+)?(?:\*\*)?/, ''));
      if (!headingsOf(target).some((h) => h.includes(title)) && !leads.some((l) => l.startsWith(title)))
        problems.push(`${where}: no such section`);
    }
  }
  return problems;
}

/** Files under `dir` (relative to root) with one of the extensions, skipping built, fetched and fixture trees. */
function filesUnder(dir: string, ext: RegExp): string[] {
  const skip = new Set(['node_modules', 'dist', 'out', 'fixtures', 'golden', '.tools']);
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d)) {
      const p = join(d, e);
      if (statSync(p).isDirectory()) {
        if (!skip.has(e)) walk(p);
      } else if (ext.test(e)) out.push(relative(root, p));
    }
  };
  walk(join(root, dir));
  return out;
}

const docs = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

describe('the README and docs/', () => {
  it('have only relative links and #anchors that resolve', () => {
    expect(docs.length).toBeGreaterThan(10);
    expect(brokenLinks(root, docs)).toEqual([]);
  });

  it('are cited by section titles that exist, from code, comments, tests and docs', () => {
    const cited = [
      ...docs,
      'action.yml',
      ...['src', 'bench', 'runners', 'scripts', 'templates', 'test', 'examples'].flatMap((d) =>
        filesUnder(d, /\.(ts|mjs|js|md|ya?ml|sh|eta)$/),
      ),
    ].filter((f) => f !== 'test/unit/doc-links.test.ts'); // its planted citations are below
    expect(cited.length).toBeGreaterThan(200);
    expect(brokenCitations(root, cited)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-doc-links-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'docs'));
  writeFileSync(
    join(dir, 'docs/b.md'),
    '# B\n\n## What `allow-fork-code: true` hands to a fork\n\n## Cost of an A/B run\n\n## Notes\n\n## Notes\n\n**Bold lead** text\n',
  );
  writeFileSync(
    join(dir, 'README.md'),
    [
      '# A',
      'See [b](docs/b.md), [fork](docs/b.md#what-allow-fork-code-true-hands-to-a-fork), [cost](docs/b.md#cost-of-an-ab-run),',
      '[the second notes](docs/b.md#notes-1) and [top](#a).',
      'Planted: [gone](docs/gone.md), [no anchor](docs/b.md#cost-of-a-run), [here](#nowhere).',
      '`[in code](nowhere.md)` and [outside](https://example.com/x.md) are not checked.',
      '```md',
      '[in a fence](nowhere.md)',
      '```',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'code.ts'),
    [
      '// As measured (docs/b.md, "Cost of an A/B run"), and the lead (docs/b.md, "Bold lead").',
      '// Planted: (docs/b.md, "Cost of a',
      '// run") and (docs/gone.md, "Anything").',
      '',
    ].join('\n'),
  );

  it('name each planted broken link with its file and line, and nothing else', () => {
    expect(brokenLinks(dir, ['README.md', 'docs/b.md'])).toEqual([
      'README.md:4: docs/gone.md: no such file',
      'README.md:4: docs/b.md#cost-of-a-run: no heading with that anchor',
      'README.md:4: #nowhere: no heading with that anchor',
    ]);
  });

  it('name each planted citation of a section or file that does not exist, also when it wraps', () => {
    expect(brokenCitations(dir, ['code.ts'])).toEqual([
      'code.ts: docs/b.md, "Cost of a run": no such section',
      'code.ts: docs/gone.md, "Anything": no such file',
    ]);
  });

  it('make the anchors GitHub makes', () => {
    expect([...anchorsOf(readFileSync(join(dir, 'docs/b.md'), 'utf8'))]).toEqual([
      'b',
      'what-allow-fork-code-true-hands-to-a-fork',
      'cost-of-an-ab-run',
      'notes',
      'notes-1',
    ]);
    expect(slugOf("By the rows' noise")).toBe('by-the-rows-noise');
    expect(slugOf('Nothing passes unseen: on-missing and retired')).toBe(
      'nothing-passes-unseen-on-missing-and-retired',
    );
  });
});
