/**
 * The 1-based line of a JSON.parse error, from the "position N" or "line N"
 * that V8 puts in its message; 0 when the message names no place.
 */
export function jsonErrorLine(text: string, err: unknown): number {
  const message = err instanceof Error ? err.message : String(err);
  const line = /line (\d+)/.exec(message);
  if (line) return Number(line[1]);
  const position = /position (\d+)/.exec(message);
  if (position) {
    const upTo = text.slice(0, Number(position[1]));
    let n = 1;
    for (let i = 0; i < upTo.length; i++) if (upTo.charCodeAt(i) === 10) n++;
    return n;
  }
  // "Unexpected end of JSON input": the error is at the end.
  if (/end of JSON input/.test(message)) return text.split('\n').length;
  return 0;
}
