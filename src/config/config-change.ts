import { floorRuleText } from '../compare/floors.js';
import type { ThresholdRule, TierRule } from '../compare/policy.js';
import { formatPercent } from '../model/percent.js';
import type { RepoConfig } from './repo-config.js';
import { formatTrigger } from '../model/trigger.js';

/**
 * What a pull request's config would change against the config in force, one
 * short phrase per setting ("threshold 5% → 1000%", "waiver added for *"),
 * so a reviewer sees what merging it would do to the gate.
 */
export function describeConfigChange(before: RepoConfig, after: RepoConfig): string[] {
  const changes: string[] = [];
  const pct = (v: number | undefined) => (v === undefined ? 'default' : formatPercent(v));
  if (before.threshold !== after.threshold)
    changes.push(`threshold ${pct(before.threshold)} → ${pct(after.threshold)}`);
  if (before.alpha !== after.alpha)
    changes.push(`alpha ${before.alpha ?? 'default'} → ${after.alpha ?? 'default'}`);
  changes.push(...listChange('threshold rule', before.rules.map(ruleText), after.rules.map(ruleText)));
  const units = new Set([...Object.keys(before.directions), ...Object.keys(after.directions)]);
  for (const unit of units) {
    const [b, a] = [before.directions[unit], after.directions[unit]];
    if (b !== a) changes.push(`direction of ${unit}: ${b ?? 'by unit'} → ${a ?? 'by unit'} is better`);
  }
  const waiverText = (w: RepoConfig['waivers'][number]) =>
    `${w.benchmark}${w.unit ? ` (${w.unit})` : ''} until ${w.expires}`;
  changes.push(...listChange('waiver', before.waivers.map(waiverText), after.waivers.map(waiverText)));
  changes.push(...listChange('floor', before.floors.map(floorRuleText), after.floors.map(floorRuleText)));
  changes.push(...listChange('tier rule', before.tiers.map(tierText), after.tiers.map(tierText)));
  if (before.onMissing !== after.onMissing)
    changes.push(`on-missing ${before.onMissing ?? 'default'} → ${after.onMissing ?? 'default'}`);
  if (Boolean(before.twoHumpedRounds) !== Boolean(after.twoHumpedRounds))
    changes.push(`two-humped-rounds ${Boolean(before.twoHumpedRounds)} → ${Boolean(after.twoHumpedRounds)}`);
  const [tb, ta] = [before.trigger, after.trigger].map((t) => (t ? formatTrigger(t) : 'default'));
  if (tb !== ta) changes.push(`trigger ${tb} → ${ta}`);
  const retiredText = (r: RepoConfig['retired'][number]) => r.benchmark;
  changes.push(...listChange('retired', before.retired.map(retiredText), after.retired.map(retiredText)));
  if (before.patternFormats.length !== after.patternFormats.length)
    changes.push(`patterns ${before.patternFormats.length} → ${after.patternFormats.length}`);
  return changes;
}

function ruleText(r: ThresholdRule): string {
  const what = [r.benchmark, r.unit ? `unit ${r.unit}` : ''].filter(Boolean).join(' ');
  return `${what}: ${formatPercent(r.threshold)}`;
}

function tierText(r: TierRule): string {
  const what = [r.benchmark, r.unit ? `unit ${r.unit}` : ''].filter(Boolean).join(' ');
  return `${what}: ${r.tier}`;
}

function listChange(what: string, before: string[], after: string[]): string[] {
  const added = after.filter((x) => !before.includes(x)).map((x) => `${what} added: ${x}`);
  const removed = before.filter((x) => !after.includes(x)).map((x) => `${what} removed: ${x}`);
  return [...added, ...removed];
}
