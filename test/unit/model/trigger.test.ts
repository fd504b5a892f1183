import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../../src/action/inputs.js';
import { loadRepoConfig } from '../../../src/config/repo-config.js';
import { formatTrigger, isTriggered, parseTrigger, type Trigger } from '../../../src/model/trigger.js';
import { optInText, renderTriggerNote } from '../../../src/report/trigger-note.js';

const dir = mkdtempSync(join(tmpdir(), 'benchgate-trigger-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('parseTrigger', () => {
  it.each([
    ['always', { kind: 'always' }],
    ['comment', { kind: 'comment' }],
    ['label: benchmark', { kind: 'label', name: 'benchmark' }],
    ['label:run benchmarks ', { kind: 'label', name: 'run benchmarks' }],
    ['title: [bench]', { kind: 'title', keyword: '[bench]' }],
  ])('%s', (text, trigger) => {
    expect(parseTrigger(text)).toEqual(trigger);
    expect(formatTrigger(trigger as Trigger)).toBe(text.trim().replace(/:(?! )/, ': '));
  });
  it.each(['', 'never', 'label:', 'label', 'title:   ', 'labels: x', 'Always'])('refuses "%s"', (text) => {
    expect(parseTrigger(text)).toBeUndefined();
  });
});

describe('isTriggered', () => {
  const pr = {
    onPullRequest: true,
    command: false,
    labels: ['bug', 'Benchmark'],
    title: 'Faster codec [BENCH]',
  };
  it.each([
    ['always', pr, true],
    ['comment', pr, false],
    ['comment', { ...pr, command: true }, true],
    ['label: benchmark', pr, true],
    ['label: benchmark', { ...pr, labels: ['bug'] }, false],
    ['label: bench', pr, false],
    ['title: [bench]', pr, true],
    ['title: [bench]', { ...pr, title: 'Faster codec' }, false],
    ['label: benchmark', { ...pr, labels: [], onPullRequest: false }, true],
    ['title: [bench]', { ...pr, title: '', command: true }, true],
  ] as const)('%s on %j is %s', (text, event, expected) => {
    expect(isTriggered(parseTrigger(text)!, event)).toBe(expected);
  });
});

describe('the trigger setting', () => {
  it('is read from the config as a string or a one-key mapping, with errors at its line', () => {
    const p = join(dir, 'a.yml');
    writeFileSync(p, 'threshold: 5%\ntrigger: "label: benchmark"\n');
    expect(loadRepoConfig(p).trigger).toEqual({ kind: 'label', name: 'benchmark' });
    writeFileSync(p, 'trigger: { title: "[bench]" }\n');
    expect(loadRepoConfig(p).trigger).toEqual({ kind: 'title', keyword: '[bench]' });
    writeFileSync(p, 'threshold: 5%\ntrigger: sometimes\n');
    expect(() => loadRepoConfig(p)).toThrow(
      `${p}:2: trigger "sometimes" must be one of always, label: <name>, title: <keyword>, comment`,
    );
  });

  it('is read from the input, quoting a bad one', () => {
    const read = (trigger: string) => (name: string) => (name === 'trigger' ? trigger : '');
    expect(readSettings(read('label: benchmark')).trigger).toEqual({ kind: 'label', name: 'benchmark' });
    expect(readSettings(read('')).trigger).toBeUndefined();
    expect(() => readSettings(read('on label'))).toThrow(
      'input trigger: "on label" is not one of always, label: <name>, title: <keyword>, comment',
    );
  });
});

describe('the note on a skipped pull request', () => {
  it('says how to opt in, with the label escaped', () => {
    const t: Trigger = { kind: 'label', name: 'run_*bench*' };
    expect(renderTriggerNote(t, 'Benchmarks: benchmarks', '.github/benchgate.yml')).toBe(
      '### Benchmarks: benchmarks\n\n' +
        '⏭️ Not run: benchmarks run on the pull requests that ask for them. To run them here, add the label **run\\_\\*bench\\*** to this pull request.\n\n' +
        '<sub>trigger label: run\\_\\*bench\\*, set by .github/benchgate.yml</sub>\n',
    );
    expect(optInText(t)).toBe('add the label "run_*bench*"');
    expect(optInText({ kind: 'comment' })).toBe('comment /benchmark (write permission needed)');
  });
});
