/** Parses "i/n" (1-based) into a shard; undefined for "" . */
export function parseShard(text: string | undefined): { index: number; count: number } | undefined {
  if (!text) return undefined;
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m) throw new Error(`shard "${text}" must look like i/n, e.g. 2/4`);
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1 || index < 1 || index > count) throw new Error(`shard "${text}": i must be between 1 and n`);
  return { index, count };
}

/** FNV-1a, 32 bit: stable across machines and Node versions, unlike anything seeded. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The names that belong to shard i of n: a stable 1/n by hash of the name. */
export function selectShard(names: readonly string[], shard: { index: number; count: number }): string[] {
  return [...new Set(names)].filter((n) => stableHash(n) % shard.count === shard.index - 1);
}
