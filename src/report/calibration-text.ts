// What the calibration runs say, as text (`benchgate history calibration`)
// and as the one line a pull request's report and a change issue cite.

import type { CalibrationLine, CalibrationRow, CalibrationSummary } from '../history/calibration.js';
import { calibrationOfMachine, summarizeCalibration, unreachable } from '../history/calibration.js';
import { seriesKey } from '../history/store.js';
import type { ChangePoint, HistorySeries } from '../history/types.js';
import { renderTextTable } from './aligned-text.js';

const percent = (x: number) => `${(x * 100).toFixed(x < 0.001 && x > 0 ? 2 : 1)}%`;

function rowName(r: CalibrationRow): string {
  const params = Object.entries(r.params).map(([k, v]) => `${k}=${v}`);
  const name = `${r.suite ? `${r.suite}.` : ''}${r.name}`;
  return `${params.length > 0 && !name.includes('/') ? `${name} ${params.join(' ')}` : name} ${r.metric ?? r.unit}`;
}

/** The summary of the last runs: the rates, a row per benchmark and machine, and the rows that cannot reach their threshold. */
export function renderCalibration(s: CalibrationSummary): string {
  if (s.runs.length === 0)
    return 'no calibration runs in the store (record one with --record: docs/history.md, "Calibration")\n';
  const machines = new Set(s.rows.map((r) => r.machine)).size;
  const alarms = s.runs.reduce((a, r) => a + r.falseAlarms, 0);
  const judged = s.runs.reduce((a, r) => a + r.rows, 0);
  const flaggedRuns = s.runs.filter((r) => r.falseAlarms > 0).length;
  const lines = [
    `${s.runs.length} A/A runs (${s.runs[0]!.time.slice(0, 10)} to ${s.runs.at(-1)!.time.slice(0, 10)}), ${machines} machine${machines === 1 ? '' : 's'}: ` +
      `${alarms} false alarms in ${judged} rows (${percent(s.rowRate)}); ${flaggedRuns} of ${s.runs.length} runs flagged a row (${percent(s.runRate)})`,
    '',
  ];
  const table = renderTextTable(
    ['benchmark', 'machine', 'runs', 'false alarms', 'noise per round', 'detectable'],
    [...s.rows]
      .sort((a, b) => rowName(a).localeCompare(rowName(b)) || a.machine.localeCompare(b.machine))
      .map((r) => [
        rowName(r),
        r.machine,
        String(r.runs),
        String(r.falseAlarms),
        r.noise === undefined ? '-' : percent(r.noise),
        r.detectable === undefined ? '-' : percent(r.detectable),
      ]),
  );
  lines.push(table.trimEnd());
  const cannot = unreachable(s).sort(
    (a, b) => rowName(a).localeCompare(rowName(b)) || a.machine.localeCompare(b.machine),
  );
  if (cannot.length > 0) {
    lines.push(
      '',
      `${cannot.length} cannot reach their threshold at this noise (a pull request's run at the most rounds):`,
    );
    for (const r of cannot)
      lines.push(
        `  ${rowName(r)} on ${r.machine}: detects ${percent(r.detectable!)} and more, threshold ${percent(r.threshold)}`,
      );
  }
  lines.push(
    '',
    "noise per round: the spread of one round's head/base log ratio; detectable: the smallest change a run of the most rounds catches 80% of the time",
  );
  return `${lines.join('\n')}\n`;
}

/** The one line of a pull request's report (`this runner`) or a change issue (the machine, as Markdown): its measured false-alarm rate. */
export function renderCalibrationLine(s: CalibrationSummary, where = 'this runner'): string {
  const alarms = s.runs.reduce((a, r) => a + r.falseAlarms, 0);
  const judged = s.runs.reduce((a, r) => a + r.rows, 0);
  return (
    `Calibration on ${where}: the last ${s.runs.length} A/A runs (head against itself) flagged ${alarms} of ${judged} rows ` +
    `(false-alarm rate ${percent(s.rowRate)} per row, ${percent(s.runRate)} per run).`
  );
}

/**
 * A change issue's citation: for each machine of its changes that has
 * calibration runs, the one line of its measured false-alarm rate. A
 * calibration line recorded before machines were named counts for the
 * machine whose series carry its fingerprint at the change.
 */
export function renderIssueCalibration(
  changes: readonly ChangePoint[],
  series: readonly HistorySeries[],
  lines: readonly CalibrationLine[],
): string[] {
  const machines = [...new Set(changes.map((c) => c.machine))];
  return machines.flatMap((machine) => {
    const keys = new Set(changes.filter((c) => c.machine === machine).map(seriesKey));
    const envs = new Set(
      series.filter((s) => keys.has(seriesKey(s))).flatMap((s) => s.points.map((p) => p.env)),
    );
    const mine = calibrationOfMachine(lines, machine, envs);
    if (mine.length === 0) return [];
    const where = machine === undefined ? 'this runner' : `\`${machine.replace(/`/g, "'")}\``;
    return [renderCalibrationLine(summarizeCalibration(mine), where)];
  });
}
