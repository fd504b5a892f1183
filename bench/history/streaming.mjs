// Change points judged the way the bot meets them: after every commit of a
// history the whole store is analysed again, and the regression change points
// found are assigned to alert groups by the bot's own rule (src/history/
// alert-groups.ts assignGroups, as `benchgate history issues` keeps one issue
// per group: a group that moves within 10 commits and shares a series is the
// same issue; a group not found again is closed and stays closed). At the
// end each group is true when one of its series really stepped within 3
// commits of where the group was last placed, and false otherwise; each injected step is
// found "within k commits" when a look that had at most k commits measured
// after the step already showed a change point of that series within 3
// commits of it.
//
// The same histories, at the same looks, are judged by the t-test rule
// people use (Welch's t of the last 5 points against the 20 before, p < 0.05
// and a change above 5%: one alert per series at the first of the 5, then
// quiet while those points are in its window).

/** How far from the true step a change point still counts as that step. */
export const NEAR = 3;

/** The t-test rule on the newest 25 values: the index it alerts at, or -1. */
export function tTestAlert(values) {
  const n = values.length;
  if (n < 25) return -1;
  const a = values.slice(n - 25, n - 5);
  const b = values.slice(n - 5);
  const mean = (x) => x.reduce((s, y) => s + y, 0) / x.length;
  const vr = (x, m) => x.reduce((s, y) => s + (y - m) ** 2, 0) / (x.length - 1);
  const [ma, mb] = [mean(a), mean(b)];
  const se = Math.sqrt(vr(a, ma) / a.length + vr(b, mb) / b.length);
  // p < 0.05 two-sided with Welch's df (about 4-5 here): |t| > 2.57.
  const t = (mb - ma) / se;
  return mb > ma && Math.abs(t) > 2.57 && mb / ma - 1 > 0.05 ? n - 5 : -1;
}

/**
 * A commit's index in its history: commits are named c0, c1, ... in the
 * synthetic histories, and i as a 40-digit hex id in those that go through a
 * real store (study-real.mjs: the store takes nothing else). Reading the hex
 * ids as "c" names made every alert miss its step (0 of 120 steps found, every
 * group false, in the 2026-11-27 study) until this read both.
 */
const commitIndex = (commit) => (/^c\d+$/.test(commit) ? Number(commit.slice(1)) : parseInt(commit, 16));

/** A series' key in `steps`: its name and unit (one benchmark has several metrics). */
export const keyOf = (s) => `${s.name}|${s.unit}`;

/**
 * histories: [{ series: HistorySeries[] (smaller is better), steps: Map<keyOf(series), {at, size, band?}>,
 *               moved?: Map<keyOf(series), {at}> }]
 * `steps` are the injected steps whose detection is counted; `moved` are
 * other series that really changed at a commit (a slowed variant that also
 * allocates differently): an alert group on them is not false.
 * Every series of a history has the same commits. Looks run from `from`
 * points to the end. Returns the tallies of both rules.
 */
export function streamHistories(histories, bot, { from = 25, within = [3, 10] } = {}) {
  const { detectChanges, assignGroups, commitOrder } = bot;
  const rules = {
    benchgate: { groups: 0, falseGroups: 0, misplaced: 0, widths: [], found: {}, steps: {} },
    ttest: { groups: 0, falseGroups: 0, misplaced: 0, widths: [], found: {}, steps: {} },
  };
  for (const h of histories) {
    const length = h.series[0].points.length;
    // Per rule, every alert group as { at, names, ranges? }: the t-test rule's keyed by its
    // alert commit (one group per commit), the bot's by the group it keeps.
    const groups = { benchgate: new Map(), ttest: new Map() };
    // The bot's groups as its issues keep them: { kind, commit, series, open, names }.
    const alertGroups = [];
    const order = commitOrder(h.series);
    // rule -> series name -> smallest commits-after at which it was found
    const firstFound = { benchgate: new Map(), ttest: new Map() };
    const quietUntil = new Map();
    const found = (rule, name, at, look) => {
      const step = h.steps.get(name);
      if (step && Math.abs(at - step.at) <= NEAR) {
        const after = look - step.at;
        if (!firstFound[rule].has(name) || after < firstFound[rule].get(name))
          firstFound[rule].set(name, after);
      }
    };
    for (let look = from; look <= length; look++) {
      const cut = h.series.map((s) => ({ ...s, points: s.points.slice(0, look) }));
      const regressions = detectChanges(cut).filter((c) => c.kind === 'regression');
      const seen = new Set();
      for (const a of assignGroups(regressions, alertGroups, order)) {
        const names = a.changes.map(keyOf);
        // The commits the issue names for each series: its location range, or the one commit.
        const ranges = a.changes.map((c) => ({
          name: keyOf(c),
          first: c.rangeFrom ? commitIndex(c.rangeFrom) + 1 : commitIndex(c.commit),
          last: commitIndex(c.rangeTo ?? c.commit),
        }));
        if (!a.existing)
          alertGroups.push({
            kind: a.kind,
            commit: a.commit,
            series: a.series,
            open: true,
            names: new Set(names),
            ranges,
          });
        else if (a.existing.open)
          Object.assign(a.existing, {
            commit: a.commit,
            series: a.series,
            names: new Set([...a.existing.names, ...names]),
            ranges,
          });
        seen.add(a.existing ?? alertGroups.at(-1));
        for (const c of a.changes) found('benchgate', keyOf(c), commitIndex(c.commit), look);
      }
      // An open group not found again is closed (its issue gets a comment); it stays closed.
      for (const g of alertGroups) if (!seen.has(g)) g.open = false;
      for (const s of cut) {
        if ((quietUntil.get(keyOf(s)) ?? 0) > look) continue;
        const at = tTestAlert(s.points.map((p) => p.center));
        if (at < 0) continue;
        quietUntil.set(keyOf(s), look + 20);
        if (!groups.ttest.has(at)) groups.ttest.set(at, { at, names: new Set() });
        groups.ttest.get(at).names.add(keyOf(s));
        found('ttest', keyOf(s), at, look);
      }
    }
    for (const g of alertGroups)
      groups.benchgate.set(g, { at: commitIndex(g.commit), names: g.names, ranges: g.ranges });
    for (const rule of Object.keys(rules)) {
      const r = rules[rule];
      for (const { at, names, ranges = [] } of groups[rule].values()) {
        r.groups++;
        const stepOf = (name) => h.steps.get(name) ?? h.moved?.get(name);
        // True when a series of the group stepped near where the group is placed, or inside
        // the range of commits the issue names for that series.
        const real =
          [...names].some((name) => stepOf(name) && Math.abs(at - stepOf(name).at) <= NEAR) ||
          ranges.some(
            ({ name, first, last }) => stepOf(name) && first <= stepOf(name).at && stepOf(name).at <= last,
          );
        if (ranges.length)
          r.widths.push(Math.max(...ranges.map((x) => x.last)) - Math.min(...ranges.map((x) => x.first)) + 1);
        if (!real) r.falseGroups++;
        // A false group placed 4–10 commits from a real step of one of its series: a step misplaced.
        const off = Math.min(
          ...[...names].map((name) => {
            const step = h.steps.get(name) ?? h.moved?.get(name);
            return step ? Math.abs(at - step.at) : Infinity;
          }),
        );
        if (!real && off <= 10) r.misplaced++;
      }
      for (const [name, step] of h.steps) {
        // By size, and by size and band when the step names one (its series' noise).
        for (const key of [String(step.size), ...(step.band ? [`${step.size}|${step.band}`] : [])]) {
          r.steps[key] = (r.steps[key] ?? 0) + 1;
          const after = firstFound[rule].get(name);
          for (const k of [...within, Infinity]) {
            const slot = `${key}:${k}`;
            r.found[slot] = (r.found[slot] ?? 0) + (after !== undefined && after <= k ? 1 : 0);
          }
        }
      }
    }
  }
  return rules;
}
