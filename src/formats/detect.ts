import type { SniffableFormat } from './registry.js';
import type { Sniff } from './types.js';

export interface Detection {
  format: SniffableFormat;
  score: number;
}

/** Below this score a format is not trusted to be the input's format. */
const MIN_DETECT_SCORE = 0.3;

/**
 * Picks the format whose detector is most confident about the input's start.
 * Auto-detection is only composition: each format knows its own signs.
 */
export function detectFormat(sniff: Sniff, candidates: readonly SniffableFormat[]): Detection | undefined {
  let best: Detection | undefined;
  for (const format of candidates) {
    const score = format.detect(sniff);
    if (score >= MIN_DETECT_SCORE && (!best || score > best.score)) best = { format, score };
  }
  return best;
}

// What looksBinary counts: C0 controls but tab, line ends and ESC, and U+FFFD
// (what undecodable bytes become).
// eslint-disable-next-line no-control-regex
const SUSPECT = /[\x00-\x08\x0e-\x1a\x1c-\x1f\ufffd]/;

/** True when the start of a file looks like binary data rather than text output. */
export function looksBinary(head: string): boolean {
  // Text has none: one machine-code scan settles it for every line of a file.
  if (head.length === 0 || !SUSPECT.test(head)) return false;
  let control = 0;
  const n = Math.min(head.length, 8192);
  for (let i = 0; i < n; i++) {
    const c = head.charCodeAt(i);
    if (c === 0) return true;
    if ((c < 9 || (c > 13 && c < 32)) && c !== 27) control++;
    if (c === 0xfffd) control++;
  }
  return control / n > 0.1;
}
