/**
 * A small reader of the protocol buffers wire format, enough for pprof's
 * profile.proto (varints, length-delimited fields, packed repeated
 * integers). Every read is bounds-checked: a damaged message throws a
 * WireError instead of reading past its end.
 */

export class WireError extends Error {}

export interface WireField {
  field: number;
  /** 0 varint, 1 fixed64, 2 length-delimited, 5 fixed32. */
  wire: number;
  /** The varint value (wire 0). */
  value: number;
  /** The bytes (wire 2). */
  bytes?: Uint8Array;
}

/** The fields of one message, in order. */
export function* readFields(buf: Uint8Array): Generator<WireField> {
  let pos = 0;
  while (pos < buf.length) {
    const [key, afterKey] = readVarint(buf, pos);
    pos = afterKey;
    const field = Math.floor(key / 8);
    const wire = key % 8;
    if (field === 0) throw new WireError(`field number 0 at byte ${pos}`);
    switch (wire) {
      case 0: {
        const [value, next] = readVarint(buf, pos);
        pos = next;
        yield { field, wire, value };
        break;
      }
      case 1:
        pos = skip(buf, pos, 8);
        yield { field, wire, value: 0 };
        break;
      case 2: {
        const [length, next] = readVarint(buf, pos);
        const end = skip(buf, next, length);
        yield { field, wire, value: 0, bytes: buf.subarray(next, end) };
        pos = end;
        break;
      }
      case 5:
        pos = skip(buf, pos, 4);
        yield { field, wire, value: 0 };
        break;
      default:
        throw new WireError(`unsupported wire type ${wire} at byte ${pos}`);
    }
  }
}

/** A repeated integer field's values: packed (wire 2) or one per field (wire 0). */
export function integersOf(f: WireField): number[] {
  if (f.wire === 0) return [f.value];
  if (f.wire !== 2 || !f.bytes) throw new WireError(`field ${f.field} is not an integer`);
  const out: number[] = [];
  let pos = 0;
  while (pos < f.bytes.length) {
    const [v, next] = readVarint(f.bytes, pos);
    out.push(v);
    pos = next;
  }
  return out;
}

/**
 * A varint as a JavaScript number. Note: values above 2^53 lose precision;
 * pprof's counts and nanoseconds stay far below it, and the addresses that do
 * not are never read.
 */
export function readVarint(buf: Uint8Array, start: number): [number, number] {
  let value = 0;
  let scale = 1;
  for (let pos = start; pos < buf.length && pos - start < 10; pos++) {
    const b = buf[pos]!;
    value += (b & 0x7f) * scale;
    scale *= 128;
    if (b < 0x80) return [value, pos + 1];
  }
  throw new WireError(`truncated or overlong varint at byte ${start}`);
}

function skip(buf: Uint8Array, pos: number, n: number): number {
  if (n > buf.length - pos) throw new WireError(`a field at byte ${pos} runs past the end of its message`);
  return pos + n;
}
