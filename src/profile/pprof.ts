import { gunzipSync } from 'node:zlib';
import { integersOf, readFields, WireError, type WireField } from './protobuf.js';
import {
  boundStack,
  cleanFrame,
  PPROF_MAX_INFLATED_BYTES,
  ProfileError,
  type StackProfile,
  type StackSample,
} from './profile.js';

/**
 * Go's pprof profiles (github.com/google/pprof/proto/profile.proto, gzipped),
 * as go test -cpuprofile and -memprofile write them. Field numbers are the
 * proto's: Profile 1 sample_type, 2 sample, 4 location, 5 function, 6
 * string_table, 14 default_sample_type; Sample 1 location_id, 2 value;
 * Location 1 id, 4 line; Line 1 function_id; Function 1 id, 2 name;
 * ValueType 1 type, 2 unit.
 */

/** The sample types a reader can ask for: Go's CPU and allocation profiles. */
export type PprofSampleType = 'cpu' | 'alloc_space' | 'alloc_objects' | 'samples';

interface RawSample {
  locations: number[];
  values: number[];
}

/** Reads a pprof profile; `type` picks the sample type (default: the profile's default, else its last). */
export function readPprof(data: Uint8Array, file: string, type?: PprofSampleType): StackProfile {
  const raw = inflate(data, file);
  try {
    return toStackProfile(decodeProfile(raw), file, type);
  } catch (e) {
    if (e instanceof WireError) throw new ProfileError(file, `damaged pprof profile: ${e.message}`);
    throw e;
  }
}

/** True when the bytes start like a gzip stream or a raw pprof message. */
export function looksLikePprof(data: Uint8Array): boolean {
  return data.length >= 2 && data[0] === 0x1f && data[1] === 0x8b;
}

function inflate(data: Uint8Array, file: string): Uint8Array {
  if (!looksLikePprof(data)) return data;
  try {
    return gunzipSync(data, { maxOutputLength: PPROF_MAX_INFLATED_BYTES });
  } catch (e) {
    throw new ProfileError(file, `damaged pprof profile: gzip: ${(e as Error).message}`);
  }
}

interface Decoded {
  sampleTypes: { type: number; unit: number }[];
  samples: RawSample[];
  /** Location id -> function ids, innermost (inlined) first. */
  locations: Map<number, number[]>;
  functions: Map<number, number>;
  strings: string[];
  defaultType: number;
}

function decodeProfile(buf: Uint8Array): Decoded {
  const d: Decoded = {
    sampleTypes: [],
    samples: [],
    locations: new Map(),
    functions: new Map(),
    strings: [],
    defaultType: 0,
  };
  const decoder = new TextDecoder('utf-8', { fatal: false });
  for (const f of readFields(buf)) {
    switch (f.field) {
      case 1:
        d.sampleTypes.push(valueType(message(f)));
        break;
      case 2:
        d.samples.push(sample(message(f)));
        break;
      case 4:
        location(message(f), d.locations);
        break;
      case 5:
        func(message(f), d.functions);
        break;
      case 6:
        d.strings.push(decoder.decode(message(f)));
        break;
      case 14:
        d.defaultType = f.value;
        break;
    }
  }
  return d;
}

function message(f: WireField): Uint8Array {
  if (f.wire !== 2 || !f.bytes) throw new WireError(`field ${f.field} should be a message`);
  return f.bytes;
}

function valueType(buf: Uint8Array): { type: number; unit: number } {
  const v = { type: 0, unit: 0 };
  for (const f of readFields(buf)) {
    if (f.field === 1) v.type = f.value;
    else if (f.field === 2) v.unit = f.value;
  }
  return v;
}

function sample(buf: Uint8Array): RawSample {
  const s: RawSample = { locations: [], values: [] };
  for (const f of readFields(buf)) {
    if (f.field === 1) s.locations.push(...integersOf(f));
    else if (f.field === 2) s.values.push(...integersOf(f));
  }
  return s;
}

function location(buf: Uint8Array, into: Map<number, number[]>): void {
  let id = 0;
  const functions: number[] = [];
  for (const f of readFields(buf)) {
    if (f.field === 1) id = f.value;
    else if (f.field === 4) {
      for (const line of readFields(message(f))) if (line.field === 1) functions.push(line.value);
    }
  }
  into.set(id, functions);
}

function func(buf: Uint8Array, into: Map<number, number>): void {
  let id = 0;
  let name = 0;
  for (const f of readFields(buf)) {
    if (f.field === 1) id = f.value;
    else if (f.field === 2) name = f.value;
  }
  into.set(id, name);
}

function toStackProfile(d: Decoded, file: string, type: PprofSampleType | undefined): StackProfile {
  const str = (i: number) => d.strings[i] ?? '';
  if (d.sampleTypes.length === 0) throw new ProfileError(file, 'not a pprof profile: it has no sample types');
  const names = d.sampleTypes.map((t) => str(t.type));
  const wanted = type ?? (d.defaultType ? str(d.defaultType) : names.at(-1)!);
  const index = names.indexOf(wanted);
  if (index < 0)
    throw new ProfileError(file, `the profile has no "${wanted}" samples (it has ${names.join(', ')})`);
  const unit = str(d.sampleTypes[index]!.unit);
  const problems: StackProfile['problems'] = [];
  const stacks: StackSample[] = [];
  // The first column counts (CPU samples, allocations recorded) where it is a count.
  const counted = str(d.sampleTypes[0]!.unit) === 'count';
  let samples = 0;
  let unknown = 0;
  let cut = 0;
  for (const s of d.samples) {
    const value = s.values[index] ?? 0;
    if (value === 0) continue;
    samples += counted ? (s.values[0] ?? 0) : 1;
    const leafFirst: string[] = [];
    for (const loc of s.locations) {
      const fns = d.locations.get(loc);
      if (!fns) {
        unknown++;
        continue;
      }
      // A location's lines are innermost first (inlined calls before their caller).
      for (const fn of fns) leafFirst.push(cleanFrame(str(d.functions.get(fn) ?? 0) || `?${fn}`));
    }
    if (leafFirst.length === 0) leafFirst.push('[unknown]');
    stacks.push({ frames: boundStack(leafFirst.reverse(), () => cut++), value });
  }
  if (unknown) problems.push({ file, line: 0, message: `${unknown} references to missing locations` });
  if (cut) problems.push({ file, line: 0, message: `${cut} stacks deeper than the frames kept were cut` });
  return { format: 'pprof', unit: unitOf(wanted, unit), stacks, samples, problems };
}

function unitOf(type: string, unit: string): string {
  if (unit === 'nanoseconds') return 'ns';
  if (unit === 'count') return type === 'samples' ? 'samples' : 'objects';
  return unit;
}
