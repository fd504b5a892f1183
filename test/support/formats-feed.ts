import type { LineFormat, ParsedFile } from '../../src/formats/types.js';

// Note: splits on \n and strips a trailing \r, so CRLF output from Windows
// runners parses the same as LF output.
/** Feeds an in-memory text through a line format. Files stream through read.ts instead. */
export function parseLinesOfText(format: LineFormat, text: string, file: string): ParsedFile {
  const parser = format.start(file);
  let lineNo = 0;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    if (end === text.length && start === text.length) break;
    lineNo++;
    let line = text.slice(start, end);
    if (line.endsWith('\r')) line = line.slice(0, -1);
    parser.push(line, lineNo);
    start = end + 1;
  }
  // As streamLines tells it: the last line is complete when the text ends with its newline.
  return parser.finish({ complete: text === '' || text.endsWith('\n') });
}
