// Catch2 prints times in ns, us (µs in v3), ms or s, one unit per value; the
// results keep ns so runs compare.
const TO_NS: Record<string, number> = { ns: 1, us: 1e3, µs: 1e3, μs: 1e3, ms: 1e6, s: 1e9 };

/** A Catch2 time "30.8563 ns" in ns; undefined for a unit Catch2 does not print. */
export function catch2Ns(value: string, unit: string): number | undefined {
  const factor = TO_NS[unit];
  const n = Number(value);
  return factor === undefined || !Number.isFinite(n) ? undefined : n * factor;
}
