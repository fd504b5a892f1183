import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readSettings } from '../../../src/action/inputs.js';
import { compareCommand } from '../../../src/cli/compare-command.js';
import { mergeCommand } from '../../../src/cli/merge-command.js';
import { runCommand } from '../../../src/cli/run-command.js';
import { DEFAULTS } from '../../../src/model/defaults.js';

// One home per default: action.yml's documentation, the command line's --help
// and the code (src/model/defaults.ts) must say the same.
const root = new URL('../../..', import.meta.url).pathname;
const inputs = (
  parse(readFileSync(`${root}action.yml`, 'utf8')) as {
    inputs: Record<string, { description: string; default?: string }>;
  }
).inputs;

async function helpOf(command: (args: string[]) => Promise<number>): Promise<string> {
  let out = '';
  const write = process.stdout.write;
  process.stdout.write = ((chunk: string) => ((out += chunk), true)) as typeof process.stdout.write;
  try {
    expect(await command(['--help'])).toBe(0);
  } finally {
    process.stdout.write = write;
  }
  return out;
}

describe('defaults', () => {
  it('action.yml declares the code defaults for the run settings', () => {
    expect(inputs['max-rounds']!.default).toBe('');
    expect(inputs.rounds!.default).toBe('');
    expect(inputs.select!.default).toBe(DEFAULTS.select);
    expect(inputs.design!.default).toBe(DEFAULTS.design);
    expect(inputs['confirm-rounds']!.default).toBe(String(DEFAULTS.confirmRounds));
    expect(inputs['round-timeout']!.default).toBe(String(DEFAULTS.roundTimeoutSeconds));
    expect(inputs.config!.default).toBe(DEFAULTS.configFile);
  });

  it('action.yml declares no default for threshold and alpha (the runner would pass it as set) but documents it', () => {
    expect(inputs.threshold!.default).toBeUndefined();
    expect(inputs.alpha!.default).toBeUndefined();
    expect(inputs.threshold!.description).toContain('(default 5%)');
    expect(inputs.alpha!.description).toContain('(default 0.05)');
    expect([DEFAULTS.threshold, DEFAULTS.alpha]).toEqual([0.05, 0.05]);
    expect(inputs['on-missing']!.default).toBeUndefined();
    expect(inputs['on-missing']!.description).toContain(`(default ${DEFAULTS.onMissing})`);
    expect(inputs.trigger!.default).toBeUndefined();
    expect(inputs.trigger!.description).toContain(`(default ${DEFAULTS.trigger})`);
  });

  it('the action reads the same defaults when the runner passes action.yml defaults', () => {
    const passed = Object.fromEntries(
      Object.entries(inputs).flatMap(([k, v]) => (v.default !== undefined ? [[k, v.default]] : [])),
    );
    const s = readSettings((name) => (name === 'github-token' ? '' : (passed[name] ?? '')));
    expect([
      s.rounds,
      s.confirmRounds,
      s.roundTimeoutSeconds,
      s.config,
      s.threshold,
      s.alpha,
      s.onMissing,
    ]).toEqual([
      DEFAULTS.rounds,
      DEFAULTS.confirmRounds,
      DEFAULTS.roundTimeoutSeconds,
      DEFAULTS.configFile,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('record mode has its own default rounds, stated in action.yml, the --help of run and docs/history.md', async () => {
    const s = readSettings((name) => (name === 'mode' ? 'record' : name === 'design' ? DEFAULTS.design : ''));
    expect([s.mode, s.rounds, DEFAULTS.recordRounds]).toEqual(['record', DEFAULTS.recordRounds, 10]);
    expect(inputs['max-rounds']!.description).toContain(
      `in mode record every benchmark runs them all, default ${DEFAULTS.recordRounds}`,
    );
    expect(await helpOf(runCommand)).toContain(`(max-rounds default ${DEFAULTS.recordRounds},`);
    expect(readFileSync(`${root}docs/history.md`, 'utf8')).toContain(
      `record mode runs ${DEFAULTS.recordRounds} rounds`,
    );
  });

  it('the --help of run, compare and merge states the same defaults', async () => {
    const run = await helpOf(runCommand);
    expect(run).toContain(
      `--max-rounds N        rounds per side: with --design sequential the most (default ${DEFAULTS.rounds}),`,
    );
    expect(run).toContain(`with fixed all (default ${DEFAULTS.fixedRounds});`);
    expect(run).toContain(`--design D            fixed or sequential (default ${DEFAULTS.design};`);
    expect(run).toContain(`(default ${DEFAULTS.select}; --head-dir and`);
    expect(run).toContain(`(default ${DEFAULTS.confirmRounds}, 0 = off)`);
    expect(run).toContain(`--round-timeout SEC   stop a round that takes longer (default 3600)`);
    for (const help of [run, await helpOf(compareCommand), await helpOf(mergeCommand)]) {
      expect(help).toContain('--threshold P     smallest change that counts, e.g. 5% (default 5%)');
      expect(help).toContain('--alpha A         significance level (default 0.05)');
      expect(help).toContain('--config FILE     the repository config (default .github/benchgate.yml');
      expect(help).toContain('--no-config');
      expect(help).toContain(`fail, neutral (exit 4, default ${DEFAULTS.onMissing}) or pass`);
    }
  });
});
