import { describe, expect, it } from 'vitest';
import { applyNarrowedRun, narrowRuns } from '../../../src/run/benchmark-filter.js';
import { goBenchPatterns } from '../../../src/run/go-bench-filter.js';
import { chunkAlternatives, MAX_FILTER_CHARS } from '../../../src/run/regex-alternation.js';
import { findPreset, loadPresets } from '../../../src/run/presets.js';

const presets = loadPresets();
const preset = (name: string) => findPreset(name, presets);

describe('narrowRuns', () => {
  it('runs nothing for nothing left, for every runner (never the default filter)', () => {
    for (const p of presets) expect(narrowRuns(p, []), p.name).toEqual([]);
  });

  it('anchors every Go level, escapes RE2 metacharacters, and shares upper levels', () => {
    // With several alternatives the first two levels share one pattern (see the next test).
    expect(goBenchPatterns(['BenchmarkA/size=1KB+', 'BenchmarkB', 'BenchmarkA/x(y)|z.[w]*?{1}^$\\'])).toEqual(
      [
        '^(?:BenchmarkA|size=1KB\\+|x\\(y\\)\\|z\\.\\[w\\]\\*\\?\\{1\\}\\^\\$\\\\)$/^(?:BenchmarkA|size=1KB\\+|x\\(y\\)\\|z\\.\\[w\\]\\*\\?\\{1\\}\\^\\$\\\\)$|^BenchmarkB$',
      ],
    );
    // Cells of a matrix: a=1 has b=1 and b=2, a=2 only b=1.
    expect(goBenchPatterns(['BenchmarkM/a=1/b=1', 'BenchmarkM/a=1/b=2', 'BenchmarkM/a=2/b=1'])).toEqual([
      '^(?:BenchmarkM|a=1)$/^(?:BenchmarkM|a=1)$/^(?:b=1|b=2)$|^(?:BenchmarkM|a=2)$/^(?:BenchmarkM|a=2)$/^b=1$',
    ]);
    // A whole product is one alternative, whichever order the names come in.
    const product = ['x=1', 'x=2', 'x=3'].flatMap((x) => ['y=a', 'y=b'].map((y) => `BenchmarkP/${y}/${x}`));
    expect(goBenchPatterns(product.reverse())).toEqual(['^BenchmarkP$/^(?:y=a|y=b)$/^(?:x=1|x=2|x=3)$']);
    // First levels with the same remaining names share a set: a and b (both {1}), c alone ({1, 2}).
    expect(goBenchPatterns(['B/a/1', 'B/b/1', 'B/c/1', 'B/c/2'])).toEqual([
      '^(?:B|a|b)$/^(?:B|a|b)$/^1$|^(?:B|c)$/^(?:B|c)$/^(?:1|2)$',
    ]);
    // Alternatives that differ in one level only merge: A and B share x/1 but not the rest.
    expect(goBenchPatterns(['A/x/1', 'A/y/2', 'B/x/1', 'B/y/3'])).toEqual([
      '^(?:A|B|x)$/^(?:A|B|x)$/^1$|^(?:A|y)$/^(?:A|y)$/^2$|^(?:B|y)$/^(?:B|y)$/^3$',
    ]);
    // A name that ends above another runs its whole subtree.
    expect(goBenchPatterns(['B/a', 'B/a/1', 'C'])).toEqual(['^(?:B|a)$/^(?:B|a)$|^C$']);
  });

  it('gives the first two Go levels one pattern only where that selects nothing more', () => {
    // One alternative: each level keeps its own pattern (one compile per level and name either way).
    expect(goBenchPatterns(['BenchmarkM/a=1/b=1', 'BenchmarkM/a=2/b=1'])).toEqual([
      '^BenchmarkM$/^(?:a=1|a=2)$/^b=1$',
    ]);
    // A second level named like a benchmark could match a top-level benchmark of that name: kept apart.
    expect(goBenchPatterns(['BenchmarkX/BenchmarkInner/a', 'BenchmarkX/y/b'])).toEqual([
      '^BenchmarkX$/^BenchmarkInner$/^a$|^(?:BenchmarkX|y)$/^(?:BenchmarkX|y)$/^b$',
    ]);
  });

  it('splits filters that would pass the argument length limit, losing no name', () => {
    const names = Array.from({ length: 3000 }, (_, i) => `BenchmarkMatrix/shape=${i}/size=${i}KB`);
    const patterns = goBenchPatterns(names);
    expect(patterns.length).toBeGreaterThan(1);
    expect(Math.max(...patterns.map((p) => p.length))).toBeLessThanOrEqual(MAX_FILTER_CHARS);
    // Every name's last level appears exactly once across the patterns.
    const leaves = patterns.flatMap((p) => [...p.matchAll(/size=(\d+)KB/g)].map((m) => Number(m[1])));
    expect(leaves.sort((a, b) => a - b)).toEqual(names.map((_, i) => i));
    expect(chunkAlternatives(['aaaa', 'bb', 'cc', 'dddddd', 'e'], 5)).toEqual([
      ['aaaa'],
      ['bb', 'cc'],
      ['dddddd'],
      ['e'],
    ]);
  });

  it('replaces ./... in the Go run command with the packages', () => {
    const go = preset('go');
    const [run] = narrowRuns(go, [{ suite: 'example.com/m/a', name: 'BenchmarkX', params: {} }]);
    expect(applyNarrowedRun(go, run!).run).toBe(
      "go test -run '^$' -bench {filter} -benchmem -count {count} {args} example.com/m/a",
    );
  });

  it('falls back to one pattern in every package when results carry no package', () => {
    expect(narrowRuns(preset('go'), [{ suite: '', name: 'BenchmarkX', params: {} }])).toEqual([
      {
        filter: '^BenchmarkX$',
        extraArgs: [],
        note: 'some results carry no package (no "pkg:" line): the pattern runs in every package',
      },
    ]);
  });

  it('gives JMH an anchored include and -p/-bm per group of methods needing the same values', () => {
    const runs = narrowRuns(preset('jmh-maven'), [
      { suite: 'com.ex.Writer', name: 'write', params: { size: '16' }, mode: 'thrpt' },
      { suite: 'com.ex.Writer', name: 'write', params: { size: '1024' }, mode: 'thrpt' },
      { suite: 'com.ex.Writer', name: 'flush', params: { size: '16' }, mode: 'thrpt' },
      { suite: 'com.ex.Reader', name: 'read', params: { size: '16' }, mode: 'thrpt' },
    ]);
    expect(runs).toEqual([
      {
        filter: '^(?:com\\.ex\\.Reader\\.read|com\\.ex\\.Writer\\.flush)$',
        extraArgs: ['-p', 'size=16', '-bm', 'thrpt'],
      },
      { filter: '^(?:com\\.ex\\.Writer\\.write)$', extraArgs: ['-p', 'size=1024,16', '-bm', 'thrpt'] },
    ]);
    expect(applyNarrowedRun(preset('jmh-maven'), runs[1]!).run).toBe(
      'java -jar target/benchmarks.jar {filter} -f 1 -wi 2 -i {count} {args} -rf json -rff {out}/jmh-result.json -p size=1024,16 -bm thrpt',
    );
  });

  it('splits a JMH matrix into exact runs where one cross product would run unasked cells', () => {
    // Three of the four (itemCount, itemSize) cells, as the example's writeOnly rows settle:
    // one run of -p itemCount=10,100 -p itemSize=200,2000 would run the settled fourth cell too.
    const cell = (itemCount: string, itemSize: string, name = 'writeOnly') => ({
      suite: 'com.example.blocks.BlockItemWriterBenchmark',
      name,
      params: { itemCount, itemSize },
      mode: 'avgt',
    });
    expect(
      narrowRuns(preset('jmh-maven'), [cell('10', '200'), cell('10', '2000'), cell('100', '200')]),
    ).toEqual([
      {
        filter: '^(?:com\\.example\\.blocks\\.BlockItemWriterBenchmark\\.writeOnly)$',
        extraArgs: ['-p', 'itemCount=10', '-p', 'itemSize=200,2000', '-bm', 'avgt'],
      },
      {
        filter: '^(?:com\\.example\\.blocks\\.BlockItemWriterBenchmark\\.writeOnly)$',
        extraArgs: ['-p', 'itemCount=100', '-p', 'itemSize=200', '-bm', 'avgt'],
      },
    ]);
    // Another method needing one of those products shares its run (methods in name order).
    expect(
      narrowRuns(preset('jmh-maven'), [
        cell('10', '200'),
        cell('10', '2000'),
        cell('100', '200'),
        cell('100', '200', 'writeAndFlush'),
      ]).map((r) => `${r.filter} ${r.extraArgs.join(' ')}`),
    ).toEqual([
      '^(?:com\\.example\\.blocks\\.BlockItemWriterBenchmark\\.writeAndFlush|com\\.example\\.blocks\\.BlockItemWriterBenchmark\\.writeOnly)$ -p itemCount=100 -p itemSize=200 -bm avgt',
      '^(?:com\\.example\\.blocks\\.BlockItemWriterBenchmark\\.writeOnly)$ -p itemCount=10 -p itemSize=200,2000 -bm avgt',
    ]);
  });

  it('keeps one JMH cross product, and says so, where exact runs would cost more than they save', () => {
    const cells = [];
    for (const a of ['1', '2'])
      for (const b of ['1', '2'])
        for (const c of ['1', '2'])
          if (a + b + c !== '222') cells.push({ suite: 'C', name: 'm', params: { a, b, c }, mode: 'ss' });
    expect(narrowRuns(preset('jmh-maven'), cells)).toEqual([
      {
        filter: '^(?:C\\.m)$',
        extraArgs: ['-p', 'a=1,2', '-p', 'b=1,2', '-p', 'c=1,2', '-bm', 'ss'],
        note: 'the -p lists run as a cross product',
      },
    ]);
  });

  it('narrows JMH modes with the parameters: -bm per run, none where a run needs several', () => {
    const row = (size: string, mode: string) => ({ suite: 'C', name: 'm', params: { size }, mode });
    expect(narrowRuns(preset('jmh-maven'), [row('1', 'avgt'), row('2', 'thrpt')])).toEqual([
      { filter: '^(?:C\\.m)$', extraArgs: ['-p', 'size=1', '-bm', 'avgt'] },
      { filter: '^(?:C\\.m)$', extraArgs: ['-p', 'size=2', '-bm', 'thrpt'] },
    ]);
    expect(
      narrowRuns(preset('jmh-maven'), [
        row('1', 'avgt'),
        row('1', 'thrpt'),
        row('2', 'avgt'),
        row('2', 'thrpt'),
      ]),
    ).toEqual([
      {
        filter: '^(?:C\\.m)$',
        extraArgs: ['-p', 'size=1,2'],
        note: 'the run takes no -bm: every mode of the method runs',
      },
    ]);
  });

  it("drops the user's own -p and -bm of the names the narrowed JMH run sets: JMH would run each value twice", () => {
    const [run] = narrowRuns(preset('jmh-maven'), [
      { suite: 'com.ex.Writer', name: 'write', params: { itemCount: '10', itemSize: '200' }, mode: 'thrpt' },
    ]);
    const withArgs = {
      ...preset('jmh-maven'),
      args: "-w 1s -p itemCount=10 -r 200ms -p 'itemSize=200,2000' -bm thrpt -p other=x",
    };
    const narrowed = applyNarrowedRun(withArgs, run!);
    expect(narrowed.args).toBe('-w 1s -r 200ms -p other=x');
    expect(narrowed.run).toBe(
      'java -jar target/benchmarks.jar {filter} -f 1 -wi 2 -i {count} {args} -rf json -rff {out}/jmh-result.json -p itemCount=10 -p itemSize=200 -bm thrpt',
    );
    // Without a -p of its own the user's arguments stay as written, spaces and all.
    expect(applyNarrowedRun(preset('jmh-maven'), run!).args).toBe('-w 1s -r 200ms');
    const spaced = { ...preset('jmh-maven'), args: "-jvmArgs '-Da=x  y'  -w 1s" };
    expect(applyNarrowedRun(spaced, run!).args).toBe("-jvmArgs '-Da=x  y'  -w 1s");
    expect(applyNarrowedRun({ ...spaced, args: `-p itemCount=10 ${spaced.args}` }, run!).args).toBe(
      spaced.args,
    );
  });

  it('says when JMH may run more than asked', () => {
    const runs = narrowRuns(preset('jmh-maven'), [
      { suite: 'C', name: 'm', params: { a: '1', b: 'x,y' } },
      { suite: 'C', name: 'm', params: { a: '2', b: 'z' } },
    ]);
    expect(runs).toEqual([
      {
        filter: '^(?:C\\.m)$',
        extraArgs: ['-p', 'a=1,2'],
        note: 'a value of @Param b contains ",": all of its values run',
      },
    ]);
    expect(narrowRuns(preset('jmh-gradle'), [{ suite: 'C', name: 'm', params: { a: '1' } }])).toEqual([
      {
        filter: '^(?:C\\.m)$',
        extraArgs: [],
        note: 'the Gradle JMH plugin takes no -p: every parameter value of these methods runs',
      },
    ]);
  });

  it('rebuilds Criterion ids as group/function/value', () => {
    expect(
      narrowRuns(preset('criterion'), [
        { suite: 'codec', name: 'encode', params: { input: '1024' } },
        { suite: 'codec', name: 'decode', params: {} },
        { suite: '', name: 'fib 20', params: {} },
      ]),
    ).toEqual([{ filter: '^(?:codec/decode|codec/encode/1024|fib 20)$', extraArgs: [] }]);
  });

  it('passes libtest names as exact filters', () => {
    const libtest = preset('libtest');
    const runs = narrowRuns(libtest, [
      { suite: 'b', name: 'sorting::sort_1000', params: {} },
      { suite: 'b', name: 'format_number', params: {} },
    ]);
    expect(runs).toEqual([{ filter: 'format_number', extraArgs: ['--exact', 'sorting::sort_1000'] }]);
    expect(applyNarrowedRun(libtest, runs[0]!).run).toBe(
      'cargo bench --quiet -- {filter} --exact sorting::sort_1000',
    );
  });

  it('gives pytest -k an or of test names, and the command runner an anchored regex of qualified names', () => {
    expect(
      narrowRuns(preset('pytest-benchmark'), [
        { suite: 'm', name: 'test_sort[100]', params: {} },
        { suite: 'm', name: 'test_add', params: {} },
      ]),
    ).toEqual([
      {
        filter: 'test_add or test_sort',
        extraArgs: [],
        note: 'pytest -k matches substrings and runs every parameter of a test',
      },
    ]);
    expect(narrowRuns(preset('command'), [{ suite: 's', name: 'a.b', params: {} }])).toEqual([
      { filter: '^(?:a\\.b)$', extraArgs: [] },
    ]);
  });
});
