// The floor of Go parsing in Node, for the speed suite: the least a Node
// program can do to turn go-base.txt into JSON. Reads the file whole, matches
// each line with the regular expression benchgate's fast path uses
// (src/formats/go/line.ts), groups samples by name and unit, and writes one
// JSON line per benchmark. No detection, problems, procs or params, no
// streaming: not a parser, a yardstick for what start-up and the work itself
// cost before anything benchgate adds.
//   node bench/floor/go-parse-floor.mjs FILE > out.json
import { readFileSync, writeSync } from 'node:fs';

const VALUE_UNIT = String.raw`[ \t]+(\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)[ \t]+([\x21-\x7e]+)`;
const PLAIN_RESULT = new RegExp(
  String.raw`^(Benchmark(?![a-z])[\x21-\x7e]*)[ \t]+[1-9]\d{0,18}${VALUE_UNIT}` +
    `${`(?:${VALUE_UNIT}`.repeat(11)}${')?'.repeat(11)}` +
    String.raw`[ \t]*$`,
);

const text = readFileSync(process.argv[2], 'utf8');
const groups = new Map();
for (let start = 0; start < text.length;) {
  let end = text.indexOf('\n', start);
  if (end < 0) end = text.length;
  const m = PLAIN_RESULT.exec(text.slice(start, end));
  start = end + 1;
  if (!m) continue;
  let group = groups.get(m[1]);
  if (!group) groups.set(m[1], (group = { name: m[1], metrics: [] }));
  for (let i = 2, k = 0; i < m.length && m[i] !== undefined; i += 2, k++) {
    group.metrics[k] ??= { unit: m[i + 1], samples: [] };
    group.metrics[k].samples.push(Number(m[i]));
  }
}
const lines = [...groups.values()].map((g) => JSON.stringify(g));
writeSync(1, `{"benchmarks":[\n${lines.join(',\n')}\n]}\n`);
