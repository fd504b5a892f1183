import type { Benchmark } from '../../model/results.js';

// How a Criterion.rs benchmark id maps to benchgate's identity, shared by its
// three formats so that one benchmark gets one identity whichever way it was
// read.
//
// Criterion builds ids as group/function/value (BenchmarkId::new inside a
// group), group/function (bench_function inside a group), group/value
// (BenchmarkId::from_parameter) or just the name (Criterion::bench_function,
// which is a group of its own). Printed text cannot tell group/function from
// group/value, so:
//   "name"                -> suite "",    name "name"
//   "group/function"      -> suite group, name function
//   "group/function/rest" -> suite group, name function, params { input: rest }
// Note: Criterion never names the parameter of a BenchmarkId, so its value is
// kept under the key `input`. A group or function name that itself contains
// "/" splits at its first "/"s; target/criterion, which keeps the parts apart,
// uses them as they are.

export type CriterionIdentity = Pick<Benchmark, 'suite' | 'name' | 'params'>;

/** The params key for a BenchmarkId's parameter (Criterion does not name it). */
const CRITERION_PARAM_KEY = 'input';

/** Identity of an id as Criterion prints it (full id or title). */
export function identityOfId(id: string): CriterionIdentity {
  const first = id.indexOf('/');
  if (first < 0) return { suite: '', name: id, params: {} };
  const suite = id.slice(0, first);
  const rest = id.slice(first + 1);
  const second = rest.indexOf('/');
  if (second < 0) return { suite, name: rest, params: {} };
  return { suite, name: rest.slice(0, second), params: { [CRITERION_PARAM_KEY]: rest.slice(second + 1) } };
}

/** Identity from the parts target/criterion's benchmark.json keeps apart. */
export function identityOfParts(group: string, fn: string | null, value: string | null): CriterionIdentity {
  if (fn === null && value === null) return { suite: '', name: group, params: {} };
  if (fn === null) return { suite: group, name: value!, params: {} };
  if (value === null) return { suite: group, name: fn, params: {} };
  return { suite: group, name: fn, params: { [CRITERION_PARAM_KEY]: value } };
}
