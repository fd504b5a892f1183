import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  composeStickyBody,
  isStickyBody,
  parseStickyBody,
  renderStickyBody,
  SHORTENED_NOTE,
  stickyMarker,
  type StickyModel,
} from '../../../src/github/sticky-body.js';
import { SHA_A, SHA_B, SHA_C } from './helpers.js';

const T1 = '2024-05-01T10:00:00Z';
const T2 = '2024-05-02T11:30:00Z';
const T3 = '2024-05-03T12:45:59Z';

describe('renderStickyBody / parseStickyBody', () => {
  it('renders the documented layout exactly', () => {
    const model: StickyModel = {
      key: 'benchmarks',
      current: { sha: SHA_B, time: T2, body: '## Benchmarks\n\nno change' },
      history: [{ sha: SHA_A, time: T1, body: 'old report' }],
      droppedRuns: 2,
    };
    expect(renderStickyBody(model)).toBe(
      [
        '<!-- benchgate:benchmarks -->',
        `<!-- benchgate:current sha=${SHA_B} time=2024-05-02T11%3A30%3A00Z -->`,
        '',
        '## Benchmarks',
        '',
        'no change',
        '',
        '<!-- benchgate:current-end -->',
        '',
        '<details><summary>Earlier run: aaaaaaa at 2024-05-01 10:00 UTC</summary>',
        `<!-- benchgate:run sha=${SHA_A} time=2024-05-01T10%3A00%3A00Z -->`,
        '',
        'old report',
        '',
        '<!-- benchgate:run-end -->',
        '</details>',
        '',
        '<!-- benchgate:dropped 2 -->',
        "_2 earlier runs were removed from this comment to keep it under GitHub's size limit._",
      ].join('\n'),
    );
  });

  it.each([
    ['plain', 'report'],
    ['empty', ''],
    ['leading and trailing blank lines', '\n\nreport\n\n'],
    ['CRLF', 'a\r\nb\r\n'],
    ['details and fences', '<details><summary>x</summary>\n\n```\ncode\n```\n</details>'],
  ])('parses back what it renders (%s)', (_case, body) => {
    const model: StickyModel = {
      key: 'go benchmarks/linux',
      current: { sha: SHA_C, time: T3, body },
      history: [
        { sha: SHA_B, time: T2, body: `${body}!` },
        { sha: SHA_A, time: T1, body },
      ],
      droppedRuns: 0,
    };
    expect(parseStickyBody(renderStickyBody(model), model.key)).toEqual(model);
  });

  it('recognises only its own key, with the marker as the whole first line', () => {
    const body = renderStickyBody({
      key: 'benchmarks',
      current: { sha: SHA_A, time: T1, body: 'x' },
      history: [],
      droppedRuns: 0,
    });
    expect(stickyMarker('go benchmarks')).toBe('<!-- benchgate:go%20benchmarks -->');
    expect(isStickyBody(body, 'benchmarks')).toBe(true);
    expect(isStickyBody(body, 'bench')).toBe(false);
    expect(isStickyBody(`> ${body}`, 'benchmarks')).toBe(false);
    expect(isStickyBody(`hello\n${body}`, 'benchmarks')).toBe(false);
    expect(isStickyBody('<!-- benchgate:benchmarks -->x', 'benchmarks')).toBe(false);
    expect(parseStickyBody('some comment', 'benchmarks')).toBeUndefined();
  });

  it('keeps a marked comment it cannot parse as one earlier run instead of dropping it', () => {
    const edited = '<!-- benchgate:benchmarks -->\nsomeone edited this by hand';
    expect(parseStickyBody(edited, 'benchmarks')).toEqual({
      key: 'benchmarks',
      current: { sha: '', time: '', body: '' },
      history: [{ sha: '', time: '', body: 'someone edited this by hand' }],
      droppedRuns: 0,
    });
    const next = composeStickyBody({
      key: 'benchmarks',
      body: 'new',
      sha: SHA_A,
      time: T1,
      previous: edited,
    });
    expect(next.model.history).toEqual([{ sha: '', time: '', body: 'someone edited this by hand' }]);
    expect(next.body).toContain('<summary>Earlier run: unknown commit at an unknown time</summary>');
  });
});

describe('composeStickyBody', () => {
  const base = { key: 'benchmarks' };

  it('puts earlier runs after the current one, newest first', () => {
    const first = composeStickyBody({ ...base, body: 'run 1', sha: SHA_A, time: T1 });
    const second = composeStickyBody({ ...base, body: 'run 2', sha: SHA_B, time: T2, previous: first.body });
    const third = composeStickyBody({ ...base, body: 'run 3', sha: SHA_C, time: T3, previous: second.body });
    expect(third.model).toEqual({
      key: 'benchmarks',
      current: { sha: SHA_C, time: T3, body: 'run 3' },
      history: [
        { sha: SHA_B, time: T2, body: 'run 2' },
        { sha: SHA_A, time: T1, body: 'run 1' },
      ],
      droppedRuns: 0,
    });
    expect([third.shrunk, third.truncated]).toEqual([false, false]);
    expect(third.body.match(/<summary>[^<]*<\/summary>/g)).toEqual([
      '<summary>Earlier run: bbbbbbb at 2024-05-02 11:30 UTC</summary>',
      '<summary>Earlier run: aaaaaaa at 2024-05-01 10:00 UTC</summary>',
    ]);
  });

  it('replaces a repeated publish of the same run (same sha and time) instead of adding history', () => {
    const first = composeStickyBody({ ...base, body: 'run 1', sha: SHA_A, time: T1 });
    const again = composeStickyBody({ ...base, body: 'run 1', sha: SHA_A, time: T1, previous: first.body });
    expect(again.body).toBe(first.body);
    const rerun = composeStickyBody({
      ...base,
      body: 'run 1 again',
      sha: SHA_A,
      time: T2,
      previous: first.body,
    });
    expect(rerun.model.history).toEqual([{ sha: SHA_A, time: T1, body: 'run 1' }]);
  });

  it('keeps at most maxHistory earlier runs and counts the rest', () => {
    let body: string | undefined;
    for (let i = 0; i < 6; i++) {
      body = composeStickyBody({
        ...base,
        body: `run ${i}`,
        sha: SHA_A,
        time: `2024-05-0${i + 1}T00:00:00Z`,
        previous: body,
        maxHistory: 3,
      }).body;
    }
    const model = parseStickyBody(body!, 'benchmarks')!;
    expect(model.current.body).toBe('run 5');
    expect(model.history.map((r) => r.body)).toEqual(['run 4', 'run 3', 'run 2']);
    expect(model.droppedRuns).toBe(2);
    expect(body).toContain(
      "_2 earlier runs were removed from this comment to keep it under GitHub's size limit._",
    );
  });

  it('drops earlier runs oldest first until the body fits the limit', () => {
    const report = (n: number) => `run ${n} `.repeat(100);
    let previous: string | undefined;
    for (let i = 1; i <= 5; i++) {
      previous = composeStickyBody({
        ...base,
        body: report(i),
        sha: SHA_A,
        time: `2024-05-0${i}T00:00:00Z`,
        previous,
      }).body;
    }
    const limit = 3_000;
    const next = composeStickyBody({ ...base, body: report(6), sha: SHA_B, time: T3, previous, limit });
    expect(next.body.length).toBeLessThanOrEqual(limit);
    expect(next.model.current.body).toBe(report(6));
    expect(next.model.history.map((r) => r.body)).toEqual([report(5), report(4)]);
    expect(next.model.droppedRuns).toBe(3);
    expect([next.shrunk, next.truncated]).toEqual([false, false]);
  });

  it('cuts a 200k report to at most 65,536 characters and says it was shortened', () => {
    const huge = '| BenchmarkX | 1.0 ns | 1.1 ns |\n'.repeat(6_100);
    expect(huge.length).toBeGreaterThan(200_000);
    const result = composeStickyBody({ ...base, body: huge, sha: SHA_A, time: T1 });
    expect(result.body.length).toBeLessThanOrEqual(65_536);
    expect(result.body.length).toBeGreaterThan(65_000);
    expect([result.shrunk, result.truncated]).toEqual([false, true]);
    const current = parseStickyBody(result.body, 'benchmarks')!.current.body;
    expect(current.startsWith('| BenchmarkX | 1.0 ns | 1.1 ns |\n')).toBe(true);
    expect(
      current.endsWith(
        "passed GitHub's 65,536-character comment limit; the complete report is in the job summary of the run._",
      ),
    ).toBe(true);
    // Cut at a line break: every table row before the note is whole.
    expect(
      current
        .split('\n\n')[0]!
        .split('\n')
        .every((line) => line === '| BenchmarkX | 1.0 ns | 1.1 ns |'),
    ).toBe(true);
  });

  it('asks shrink for a report within the budget left after dropping history', () => {
    const first = composeStickyBody({ ...base, body: 'old', sha: SHA_A, time: T1 });
    const budgets: number[] = [];
    const result = composeStickyBody({
      ...base,
      body: 'x'.repeat(100_000),
      sha: SHA_B,
      time: T2,
      previous: first.body,
      shrink: (budget) => {
        budgets.push(budget);
        return 'regressions only';
      },
    });
    const frame = renderStickyBody({
      key: 'benchmarks',
      current: { sha: SHA_B, time: T2, body: '' },
      history: [],
      droppedRuns: 1,
    });
    expect(budgets).toEqual([65_536 - frame.length - SHORTENED_NOTE.length - 2]);
    expect([result.shrunk, result.truncated]).toEqual([true, false]);
    expect(result.model.current.body).toBe(`regressions only\n\n${SHORTENED_NOTE}`);
    expect(result.model.history).toEqual([]);
    expect(result.model.droppedRuns).toBe(1);
  });

  it('cuts when shrink returns more than its budget', () => {
    const result = composeStickyBody({
      ...base,
      body: 'y'.repeat(100_000),
      sha: SHA_A,
      time: T1,
      shrink: () => 'z'.repeat(70_000),
    });
    expect(result.body.length).toBeLessThanOrEqual(65_536);
    expect([result.shrunk, result.truncated]).toEqual([false, true]);
    expect(result.model.current.body.startsWith('yyy')).toBe(true);
  });

  it('never splits a surrogate pair and closes an open code fence when cutting', () => {
    const result = composeStickyBody({
      ...base,
      body: `\`\`\`\n${'😀'.repeat(40_000)}`,
      sha: SHA_A,
      time: T1,
    });
    const current = result.model.current.body;
    expect(result.body.length).toBeLessThanOrEqual(65_536);
    expect(current).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
    expect(current).toMatch(/😀\n```\n\n_… cut here/);
  });

  it('quotes our marker text inside a report so the comment still parses', () => {
    const hostile = 'a\n<!-- benchgate:current-end -->\n<!-- benchgate:run sha=x time=y -->\nb';
    const result = composeStickyBody({ ...base, body: hostile, sha: SHA_A, time: T1 });
    expect(parseStickyBody(result.body, 'benchmarks')!.current.body).toBe(
      'a\n<!-- benchgate-quoted:current-end -->\n<!-- benchgate-quoted:run sha=x time=y -->\nb',
    );
  });

  it('fuzz: always within the limit, and always parses back to the run it was given', () => {
    const piece = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom('<!-- benchgate:', '-->', '\n', '\r\n', '```', '<details>', '</details>', '😀', '<!--'),
    );
    const body = fc.array(piece, { maxLength: 60 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(
        fc.array(body, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 600, max: 70_000 }),
        fc.nat({ max: 300_000 }),
        (bodies, limit, padding) => {
          let previous: string | undefined;
          bodies.forEach((text, i) => {
            const report = i === bodies.length - 1 ? text + 'p'.repeat(padding) : text;
            const result = composeStickyBody({
              key: 'k',
              body: report,
              sha: `${i}`.repeat(40),
              time: `t${i}`,
              previous,
              limit,
            });
            expect(result.body.length).toBeLessThanOrEqual(limit);
            const parsed = parseStickyBody(result.body, 'k')!;
            expect(parsed.current.sha).toBe(`${i}`.repeat(40));
            if (!result.truncated) expect(parsed).toEqual(result.model);
            previous = result.body;
          });
        },
      ),
      { numRuns: 150 },
    );
  });
});
