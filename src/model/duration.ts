// Durations as users write them for time-budget: "30m", "1h30m", "90s", or plain seconds.

const PART = /(\d+(?:\.\d+)?)(h|m|s)/g;
const FACTOR = { h: 3_600_000, m: 60_000, s: 1000 } as const;

/** Milliseconds of a duration, or undefined when the text is not one. */
export function parseDuration(text: string): number | undefined {
  const t = text.trim();
  if (/^\d+(?:\.\d+)?$/.test(t)) return Number(t) * 1000;
  if (!/^(?:\d+(?:\.\d+)?[hms])+$/.test(t)) return undefined;
  let ms = 0;
  for (const m of t.matchAll(PART)) ms += Number(m[1]) * FACTOR[m[2] as keyof typeof FACTOR];
  return ms > 0 ? ms : undefined;
}
