import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familySlug } from '../../src/history/store.js';

// The dashboard of a history store, opened in a real headless Chromium
// (Debian's chromium, driven by playwright-core): a store of 32 commits of
// real go test output (test/fixtures/go-zero: the first 16 before a change
// that makes BenchmarkSum allocate, the next 16 after it; beside it every
// commit the same test/fixtures/go/multi-package.txt, 15 more families),
// written by the built command line. Any page error fails the test.

const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist/cli.js');
const fixture = (side: string) => join(root, `test/fixtures/go-zero/${side}.txt`);
const sha = (i: number) => i.toString(16).padStart(40, 'a');
const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

describe('benchgate history dashboard in headless Chromium', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'benchgate-dashboard-'));
  const store = join(scratch, 'store');
  const site = join(scratch, 'site');
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
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
          '--parent',
          sha(i - 1),
          '--time',
          new Date(Date.UTC(2026, 10, 1) + i * 3_600_000).toISOString(),
        ],
        { encoding: 'utf8' },
      );
      expect(r.status, r.stderr).toBe(0);
    }
    const r = spawnSync(
      process.execPath,
      [cli, 'history', 'dashboard', store, '--out', site, '--repository', 'https://github.com/acme/broker'],
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

  it('lists the families of the store, searchable by name and metric, with the regressions counted', async () => {
    const page = await open();
    await page.waitForSelector('#families tbody tr');
    const rows = () =>
      page.$$eval('#families tbody tr', (trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
      );
    const all = await rows();
    expect(all.length).toBe(16);
    expect(all[0]).toEqual([
      'example.com/benchfixture/blockstore.BenchmarkReadBlock',
      '8',
      'ns/op, MB/s, B/op, allocs/op',
      '0',
      '0',
      'aaaaaaa',
    ]);
    expect(await page.textContent('#meta')).toMatch(/^16 families, 155 series, 32 commits; generated /);
    await screenshot(page, 'index.png');
    await page.fill('#search', 'zerofixture');
    expect(await rows()).toEqual([
      ['example.com/zerofixture.BenchmarkSum', '6', 'ns/op, B/op, allocs/op', '6', '0', 'aaaaaaa'],
    ]);
    expect(await page.textContent('#count')).toBe('1 of 16 families');
    await page.fill('#search', 'fetch-errors');
    expect((await rows()).map((r) => r[0])).toEqual([
      'example.com/benchfixture/stream.BenchmarkJetStreamBlockSizeMultiConsumer',
    ]);
    await page.close();
    expect(errors).toEqual([]);
  });

  it('draws one view per family: a chart per metric, a line per series, the change point linked to its issue', async () => {
    const page = await open();
    await page.waitForSelector('#families tbody tr');
    await page.fill('#search', 'zerofixture');
    await page.click('#families tbody tr a');
    await page.waitForSelector('section.chart svg');
    expect(page.url()).toContain(
      `#f=${encodeURIComponent(familySlug('example.com/zerofixture.BenchmarkSum'))}`,
    );
    expect(await page.textContent('#family')).toBe('example.com/zerofixture.BenchmarkSum');
    expect(await page.$$eval('section.chart h3', (hs) => hs.map((h) => h.textContent))).toEqual([
      "ns/op (smaller is better), relative to each line's median",
      "B/op (smaller is better), relative to each line's median",
      "allocs/op (smaller is better), relative to each line's median",
    ]);
    expect(await page.$$eval('.legend', (ls) => ls.map((l) => l.textContent))).toEqual([
      '100B10KB',
      '100B10KB',
      '100B10KB',
    ]);
    // 32 commits, 2 lines, 3 charts: every point links to its commit.
    const links = await page.$$eval('section.chart svg a.commit', (as) =>
      as.map((a) => a.getAttribute('href')),
    );
    expect(links.length).toBe(32 * 2 * 3);
    expect(links[0]).toBe(`https://github.com/acme/broker/commit/${sha(1)}`);
    // The step at commit 17, on all six lines, links to the issue that carries its marker.
    const issue = `https://github.com/acme/broker/issues?q=${encodeURIComponent(`"benchgate-change: ${sha(17)}"`)}`;
    expect(await page.$$eval('svg a.issue', (as) => as.map((a) => a.getAttribute('href')))).toEqual(
      Array(6).fill(issue),
    );
    await screenshot(page, 'family.png');
    await page.close();
    expect(errors).toEqual([]);
  });

  it('says so when a link names a family the store does not have', async () => {
    const page = await open('#f=nothing-here');
    await page.waitForSelector('p.empty');
    expect(await page.textContent('p.empty')).toBe('No family nothing-here in this store.');
    await page.close();
    expect(errors).toEqual([]);
  });

  it('shows a benchmark name that is markup as text, and runs none of it', async () => {
    // Main's benchmarks print whatever a merged change makes them print: the real
    // go-zero output, parsed by the built command line, with one name turned into markup.
    const evil = 'BenchmarkEvil<img src=x onerror="window.pwned=1">';
    const parsed = spawnSync(process.execPath, [cli, 'parse', fixture('base'), '--json'], {
      encoding: 'utf8',
    });
    expect(parsed.status, parsed.stderr).toBe(0);
    const results = join(scratch, 'evil.json');
    writeFileSync(results, parsed.stdout.replaceAll('"BenchmarkSum/100B"', JSON.stringify(`${evil}/100B`)));
    const evilStore = join(scratch, 'evil-store');
    const evilSite = join(scratch, 'evil-site');
    for (let i = 1; i <= 2; i++) {
      const r = spawnSync(
        process.execPath,
        [cli, 'history', 'append', evilStore, results, '--commit', sha(i)],
        {
          encoding: 'utf8',
        },
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
    await page.click('#families tbody tr a');
    await page.waitForSelector('section.chart svg');
    expect(await page.textContent('#family')).toBe(`example.com/zerofixture.${evil}`);
    expect(await page.$$('img')).toEqual([]);
    expect(await page.evaluate('typeof window.pwned')).toBe('undefined');
    await page.close();
    expect(errors).toEqual([]);
  });
});
