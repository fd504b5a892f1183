// How one metric of a family is cut into charts a person can read: each line
// labelled once by what tells it apart, and a family of many series split
// into small multiples by one parameter, at most PANEL_LINES lines a panel,
// so no colour repeats within a chart and no legend runs to thousands.

import type { HistorySeries } from './types.js';

/** Lines a panel holds at most: the page's palette has this many distinct colours. */
export const PANEL_LINES = 8;

/** What tells a series apart within its family: its name's parts below the family and its parameters, once each. */
export type LineKeys = [key: string, value: string][];

/** The key of a series' machine: written "on runner-2", and a key a metric may be split by like any other. */
const MACHINE_KEY = '@machine';

/**
 * The series' parts below the family ("size=1KB" → size: 1KB, "100B" → #1:
 * 100B by its place) and its parameters; a parameter the name already
 * carries with the same value is one part, not two ("case=0 case=0"). With
 * `byMachine` (a family measured on several machines), its machine too.
 */
export function lineKeysOf(
  s: Pick<HistorySeries, 'name' | 'params' | 'machine'>,
  byMachine = false,
): LineKeys {
  const keys: LineKeys = [];
  const seen = new Set<string>();
  const add = (key: string, value: string) => {
    const id = `${key}\0${value}`;
    if (seen.has(id)) return;
    seen.add(id);
    keys.push([key, value]);
  };
  s.name
    .split('/')
    .slice(1)
    .forEach((part, i) => {
      const eq = part.indexOf('=');
      if (eq > 0) add(part.slice(0, eq), part.slice(eq + 1));
      else add(`#${i + 1}`, part);
    });
  for (const [k, v] of Object.entries(s.params)) add(k, v);
  if (byMachine && s.machine) add(MACHINE_KEY, s.machine);
  return keys;
}

/** "size=1KB", the bare part for a part of the name without a key ("100B"), "on runner-2" for a machine. */
export function keyText([key, value]: [string, string]): string {
  if (key === MACHINE_KEY) return `on ${value}`;
  return key.startsWith('#') ? value : `${key}=${value}`;
}

export interface PanelPlan<T> {
  /** What every line of the panel shares, as its title ("size=1KB", "size=1KB (2 of 3)"); empty for a whole metric. */
  title: string;
  /** The key the metric was split by, which the title carries (labels leave it out). */
  splitBy?: string;
  items: T[];
}

interface Keyed<T> {
  item: T;
  keys: LineKeys;
  changed: boolean;
}

/**
 * The panels of one metric: one when it has at most PANEL_LINES lines;
 * otherwise split by the key that needs the fewest panels, each group cut
 * into parts of PANEL_LINES, its changed lines in parts of their own first.
 */
export function planPanels<T>(lines: readonly Keyed<T>[]): PanelPlan<T>[] {
  if (lines.length <= PANEL_LINES) return [{ title: '', items: lines.map((l) => l.item) }];
  const split = splitKey(lines);
  const groups = new Map<string, Keyed<T>[]>();
  for (const l of lines) {
    const entry = split === undefined ? undefined : l.keys.find(([k]) => k === split);
    const title = entry ? keyText(entry) : '';
    const list = groups.get(title);
    if (list) list.push(l);
    else groups.set(title, [l]);
  }
  const panels: PanelPlan<T>[] = [];
  for (const [title, group] of groups) {
    // Changed lines in parts of their own: the parts drawn at first hold changed series only.
    const parts = [...chunks(group.filter((l) => l.changed)), ...chunks(group.filter((l) => !l.changed))];
    parts.forEach((part, p) => {
      const of = parts.length > 1 ? `${p + 1} of ${parts.length}` : '';
      panels.push({
        title: title && of ? `${title} (${of})` : title || of,
        ...(split !== undefined ? { splitBy: split } : {}),
        items: part.map((l) => l.item),
      });
    });
  }
  return panels;
}

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += PANEL_LINES) out.push(list.slice(i, i + PANEL_LINES));
  return out;
}

/** The key whose values cut the lines into the fewest panels of at most PANEL_LINES; undefined when no key varies. */
function splitKey(lines: readonly Keyed<unknown>[]): string | undefined {
  const values = new Map<string, Map<string, number>>();
  for (const l of lines)
    for (const [k, v] of l.keys) {
      const counts = values.get(k) ?? new Map<string, number>();
      counts.set(v, (counts.get(v) ?? 0) + 1);
      values.set(k, counts);
    }
  let best: { key: string; panels: number } | undefined;
  for (const [key, counts] of values) {
    if (counts.size < 2) continue;
    const without = lines.length - [...counts.values()].reduce((a, b) => a + b, 0);
    let panels = Math.ceil(without / PANEL_LINES);
    for (const n of counts.values()) panels += Math.ceil(n / PANEL_LINES);
    if (!best || panels < best.panels) best = { key, panels };
  }
  return best?.key;
}

/**
 * Each line's label within its panel: its keys less the one the panel is
 * split by and those every line of the panel shares (they are in the panel's
 * title); the whole name's keys when nothing is left, and the series name
 * when it has none.
 */
export function labelLines(keys: readonly LineKeys[], names: readonly string[], splitBy?: string): string[] {
  const shared = (k: [string, string]) =>
    k[0] === splitBy ||
    (keys.length > 1 && keys.every((other) => other.some(([a, b]) => a === k[0] && b === k[1])));
  return keys.map((own, i) => {
    const telling = own.filter((k) => !shared(k));
    const chosen = telling.length > 0 ? telling : own;
    return chosen.map(keyText).join(' ') || names[i]!;
  });
}
