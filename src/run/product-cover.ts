/**
 * Covering a set of parameter combinations with cross products, for tools
 * whose filter names each parameter's values on its own (JMH's
 * `-p a=1,2 -p b=1,2` runs all four combinations). One product of the
 * values each dimension needs runs every combination asked and, unless the
 * asked ones already form that product, some that were not; several smaller
 * products (one run each) can hold exactly the asked ones.
 *
 * A combination is one value per dimension, in a fixed order of dimensions.
 */
export type Combination = readonly string[];

/** One run's selection: the values of each dimension, whose cross product it runs. */
export type Product = readonly (readonly string[])[];

/** The number of combinations a product runs. */
export function productSize(product: Product): number {
  return product.reduce((n, values) => n * values.length, 1);
}

/** Each combination once, in the order first seen. */
function distinct(combinations: readonly Combination[]): Combination[] {
  return [...new Map(combinations.map((c) => [JSON.stringify(c), c])).values()];
}

/** The smallest product holding every combination: each dimension's values, sorted. */
export function enclosingProduct(combinations: readonly Combination[]): Product {
  const width = combinations[0]?.length ?? 0;
  return Array.from({ length: width }, (_, d) => [...new Set(combinations.map((c) => c[d]!))].sort());
}

/**
 * Disjoint products whose union is exactly the given combinations. Built one
 * dimension at a time: the values of the first dimension that need the same
 * combinations of the others share a product, and those combinations are
 * covered the same way. Every order that puts one dimension first is tried
 * and the one with the fewest products kept (the first on a tie), so a
 * complete cross product always comes back as one product.
 */
export function exactCover(combinations: readonly Combination[]): Product[] {
  const unique = distinct(combinations);
  const width = unique[0]?.length ?? 0;
  if (unique.length === 0) return [];
  if (width === 0) return [[]];
  let best: Product[] | undefined;
  for (let first = 0; first < width; first++) {
    const order = [first, ...Array.from({ length: width }, (_, d) => d).filter((d) => d !== first)];
    const permuted = unique.map((c) => order.map((d) => c[d]!));
    const products = coverInOrder(permuted).map((p) => restoreOrder(p, order));
    if (best === undefined || products.length < best.length) best = products;
  }
  return best!;
}

function coverInOrder(combinations: readonly Combination[]): Product[] {
  if (combinations[0]!.length === 0) return [[]];
  // Each value of the first dimension, with the rest of its combinations.
  const rests = new Map<string, Combination[]>();
  for (const c of combinations) {
    const rest = rests.get(c[0]!);
    if (rest) rest.push(c.slice(1));
    else rests.set(c[0]!, [c.slice(1)]);
  }
  // Values whose rests are the same set share one product.
  const byRest = new Map<string, { values: string[]; rest: Combination[] }>();
  for (const [value, rest] of rests) {
    const key = JSON.stringify(rest.map((r) => JSON.stringify(r)).sort());
    const group = byRest.get(key) ?? { values: [], rest };
    group.values.push(value);
    byRest.set(key, group);
  }
  return [...byRest.values()].flatMap(({ values, rest }) =>
    coverInOrder(rest).map((p) => [[...values].sort(), ...p]),
  );
}

function restoreOrder(product: Product, order: readonly number[]): Product {
  const out: (readonly string[])[] = new Array<readonly string[]>(order.length);
  order.forEach((d, i) => (out[d] = product[i]!));
  return out;
}

/**
 * The runs for these combinations: the exact cover when each run it adds
 * saves at least one combination that was not asked for (a tool's start-up
 * costs less than running one benchmark combination it would throw away),
 * otherwise the one enclosing product. `exact` says whether the runs hold
 * only the asked combinations.
 */
export function coverRuns(combinations: readonly Combination[]): { products: Product[]; exact: boolean } {
  if (combinations.length === 0) return { products: [], exact: true };
  const unique = distinct(combinations);
  const whole = enclosingProduct(unique);
  const extra = productSize(whole) - unique.length;
  if (extra === 0) return { products: [whole], exact: true };
  const exact = exactCover(unique);
  return exact.length - 1 <= extra ? { products: exact, exact: true } : { products: [whole], exact: false };
}
