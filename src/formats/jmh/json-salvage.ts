import type { Problem } from '../../model/results.js';
import type { JsonEntry } from '../json/entries.js';
import { explainInvalidJson } from '../json/syntax.js';

// Note: readJsonEntries recovers the complete entries of damaged JSON by
// tracking brackets and strings, which binary garbage (a stray '"' or '{')
// throws off for the rest of the file. JMH writes its JSON in a fixed layout,
// one benchmark from a line "    {" to a line "    }," or "    }", so entries
// after the damage can still be found by their lines and parsed one by one.

const ENTRY_START = '    {';
const ENTRY_END = /^ {4}\},?$/;

function oneLine(message: string): string {
  return message.replace(/\s+/g, ' ').slice(0, 200);
}

/** The entries of a damaged JMH JSON file found by JMH's own layout. */
export function salvageJmhLayout(text: string, file: string): { entries: JsonEntry[]; problems: Problem[] } {
  const entries: JsonEntry[] = [];
  const problems: Problem[] = [];
  const lines = text.split('\n');
  let start = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].endsWith('\r') ? lines[i].slice(0, -1) : lines[i];
    if (line === ENTRY_START) {
      if (start >= 0)
        problems.push({
          file,
          line: start + 1,
          message: `entry at line ${start + 1} ends without its closing "}"`,
        });
      start = i;
    } else if (start >= 0 && ENTRY_END.test(line)) {
      const chunk = lines.slice(start, i).join('\n') + '\n}';
      try {
        entries.push({ value: JSON.parse(chunk), line: start + 1 });
      } catch (err) {
        const { message } = explainInvalidJson(chunk, err);
        problems.push({
          file,
          line: start + 1,
          message: `entry at lines ${start + 1}-${i + 1} is not valid JSON: ${oneLine(message)}`,
        });
      }
      start = -1;
    }
  }
  if (start >= 0)
    problems.push({
      file,
      line: start + 1,
      message: `entry at line ${start + 1} is cut short: the file ends inside it`,
    });
  return { entries, problems };
}
