/**
 * One KEY=VALUE setting for the benchmark's environment, as the action's env
 * lines and the command line's --env both give it. Key and value are trimmed
 * in both shells: a trailing space in a YAML block is invisible, and the same
 * text must give the same environment wherever it is written. Undefined when
 * the text is not KEY=VALUE (the caller names the input in its error).
 */
export function parseEnvPair(text: string): [string, string] | undefined {
  const eq = text.indexOf('=');
  const key = eq > 0 ? text.slice(0, eq).trim() : '';
  if (!key) return undefined;
  return [key, text.slice(eq + 1).trim()];
}
