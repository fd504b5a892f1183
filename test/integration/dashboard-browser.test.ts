import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadInputs } from '../../src/formats/load-result-files.js';
import { appendToStore, familySlug } from '../../src/history/store.js';
import { gitIn } from '../support/git-fixture.js';

// The dashboard of a history store, opened in a real headless Chromium
// (Debian's chromium, driven by playwright-core): a store of the 32 commits
// of a real git repository, each with real go test output
// (test/fixtures/go-zero: the first 16 before a change that makes
// BenchmarkSum allocate, the next 16 after it; beside it every commit the
// same test/fixtures/go/multi-package.txt, 15 more families), written by the
// built command line with the repository's release tags. Any page error fails
// the test.

const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist/cli.js');
const fixture = (side: string) => join(root, `test/fixtures/go-zero/${side}.txt`);
const CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const CHROMIUM = CHROMIUM_PATHS.find((p) => existsSync(p));

describe('benchgate history dashboard in headless Chromium', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'benchgate-dashboard-'));
  const store = join(scratch, 'store');
  const site = join(scratch, 'site');
  let browser: Browser;
  const errors: string[] = [];
  // The repository: 32 commits, v1.0.0 at the 8th, an annotated v1.1.0 at the 24th, and a nightly tag the pattern leaves out.
  const repo = join(scratch, 'repo');
  const shas: string[] = [];
  const sha = (i: number) => shas[i - 1]!;

  beforeAll(async () => {
    mkdirSync(repo);
    gitIn(repo, 'init', '-q', '-b', 'main');
    for (let i = 1; i <= 32; i++) {
      gitIn(repo, 'commit', '-q', '--allow-empty', '-m', `commit ${i}`);
      shas.push(gitIn(repo, 'rev-parse', 'HEAD'));
    }
    gitIn(repo, 'tag', 'v1.0.0', sha(8));
    gitIn(repo, 'tag', '-a', '-m', 'release', 'v1.1.0', sha(24));
    gitIn(repo, 'tag', 'nightly', sha(30));
    for (let i = 1; i <= 32; i++) {
      const r = spawnSync(
        process.execPath,
        [
          cli,
          'history',
          'append',
          store,
          fixture(i <= 16 ? 'base' : 'head'),
          join(root, 'test/fixtures/go/multi-package.txt'),
          '--commit',
          sha(i),
          ...(i > 1 ? ['--parent', sha(i - 1)] : []),
          '--time',
          new Date(Date.UTC(2026, 10, 1) + i * 3_600_000).toISOString(),
        ],
        { encoding: 'utf8' },
      );
      expect(r.status, r.stderr).toBe(0);
    }
    const r = spawnSync(
      process.execPath,
      [
        cli,
        'history',
        'dashboard',
        store,
        '--out',
        site,
        '--repository',
        'https://github.com/acme/broker',
        '--tags-from',
        repo,
        '--tag-pattern',
        'v*',
      ],
      { encoding: 'utf8' },
    );
    expect(r.status, r.stderr).toBe(0);
    if (!CHROMIUM) throw new Error("chromium is not installed: .ci/run installs Debian's chromium package");
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  async function open(hash = '') {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
    });
    await page.goto(`${pathToFileURL(join(site, 'index.html')).href}${hash}`);
    return page;
  }

  /** A screenshot, checked: a PNG at least as wide as the viewport (a long name may widen the page), with more in it than an empty page. */
  async function screenshot(page: Page, name: string): Promise<void> {
    const shot = join(scratch, name);
    await page.screenshot({ path: shot, fullPage: true });
    const png = readFileSync(shot);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(1000);
    expect(statSync(shot).size).toBeGreaterThan(20_000);
  }

  const short = (i: number) => sha(i).slice(0, 7);

  /** Pixels of the regression's red (#cf222e, give or take antialiasing) inside `box` of a screenshot, counted by a blank page's canvas. */
  async function redPixels(png: string, box: { x: number; y: number; width: number; height: number }) {
    const page = await browser.newPage();
    const data = `data:image/png;base64,${readFileSync(png).toString('base64')}`;
    const count = await page.evaluate(
      async ({ data, box }) => {
        const img = new Image();
        img.src = data;
        await img.decode();
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [img.width, img.height];
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        const px = ctx.getImageData(
          Math.floor(box.x),
          Math.floor(box.y),
          Math.ceil(box.width),
          Math.ceil(box.height),
        ).data;
        let n = 0;
        for (let i = 0; i < px.length; i += 4)
          if (Math.abs(px[i]! - 207) < 40 && Math.abs(px[i + 1]! - 34) < 40 && Math.abs(px[i + 2]! - 46) < 40)
            n++;
        return n;
      },
      { data, box },
    );
    await page.close();
    return count;
  }

  it('lists the open changes first, then the families, searchable by name and metric, with the regressions counted', async () => {
    const page = await open();
    await page.waitForSelector('#families tbody tr');
    const cells = (table: string) =>
      page.$$eval(`${table} tbody tr`, (trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
      );
    expect(
      await page.$$eval('#view > *', (es) => es.map((e) => e.tagName + (e.id ? `#${e.id}` : ''))),
    ).toEqual(['H2', 'TABLE#open', 'H2', 'P#count', 'TABLE#families']);
    // The step at commit 17 of every series of BenchmarkSum: the steps from zero first, then the largest.
    const zerofixture = 'example.com/zerofixture.BenchmarkSum';
    expect(await cells('#open')).toEqual([
      [short(17), 'regression 0 → 112 B/op', zerofixture, '100B', 'B/op'],
      [short(17), 'regression 0 → 1 allocs/op', zerofixture, '100B', 'allocs/op'],
      [short(17), 'regression 0 → 10.24 kB/op', zerofixture, '10KB', 'B/op'],
      [short(17), 'regression 0 → 1 allocs/op', zerofixture, '10KB', 'allocs/op'],
      [short(17), 'regression +134%', zerofixture, '100B', 'ns/op'],
      [short(17), 'regression +128%', zerofixture, '10KB', 'ns/op'],
    ]);
    expect(await page.getAttribute('#open tbody tr a', 'href')).toBe(
      `https://github.com/acme/broker/commit/${sha(17)}`,
    );
    const all = await cells('#families');
    expect(all.length).toBe(16);
    expect(all[0]).toEqual([
      'example.com/benchfixture/blockstore.BenchmarkReadBlock',
      '8',
      'ns/op, MB/s, B/op, allocs/op',
      '0',
      '0',
      short(32),
    ]);
    expect(await page.textContent('#meta')).toMatch(/^16 families, 155 series, 32 commits; generated /);
    await screenshot(page, 'index.png');
    await page.fill('#search', 'zerofixture');
    expect(await cells('#families')).toEqual([
      [zerofixture, '6', 'ns/op, B/op, allocs/op', '6', '0', short(32)],
    ]);
    expect(await page.textContent('#count')).toBe('1 of 16 families');
    await page.fill('#search', 'fetch-errors');
    expect((await cells('#families')).map((r) => r[0])).toEqual([
      'example.com/benchfixture/stream.BenchmarkJetStreamBlockSizeMultiConsumer',
    ]);
    await page.close();
    expect(errors).toEqual([]);
  });

  it('draws one view per family: a chart per metric in its unit, the change point with its commit written on it, the releases', async () => {
    const page = await open();
    await page.waitForSelector('#families tbody tr');
    await page.fill('#search', 'zerofixture');
    await page.click('#families tbody tr a');
    await page.waitForSelector('section.chart svg');
    expect(page.url()).toContain(
      `#f=${encodeURIComponent(familySlug('example.com/zerofixture.BenchmarkSum'))}`,
    );
    expect(await page.textContent('#family')).toBe('example.com/zerofixture.BenchmarkSum');
    const texts = (selector: string) => page.$$eval(selector, (es) => es.map((e) => e.textContent));
    // The family's change points first, each with its commit in text.
    expect(
      await page.$$eval('#family-changes tbody tr', (trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
      ),
    ).toEqual([
      [short(17), 'regression +134%', '100B', 'ns/op'],
      [short(17), 'regression +128%', '10KB', 'ns/op'],
      [short(17), 'regression 0 → 112 B/op', '100B', 'B/op'],
      [short(17), 'regression 0 → 10.24 kB/op', '10KB', 'B/op'],
      [short(17), 'regression 0 → 1 allocs/op', '100B', 'allocs/op'],
      [short(17), 'regression 0 → 1 allocs/op', '10KB', 'allocs/op'],
    ]);
    expect(await texts('section.chart h3')).toEqual([
      'ns/op (smaller is better)',
      'B/op (smaller is better)',
      'allocs/op (smaller is better)',
    ]);
    // Each label once, a colour each.
    expect(await texts('.legend')).toEqual(['100B10KB', '100B10KB', '100B10KB']);
    // The axes in the unit, sizes scaled (formatLevel): 0 B/op up to the 10KB line's 10,240 B/op, which
    // reads 10.24 kB/op, never a percentage of zero; a point's tooltip the same.
    expect(await texts('section.chart:nth-of-type(2) svg text.tick')).toEqual([
      '0 B/op',
      '5.12 kB/op',
      '10.24 kB/op',
    ]);
    const tips = await texts('section.chart:nth-of-type(2) svg circle.point title');
    expect(tips.filter((t) => t!.startsWith(`10KB: 10.24 kB/op at ${short(17)} `))).toHaveLength(1);
    // The step at commit 17 of both lines: one mark per chart, its commit and step written on the chart.
    expect(await texts('svg text.change-label')).toEqual([
      `${short(17)} +134% (2 lines)`,
      `${short(17)} 0 → 112 B/op (2 lines)`,
      `${short(17)} 0 → 1 allocs/op (2 lines)`,
    ]);
    const issue = `https://github.com/acme/broker/issues?q=${encodeURIComponent(`"benchgate-change: ${sha(17)}"`)}`;
    expect(await page.$$eval('svg a.issue', (as) => as.map((a) => a.getAttribute('href')))).toEqual(
      Array(3).fill(issue),
    );
    // The tags the pattern v* chose, on every chart; the nightly tag left out.
    expect(await texts('svg text.release-label')).toEqual(Array(3).fill(['v1.0.0', 'v1.1.0']).flat());
    // 32 commits, 2 lines, 3 charts: every point links to its commit.
    const links = await page.$$eval('section.chart svg a.commit', (as) =>
      as.map((a) => a.getAttribute('href')),
    );
    expect(links.length).toBe(32 * 2 * 3);
    expect(links[0]).toBe(`https://github.com/acme/broker/commit/${sha(1)}`);
    expect(await page.textContent('svg a.commit title')).toMatch(
      new RegExp(`^100B: \\d+(\\.\\d+)? ns/op at ${short(1)} \\(2026-11-01T01:00:00.000Z\\)$`),
    );
    await screenshot(page, 'family.png');
    // Seen without hovering: the label is on top where it is drawn, and the screenshot has it in the regression's red.
    const label = (await page.$('svg text.change-label'))!;
    const box = (await label.boundingBox())!;
    expect(
      await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.getAttribute('class'),
        [box.x + box.width / 2, box.y + box.height / 2],
      ),
    ).toBe('change-label');
    expect(await redPixels(join(scratch, 'family.png'), box)).toBeGreaterThan(50);
    await page.close();
    expect(errors).toEqual([]);
  });

  it('draws a metric that is always zero at zero and says so', async () => {
    const page = await open(
      `#f=${encodeURIComponent(familySlug('example.com/benchfixture/faulty.BenchmarkBefore'))}`,
    );
    await page.waitForSelector('section.chart svg');
    const charts = await page.$$eval('section.chart', (ss) =>
      ss.map((s) => [
        s.querySelector('h3')!.textContent,
        [...s.querySelectorAll('svg text.tick')].map((t) => t.textContent),
        s.querySelector('.legend')!.textContent,
      ]),
    );
    expect(charts.slice(1)).toEqual([
      ['B/op (smaller is better)', ['always 0 B/op'], 'BenchmarkBefore (always 0)'],
      ['allocs/op (smaller is better)', ['always 0 allocs/op'], 'BenchmarkBefore (always 0)'],
    ]);
    await page.close();
    expect(errors).toEqual([]);
  });

  it('loads its own files only: its policy blocks an inline script and a script of another origin', async () => {
    const page = await browser.newPage();
    await page.goto(`${pathToFileURL(join(site, 'index.html')).href}`);
    await page.waitForSelector('#families tbody tr');
    expect(await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'",
    );
    const blocked = await page.evaluate(async () => {
      const seen: string[] = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.effectiveDirective} ${e.blockedURI}`),
      );
      const inline = document.createElement('script');
      inline.textContent = 'window.inlineRan = 1';
      const remote = document.createElement('script');
      remote.src = 'https://cdn.example.com/chart.js';
      const style = document.createElement('div');
      style.setAttribute('style', 'color: red');
      document.body.append(inline, remote, style);
      await new Promise((r) => setTimeout(r, 300));
      return { seen: seen.sort(), ran: (window as unknown as { inlineRan?: number }).inlineRan ?? null };
    });
    expect(blocked).toEqual({
      seen: [
        'script-src-elem https://cdn.example.com/chart.js',
        'script-src-elem inline',
        'style-src-attr inline',
      ],
      ran: null,
    });
    await page.close();
  });

  it('says so when a link names a family the store does not have', async () => {
    const page = await open('#f=nothing-here');
    await page.waitForSelector('p.empty');
    expect(await page.textContent('p.empty')).toBe('No family nothing-here in this store.');
    await page.close();
    expect(errors).toEqual([]);
  });

  it('shows a benchmark name that is markup as text, and runs none of it, in every place the page writes it', async () => {
    // Main's benchmarks print whatever a merged change makes them print: the real
    // go-zero output before and after its change, parsed by the built command line,
    // with one name turned into markup below and above its family, 12 commits of each.
    const evil = 'BenchmarkEvil<img src=x onerror="window.pwned=1">';
    // No slash: a slash would cut the name into parts below the family.
    const below = '<b onmouseover="window.pwned=2">100B';
    const evilStore = join(scratch, 'evil-store');
    const evilSite = join(scratch, 'evil-site');
    for (const side of ['base', 'head']) {
      const parsed = spawnSync(process.execPath, [cli, 'parse', fixture(side), '--json'], {
        encoding: 'utf8',
      });
      expect(parsed.status, parsed.stderr).toBe(0);
      writeFileSync(
        join(scratch, `evil-${side}.json`),
        parsed.stdout.replaceAll('"BenchmarkSum/100B"', JSON.stringify(`${evil}/${below}`)),
      );
    }
    for (let i = 1; i <= 24; i++) {
      const r = spawnSync(
        process.execPath,
        [
          cli,
          'history',
          'append',
          evilStore,
          join(scratch, `evil-${i <= 12 ? 'base' : 'head'}.json`),
          '--commit',
          sha(i),
          '--time',
          new Date(Date.UTC(2026, 10, 1) + i * 3_600_000).toISOString(),
        ],
        { encoding: 'utf8' },
      );
      expect(r.status, r.stderr).toBe(0);
    }
    expect(
      spawnSync(process.execPath, [cli, 'history', 'dashboard', evilStore, '--out', evilSite]).status,
    ).toBe(0);
    const page = await browser.newPage();
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    await page.goto(pathToFileURL(join(evilSite, 'index.html')).href);
    await page.waitForSelector('#families tbody tr');
    const names = await page.$$eval('#families tbody tr td:first-child', (tds) =>
      tds.map((td) => td.textContent),
    );
    expect(names).toEqual([`example.com/zerofixture.${evil}`, 'example.com/zerofixture.BenchmarkSum']);
    // The open changes name the family and the series as they are.
    const open = await page.$$eval('#open tbody tr', (trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].slice(2, 4).map((td) => td.textContent)),
    );
    expect(open).toContainEqual([`example.com/zerofixture.${evil}`, below]);
    await page.click(`#families tbody tr a`);
    await page.waitForSelector('section.chart svg');
    expect(await page.textContent('#family')).toBe(`example.com/zerofixture.${evil}`);
    expect(
      await page.$$eval('#family-changes tbody tr td:nth-child(3)', (ts) => ts.map((t) => t.textContent)),
    ).toEqual(Array(3).fill(below));
    expect(await page.$$eval('.legend span', (ss) => ss.map((s) => s.textContent))).toEqual(
      Array(3).fill(below),
    );
    expect(await page.$$('img, b')).toEqual([]);
    await page.hover('.legend span');
    expect(await page.evaluate('typeof window.pwned')).toBe('undefined');
    await page.close();
    expect(errors).toEqual([]);
  });

  it('opens a family of 2,000 series within 2 s by its own timing, drawing the panels of its changed series only', async () => {
    // A load, not a fixture: go test's text format written by the test, 20 modes × 100 sizes,
    // 60 commits, the first 20 at one level and three series 50% slower from the 21st.
    const big = join(scratch, 'big-store');
    const stepped = new Set(['mode=m3/size=7', 'mode=m3/size=42', 'mode=m11/size=99']);
    for (let i = 1; i <= 60; i++) {
      const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/grid'];
      for (let m = 0; m < 20; m++)
        for (let z = 0; z < 100; z++) {
          const id = `mode=m${m}/size=${z}`;
          const level =
            (100 + z) *
            (i > 20 && stepped.has(id) ? 1.5 : 1) *
            (1 + (((i * 7 + m * 13 + z) % 11) - 5) / 1000);
          lines.push(`BenchmarkGrid/${id}-2 \t 1000\t ${level.toFixed(2)} ns/op`);
        }
      const file = join(scratch, `grid-${i}.txt`);
      writeFileSync(file, `${lines.join('\n')}\nPASS\n`);
      const time = new Date(Date.UTC(2026, 10, 1) + i * 3_600_000).toISOString();
      const commit = i.toString(16).padStart(40, '0');
      // In this process (the parser and the store the command line runs): 60 processes would cost a minute.
      const { results } = await loadInputs([file]);
      expect(results.problems).toEqual([]);
      appendToStore(big, { commit, time, results });
    }
    const bigSite = join(scratch, 'big-site');
    expect(spawnSync(process.execPath, [cli, 'history', 'dashboard', big, '--out', bigSite]).status).toBe(0);
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    await page.goto(
      `${pathToFileURL(join(bigSite, 'index.html')).href}#f=${encodeURIComponent(familySlug('example.com/grid.BenchmarkGrid'))}`,
    );
    await page.waitForFunction(() => window.BG_TIMING?.family !== undefined, undefined, { timeout: 60_000 });
    const ms = await page.evaluate(() => window.BG_TIMING.family!);
    process.stdout.write(
      `dashboard: a family of 2,000 series × 60 commits drawn ${ms.toFixed(0)} ms after navigation\n`,
    );
    expect(ms).toBeLessThan(2000);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(1000);
    // Split by mode (20 groups of 100 in parts of 8); the three changed series in parts of their own, drawn alone.
    expect(await page.$$eval('figure.panel h4', (hs) => hs.map((h) => h.textContent))).toEqual([
      'mode=m3 (1 of 14)',
      'mode=m11 (1 of 14)',
    ]);
    expect(
      await page.$$eval('#family-changes tbody tr td:nth-child(3)', (ts) => ts.map((t) => t.textContent)),
    ).toEqual(['mode=m3 size=7', 'mode=m3 size=42', 'mode=m11 size=99']);
    expect(await page.$$eval('figure.panel .legend', (ls) => ls.map((l) => l.textContent))).toEqual([
      'size=7size=42',
      'size=99',
    ]);
    expect(await page.textContent('details.more summary')).toBe(
      '260 more panels without a change (1997 series)',
    );
    // Asked for, the rest are drawn: 262 panels in all, no line twice.
    await page.click('details.more summary');
    await page.waitForFunction(() => document.querySelectorAll('figure.panel').length === 262);
    expect(await page.$$eval('figure.panel .legend span', (ss) => ss.length)).toBe(2000);
    // Within each panel, a colour each: no two lines of one panel share one.
    const repeated = await page.$$eval(
      'figure.panel',
      (fs) =>
        fs.filter((f) => {
          const colours = [...f.querySelectorAll<HTMLElement>('.legend span')].map((s) =>
            s.style.getPropertyValue('--c'),
          );
          return new Set(colours).size !== colours.length || colours.some((c) => c === '');
        }).length,
    );
    expect(repeated).toBe(0);
    await screenshot(page, 'large-family.png');
    await page.close();
    expect(errors).toEqual([]);
  });
});
