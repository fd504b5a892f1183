import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The differential flame graph that `benchgate explain --svg` draws from the
// real Go CPU profiles of test/fixtures/profile (head's scramble six times
// slower), opened in a real headless Chromium (Debian's chromium, driven by
// playwright-core, as the dashboard test does). Any page error fails the test.

const root = new URL('../..', import.meta.url).pathname;
const cli = join(root, 'dist/cli.js');
const fixture = (f: string) => join(root, 'test/fixtures/profile', f);
const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

describe('the differential flame graph in headless Chromium', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'benchgate-flame-'));
  const svg = join(scratch, 'diff.svg');
  let browser: Browser;

  beforeAll(async () => {
    const r = spawnSync(
      process.execPath,
      [
        cli,
        'explain',
        fixture('go-cpu-base.pprof'),
        fixture('go-cpu-head.pprof'),
        '--ops-base',
        '20001',
        '--ops-head',
        '20001',
        '--svg',
        svg,
      ],
      { encoding: 'utf8' },
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.split('\n')[4]).toMatch(/^example\.com\/planted\.scramble\s+3500\s+15,999\s+\+12,499$/);
    if (!CHROMIUM) throw new Error("chromium is not installed: .ci/run installs Debian's chromium package");
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('renders every box, scramble red and as wide as its share of head', async () => {
    const errors: string[] = [];
    const page = await browser.newPage({ viewport: { width: 1300, height: 600 } });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
    });
    await page.goto(pathToFileURL(svg).href);
    const boxes = await page.$$eval('g', (gs) =>
      gs.map((g) => {
        const rect = g.querySelector('rect')!.getBoundingClientRect();
        return {
          title: g.querySelector('title')!.textContent!,
          width: rect.width,
          fill: g.querySelector('rect')!.getAttribute('fill'),
        };
      }),
    );
    const source = readFileSync(svg, 'utf8');
    expect(boxes.length).toBe(source.split('<g>').length - 1);
    expect(boxes[0]!.width).toBeCloseTo(1200, 0);
    const scramble = boxes.find((b) => b.title.startsWith('example.com/planted.scramble:'))!;
    // A box is as wide as head's inclusive time: scramble's own 16,000 ns/op and the
    // 9,500 of runtime.asyncPreempt that preempts it, of head's 27,000 in all.
    expect(scramble.width).toBeCloseTo((1200 * 25498.7) / 26998.65, 0);
    expect(scramble.fill).toMatch(/^rgb\(255,\d+,\d+\)$/);
    const shot = join(scratch, 'flame.png');
    // The viewport, not fullPage: Chromium never settles a full-page shot of a bare SVG document.
    await page.screenshot({ path: shot });
    const png = readFileSync(shot);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.length).toBeGreaterThan(10_000);
    await page.close();
    expect(errors).toEqual([]);
  });
});
