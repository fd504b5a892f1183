// Derives a large JMH `-rf json` file from real JMH output, because running
// a Maven JMH project through 2,400 @Param combinations would take hours.
//
// Source: test/fixtures/jmh/avgt-gc.json (written by JMH 1.37 with -prof gc
// by test/fixtures/jmh/regenerate.sh). Its entry with @Params is copied
// 2,400 times, text for text, so the layout and number formatting stay
// JMH's own. Only these change in each copy:
//   - the @Param values (real names, 48 x 50 values), so every copy is a
//     distinct benchmark;
//   - "forks" 2 and "measurementIterations" 5, and every rawData array
//     (primary and secondary metrics) becomes 2 forks x 5 iterations whose
//     values are the real entry's raw values repeated in order.
// Scores, errors, confidence intervals and percentiles are left as JMH wrote
// them for the original entry. The file is for measuring parse speed, not
// for statistics.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { outPath, ROOT } from '../lib/paths.mjs';

export const JMH_SOURCE = join(ROOT, 'test', 'fixtures', 'jmh', 'avgt-gc.json');
export const JMH_LARGE = outPath('inputs', 'jmh-large.json');
const COPIES = 2400;
const FORKS = 2;
const ITERATIONS = 5;

function fail(what) {
  throw new Error(`jmh-large: ${what} in ${JMH_SOURCE}; did JMH's JSON layout change?`);
}

/** The entries' text, split on JMH's four-space "{" / "}" lines. */
function entryTexts(lines) {
  const entries = [];
  let start = -1;
  lines.forEach((line, i) => {
    if (line === '    {') start = i;
    else if ((line === '    }' || line === '    },') && start >= 0) {
      entries.push(lines.slice(start, i + 1).map((l) => (l === '    },' ? '    }' : l)));
      start = -1;
    }
  });
  return entries;
}

/** Replaces each rawData block with FORKS x ITERATIONS values cycled from the real ones. */
function widenRawData(entry) {
  const out = [];
  for (let i = 0; i < entry.length; i++) {
    const line = entry[i];
    out.push(line);
    if (!line.endsWith('"rawData" : [')) continue;
    const indent = line.slice(0, line.length - line.trimStart().length);
    const values = [];
    for (i++; i < entry.length && entry[i] !== `${indent}]` && entry[i] !== `${indent}],`; i++) {
      const v = entry[i].trim().replace(/,$/, '');
      if (v !== '[' && v !== ']') values.push(v);
    }
    if (values.length === 0) fail('an empty rawData');
    for (let f = 0; f < FORKS; f++) {
      out.push(`${indent}    [`);
      for (let k = 0; k < ITERATIONS; k++) {
        const v = values[(f * ITERATIONS + k) % values.length];
        out.push(`${indent}        ${v}${k < ITERATIONS - 1 ? ',' : ''}`);
      }
      out.push(`${indent}    ]${f < FORKS - 1 ? ',' : ''}`);
    }
    out.push(entry[i]);
  }
  return out;
}

export function deriveJmhLarge() {
  const lines = readFileSync(JMH_SOURCE, 'utf8').split('\n');
  const template = entryTexts(lines).find((e) => e.some((l) => l.trim() === '"params" : {'));
  if (!template) fail('no entry with @Params');
  const open = template.findIndex((l) => l === '        "params" : {');
  const close = template.findIndex((l, i) => i > open && /^ {8}},?$/.test(l));
  const paramLines = template.slice(open + 1, close).map((l) => ({ l }));
  if (open < 0 || close < 0 || paramLines.length !== 2) fail(`${paramLines.length} @Param lines, expected 2`);
  const widened = widenRawData(
    template.map((l) =>
      l
        .replace(/^( {8}"forks" : )\d+,$/, `$1${FORKS},`)
        .replace(/^( {8}"measurementIterations" : )\d+,$/, `$1${ITERATIONS},`),
    ),
  );
  const copies = [];
  for (let n = 0; n < COPIES; n++) {
    const values = [String(10 * (1 + (n % 48))), String(16 * (1 + Math.floor(n / 48)))];
    const copy = [...widened];
    paramLines.forEach(({ l }, k) => {
      const at = copy.indexOf(l);
      copy[at] = l.replace(/: "[^"]*"/, `: "${values[k]}"`);
    });
    copies.push(copy.join('\n'));
  }
  writeFileSync(JMH_LARGE, `[\n${copies.join(',\n')}\n]\n`);
  return JMH_LARGE;
}
