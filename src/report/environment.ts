import { floorRuleText } from '../compare/floors.js';
import type { FloorRule } from '../compare/policy.js';
import type { Comparison } from '../compare/types.js';
import { formatPercent } from '../model/percent.js';
import type { Context, MachineInfo } from '../model/results.js';

/** A piece of an environment line: plain text, linked when `url` is set (already validated). */
export interface EnvPart {
  text: string;
  url?: string;
}

export interface EnvLine {
  label: string;
  parts: EnvPart[];
}

const COMMIT = /^[0-9a-f]{7,64}$/i;
const REPOSITORY_URL = /^https:\/\/[A-Za-z0-9.-]+(?::[0-9]+)?(?:\/[A-Za-z0-9._~-]+)+\/?$/;

/** A repository's web address fit to build commit links from, or undefined. */
function checkRepositoryUrl(url: string | undefined): string | undefined {
  if (!url || !REPOSITORY_URL.test(url)) return undefined;
  return url.replace(/\/$/, '');
}

/**
 * The environment block: what ran where, so a reader can judge the numbers.
 * Commits are linked when the repository's address is known; each machine
 * and toolchain field is shown once when both sides agree, per side when not.
 */
export function describeEnvironment(c: Comparison, repositoryUrl?: string): EnvLine[] {
  const repo = checkRepositoryUrl(repositoryUrl);
  const lines: EnvLine[] = [];
  for (const [label, ctx] of [
    ['Base', c.base],
    ['Head', c.head],
  ] as const) {
    const commit = typeof ctx.commit === 'string' ? ctx.commit : undefined;
    const ref = typeof ctx.ref === 'string' ? ctx.ref : undefined;
    if (!commit && !ref) continue;
    const parts: EnvPart[] = [];
    if (commit) {
      const short = COMMIT.test(commit) ? commit.slice(0, 12) : commit;
      parts.push(
        repo && COMMIT.test(commit) ? { text: short, url: `${repo}/commit/${commit}` } : { text: short },
      );
    }
    if (ref) parts.push({ text: `${commit ? ' ' : ''}(${ref})` });
    lines.push({ label, parts });
  }
  pushSided(lines, 'Machine', machineText(c.base.machine), machineText(c.head.machine));
  pushSided(lines, 'Tool', toolText(c.base), toolText(c.head));
  const tools = new Set([...Object.keys(toolchainOf(c.base)), ...Object.keys(toolchainOf(c.head))]);
  for (const tool of tools)
    pushSided(lines, tool, toolchainOf(c.base)[tool] ?? '', toolchainOf(c.head)[tool] ?? '');
  pushSided(lines, 'Runner', textField(c.base.runner), textField(c.head.runner));
  pushSided(lines, 'Rounds', roundsText(c.base), roundsText(c.head));
  pushSided(lines, 'Load per core', loadText(c.base.load), loadText(c.head.load));
  lines.push(...policyLines(c));
  return lines;
}

/**
 * The policy in force; each setting that is not the default says where it
 * came from ("threshold 10% (from .github/benchgate.yml)"), and direction
 * overrides are listed, since they turn a slowdown into an improvement. The
 * Statistics line names the rule each row was judged by (judgedBy).
 */
function policyLines(c: Comparison): EnvLine[] {
  const p = c.policy;
  const o = p.origins ?? {};
  const from = (origin: string | undefined) => (origin ? ` (from ${origin})` : '');
  const ruleOrigins = new Map<string, number>();
  for (const origin of o.rules ?? []) ruleOrigins.set(origin, (ruleOrigins.get(origin) ?? 0) + 1);
  const rules = p.rules.length
    ? ruleOrigins.size
      ? ` (${[...ruleOrigins].map(([origin, n]) => `${n} ${n === 1 ? 'rule' : 'rules'} from ${origin}`).join(', ')})`
      : ` (${p.rules.length} rules)`
    : '';
  const onMissing = p.onMissing !== undefined ? `, on-missing ${p.onMissing}${from(o.onMissing)}` : '';
  const floors = p.floors?.length ? `, absolute floors ${floorsText(p.floors, o.floors ?? [])}` : '';
  const tiers =
    (p.tiers?.length ? `, ${countedRules('tier', p.tiers.length, o.tiers ?? [])}` : '') +
    (p.advisory ? `, every blocking row at tier warn${from(o.advisory)}` : '');
  const lines: EnvLine[] = [
    {
      label: 'Statistics',
      parts: [
        {
          text:
            `alpha ${p.alpha}${from(o.alpha)}, threshold ${formatPercent(p.threshold)}${from(o.threshold)}` +
            `${rules}${floors}${tiers}, ${judgedBy(c)}${onMissing}`,
        },
      ],
    },
  ];
  const units = Object.keys(p.directions);
  if (units.length) {
    const text = units.map((u) => `${u} ${p.directions[u]} is better${from(o.directions?.[u])}`).join('; ');
    lines.push({ label: 'Directions', parts: [{ text }] });
  }
  return lines;
}

/**
 * The rules the rows were judged by: rows judged on paired rounds by the
 * sequential rule bound their own errors and skip Benjamini–Hochberg
 * (src/compare/compare.ts); the pooled tests share one correction.
 */
function judgedBy(c: Comparison): string {
  let paired = 0;
  let mannWhitney = 0;
  let welch = 0;
  let modes = 0;
  for (const r of c.rows) {
    if (r.modes) modes++;
    else if (r.test === 'paired-rounds') paired++;
    else if (r.test === 'mann-whitney') mannWhitney++;
    else if (r.test === 'welch') welch++;
  }
  const pooled = mannWhitney + welch;
  const fdr = c.policy.fdr;
  const fdrOff = `p not adjusted${c.policy.origins?.fdr ? ` (from ${c.policy.origins.fdr})` : ''}`;
  if (paired === 0 && pooled === 0 && modes === 0)
    return fdr ? 'p adjusted for multiple comparisons (Benjamini–Hochberg)' : fdrOff;
  const parts: string[] = [];
  // Two-humped rows: the slow mode's share and each mode's median, with their own intervals (src/compare/two-humped.ts).
  if (modes) parts.push(`two-humped rows by mode (${rowCount(modes)}, no Benjamini–Hochberg)`);
  if (paired) parts.push(`sequential rule on paired rounds (${rowCount(paired)}, no Benjamini–Hochberg)`);
  if (pooled) {
    const tests = [mannWhitney ? 'Mann–Whitney U' : '', welch ? 'Welch’s t-test on the tool’s summaries' : '']
      .filter(Boolean)
      .join(' and ');
    parts.push(
      fdr
        ? `${tests} with Benjamini–Hochberg over ${rowCount(pooled)}`
        : `${tests} (${rowCount(pooled)}), ${fdrOff}`,
    );
  }
  return parts.join('; ');
}

/** "ns/op: 5ns, B/op: 64 (from .github/benchgate.yml)": the rules in order, each origin after its run of rules. */
function floorsText(floors: readonly FloorRule[], origins: readonly string[]): string {
  const groups: { origin: string | undefined; rules: string[] }[] = [];
  floors.forEach((f, i) => {
    const last = groups[groups.length - 1];
    if (last && last.origin === origins[i]) last.rules.push(floorRuleText(f));
    else groups.push({ origin: origins[i], rules: [floorRuleText(f)] });
  });
  return groups.map((g) => `${g.rules.join(', ')}${g.origin ? ` (from ${g.origin})` : ''}`).join(', ');
}

/** "3 tier rules (2 from input tiers, 1 from .github/benchgate.yml)", or without origins "3 tier rules". */
function countedRules(what: string, n: number, origins: readonly string[]): string {
  const byOrigin = new Map<string, number>();
  for (const origin of origins) byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + 1);
  const from = [...byOrigin].map(([origin, k]) => `${k} from ${origin}`).join(', ');
  return `${n} ${what} ${n === 1 ? 'rule' : 'rules'}${from ? ` (${from})` : ''}`;
}

function rowCount(n: number): string {
  return `${n} ${n === 1 ? 'row' : 'rows'}`;
}

function pushSided(lines: EnvLine[], label: string, base: string, head: string): void {
  if (!base && !head) return;
  const text = base === head || !base ? head : !head ? base : `base ${base}; head ${head}`;
  lines.push({ label, parts: [{ text }] });
}

function machineText(m: MachineInfo | undefined): string {
  if (!m) return '';
  const bits = [
    [m.os, m.arch].filter(Boolean).join('/'),
    m.cpu ? String(m.cpu) : '',
    m.cores ? `${m.cores} cores` : '',
    typeof m.memory === 'string' ? m.memory : '',
    typeof m.kernel === 'string' ? m.kernel : '',
    typeof m.governor === 'string' ? `governor ${m.governor}` : '',
  ];
  return bits.filter(Boolean).join(', ');
}

function toolText(ctx: Context): string {
  return ctx.tool ? `${ctx.tool.name}${ctx.tool.version ? ` ${ctx.tool.version}` : ''}` : '';
}

function toolchainOf(ctx: Context): Record<string, string> {
  const t = ctx.toolchain;
  if (typeof t !== 'object' || t === null) return {};
  return Object.fromEntries(Object.entries(t).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

function roundsText(ctx: Context): string {
  const rounds = typeof ctx.rounds === 'number' ? `${ctx.rounds}` : '';
  const reps = textField(ctx.repetitions);
  return [rounds, reps ? `(${reps})` : ''].filter(Boolean).join(' ');
}

function loadText(load: unknown): string {
  if (typeof load !== 'object' || load === null) return '';
  const { before, after } = load as { before?: unknown; after?: unknown };
  return typeof before === 'number' && typeof after === 'number' ? `${before} before, ${after} after` : '';
}

function textField(v: unknown): string {
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
}
