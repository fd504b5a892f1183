import { describe, expect, it } from 'vitest';
import { colour, renderFlameGraph } from '../../../src/profile/flame-svg.js';

// The differential flame graph's boxes, colours and escaping (its rendering
// in a browser: test/integration/profile-flame-browser.test.ts).

const paths = (entries: [string, number][]) => new Map(entries);

describe('renderFlameGraph', () => {
  const svg = renderFlameGraph({
    title: 'BenchmarkEncode (ns/op): head against base',
    unit: 'ns/op',
    base: paths([
      ['main;encode;scramble', 100],
      ['main;encode;checksum', 300],
      ['main;old', 100],
    ]),
    head: paths([
      ['main;encode;scramble', 600],
      ['main;encode;checksum', 150],
      ['main;fresh', 50],
    ]),
  });
  const titles = [...svg.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);

  it('draws one box per call path head has, as wide as head spends in it', () => {
    expect(titles).toEqual([
      'all: base 500, head 800 ns/op (+300)',
      'main: base 500, head 800 ns/op (+300)',
      'encode: base 400, head 750 ns/op (+350)',
      'checksum: base 300, head 150 ns/op (-150)',
      'scramble: base 100, head 600 ns/op (+500)',
      'fresh: base 0, head 50 ns/op (+50)',
    ]);
    // 1,200 px for head's 800: scramble's 600 is 900 px; it grew by 500 of 600, so
    // its red fades to 255 * (1 - 0.8 * 5/6) = 85 in green and blue.
    expect(svg).toContain('width="900.00" height="16" fill="rgb(255,85,85)"');
  });

  it('colours growth red, shrink blue, no change white', () => {
    expect(colour(1)).toBe('rgb(255,51,51)');
    expect(colour(-0.5)).toBe('rgb(153,153,255)');
    expect(colour(0)).toBe('rgb(255,255,255)');
    expect(colour(Number.NaN)).toBe('rgb(255,255,255)');
  });

  it('escapes names from the benchmark process', () => {
    const out = renderFlameGraph({
      title: 't',
      unit: '%',
      base: paths([]),
      head: paths([['main;</text><script>alert(1)</script>', 10]]),
    });
    expect(out).not.toContain('<script>');
    expect(out).toContain('&#60;/text&#62;&#60;script&#62;alert(1)&#60;/script&#62;');
  });
});
