import module from 'node:module';

/**
 * Keeps V8's compiled code of the modules loaded after this call, so the next
 * `benchgate parse` does not compile its command again: a few ms at most, within
 * noise on this machine (docs/performance.md). Node 22.1 and later write the cache
 * under os.tmpdir() (or NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE=1 turns
 * it off); Node 20 has no such API, and nothing happens.
 */
export function enableCompileCache(): void {
  const enable = (module as { enableCompileCache?: () => unknown }).enableCompileCache;
  try {
    enable?.();
  } catch {
    // A cache only saves time: it is never a reason for a command to fail.
  }
}
