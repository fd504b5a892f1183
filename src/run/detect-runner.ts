import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunnerPreset } from './preset.js';

// Note: order matters where ecosystems overlap: a Cargo.toml with criterion is
// the criterion preset before the plain libtest one; a package.json is checked
// last because many Go and Java repositories carry one for tooling.
const DETECTION_ORDER = [
  'go',
  'criterion',
  'libtest',
  'jmh-maven',
  'jmh-gradle',
  'pytest-benchmark',
  'benchmarkjs',
];

/** The preset whose detect rules match the project directory, or undefined. */
export function detectRunner(dir: string, presets: readonly RunnerPreset[]): RunnerPreset | undefined {
  for (const name of DETECTION_ORDER) {
    const preset = presets.find((p) => p.name === name);
    if (preset && preset.detect.some((rule) => ruleMatches(dir, rule))) return preset;
  }
  return undefined;
}

function ruleMatches(dir: string, rule: RunnerPreset['detect'][number]): boolean {
  const path = join(dir, rule.file);
  if (!existsSync(path)) return false;
  if (!rule.contains) return true;
  try {
    return new RegExp(rule.contains).test(readFileSync(path, 'utf8'));
  } catch {
    return false;
  }
}
