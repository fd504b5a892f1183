#!/usr/bin/env python3
"""The early branch's first looks as tests of greatest power, valid at every noise.

At round 3 the early branch shows a row unchanged, and at round 4 it flags a
regression, with Student's t (docs/statistics.md, "The early branch"). On two
or three degrees of freedom Student's test is far from the most any test can
do there: its error holds whatever the rounds' spread sigma, and so must any
replacement's, but a test may use the threshold's own scale. This script finds,
by linear programming (the method of bench/sequential/unknown-noise-bound.py),
the test of greatest power on the rows benchgate meets, among all tests on the
mean m and standard deviation s of the n per-round log ratios (sufficient for
normal rounds) whose error stays at most the look's alpha at every sigma:

  unchanged (n = 3): "within +-Delta", Delta = ln(1 + threshold); wrong (a row
      at +-Delta called unchanged) at most alpha. Power averaged over no change
      (weight 1) and changes of 0.3, 0.6 and 0.8 Delta (weight 0.3 each), at
      spreads of 0.02 to 0.6 Delta (0.1-3% a round at a 5% threshold).
  flag (n = 4): "slower", wrong (an unchanged row flagged) at most alpha a
      side. Power averaged over +10% (weight 1), 1.5 and 3 Delta (0.3 each),
      at spreads of 0.1 to 0.6 Delta, and over 1.2 Delta at 0.02 to 0.1
      Delta (0.3), so that a quiet row just past the threshold is flagged.

Student's own test at 90% of the alpha is kept inside each region (the
program must decide on those cells): for "unchanged" everywhere, so that a
row it shows within the threshold with room to spare is shown still; for
the flag from 3 Delta on, so that a change of any size at any spread is
flagged. The linear program's test may decide part of a cell; benchgate's
decides whole ones: a cell is in the region when the program decides more
than half of it; the bounds are then made monotone in s by dropping cells
(never adding), and the region's error is computed again exactly (the mean's
normal law and the spread's chi-square, cell by cell) at 6,000 spreads from
1e-5 to 1e5 Delta; if it is above alpha anywhere, the program runs again at
97% of its alpha, until it is not. The regions are written as one bound per
band of s / Delta (for "unchanged" the largest |m| / Delta, for "flag" the
smallest m / Delta) to src/stats/early-regions-table.ts, and their power
against Student's test to bench/out/sequential/early-regions.json.

Run: python3 bench/sequential/early-regions.py   (about 1.5 minutes; needs
scipy and numpy; used: scipy 1.17.1, numpy 2.4.6). The alphas are the
default design's at those looks (src/stats/sequential.ts DEFAULT_SEQUENTIAL):
the equivalence interval's 66% of 3.5% a side at round 3, the regression
test's 45% of 0.25% a side at round 4.
"""

import argparse
import json
import os

import numpy as np
from scipy.optimize import linprog
from scipy.stats import chi2, norm, t

CHECK_SPREADS = np.geomspace(1e-5, 1e5, 6000)
NULL_SPREADS = np.geomspace(1e-4, 100, 700)
STUDENT_KEPT = 0.9

REGIONS = [
    {
        'kind': 'unchanged', 'n': 3, 'alpha': 0.66 * 0.035, 'kept': STUDENT_KEPT,
        'edges': np.unique(np.concatenate([np.linspace(0, 0.9, 181), 1 - np.geomspace(0.1, 1e-4, 60), [1.0]])),
        'spreads': np.concatenate([[0.0], np.geomspace(1e-5, 4, 200)]),
        'alternatives': [(mu, w, s) for mu, w in ((0.0, 1.0), (0.3, 0.3), (0.6, 0.3), (0.8, 0.3))
                         for s in (0.02, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6)],
    },
    {
        'kind': 'flag', 'n': 4, 'alpha': 0.45 * 0.0025, 'kept': 0.9, 'keptFrom': 3.0,
        'edges': np.concatenate([np.linspace(0, 8, 321), np.geomspace(8.25, 200, 60)]),
        'spreads': np.concatenate([[0.0], np.geomspace(1e-5, 20, 220)]),
        'alternatives': [(mu, w, s) for mu, w in ((1.5, 0.3), (float(np.log(1.1) / np.log(1.05)), 1.0), (3.0, 0.3))
                         for s in (0.1, 0.2, 0.3, 0.4, 0.5, 0.6)]
        + [(1.2, 0.3, s) for s in (0.02, 0.05, 0.1)],
    },
]


def spread_probs(r, sigma):
    """Each band of s: its probability when the rounds' spread is sigma ((n-1)s^2/sigma^2 is chi-square)."""
    df = r['n'] - 1
    return np.diff(chi2.cdf(df * r['spreads'] ** 2 / sigma ** 2, df))


def mean_probs(r, mu, sigma):
    """Each band of the mean (of |m| for "unchanged", of m for "flag"): its probability."""
    se = sigma / np.sqrt(r['n'])
    e = r['edges']
    up = np.diff(norm.cdf((e - mu) / se))
    if r['kind'] == 'flag':
        return up
    return up + np.diff(norm.cdf((e + mu) / se))


def cell_probs(r, mu, sigma):
    return np.outer(mean_probs(r, mu, sigma), spread_probs(r, sigma)).ravel()


def null_mean(r):
    return 1.0 if r['kind'] == 'unchanged' else 0.0


def student_cells(r, alpha):
    """The cells Student's test at this alpha decides wholly (the cell's farthest corner inside)."""
    q = t.ppf(1 - alpha, r['n'] - 1)
    e, s = r['edges'], r['spreads']
    half = q * s[1:] / np.sqrt(r['n'])
    if r['kind'] == 'unchanged':
        return (e[1:][:, None] + half[None, :] < 1).ravel()
    return (e[:-1][:, None] - half[None, :] > 0).ravel()


def bounds_of(r, decide):
    """One bound per band of s: "unchanged" decides |m| below it, "flag" m above it."""
    d = decide.reshape(len(r['edges']) - 1, len(r['spreads']) - 1)
    e = r['edges']
    out = []
    for j in range(d.shape[1]):
        if r['kind'] == 'unchanged':
            k = 0
            while k < d.shape[0] and d[k, j]:
                k += 1
            out.append(float(e[k]))
        else:
            ks = np.where(d[:, j])[0]
            out.append(float(e[ks[0]]) if len(ks) else None)
    # Monotone in s, by dropping cells only (the error can only fall): a noisier row needs a
    # larger change to be flagged and a smaller one to be called unchanged, and "unchanged"'s
    # bound is then one that src/stats/early-regions.ts can invert into a confidence bound.
    for j in range(1, len(out)):
        if r['kind'] == 'unchanged':
            out[j] = min(out[j], out[j - 1])
        elif out[j - 1] is None or (out[j] is not None and out[j] < out[j - 1]):
            out[j] = out[j - 1]
    return out


def region_error(r, bounds, mu, sigma):
    """The region's chance of deciding, exactly for piecewise constant bounds."""
    se = sigma / np.sqrt(r['n'])
    ps = spread_probs(r, sigma)
    b = np.array([np.nan if x is None else x for x in bounds])
    if r['kind'] == 'unchanged':
        inside = norm.cdf((b - mu) / se) - norm.cdf((-b - mu) / se)
    else:
        inside = np.where(np.isnan(b), 0.0, norm.sf((np.nan_to_num(b, nan=0.0) - mu) / se))
    return float((ps * inside).sum())


def solve(r):
    target = sum(w * cell_probs(r, mu, s) for mu, w, s in r['alternatives'])
    errors = np.array([cell_probs(r, null_mean(r), s) for s in NULL_SPREADS])
    forced = student_cells(r, r['kept'] * r['alpha'])
    if 'keptFrom' in r:
        forced &= np.repeat(r['edges'][:-1] >= r['keptFrom'], len(r['spreads']) - 1)
    bounds = [(1, 1) if f else (0, 1) for f in forced]
    level = r['alpha']
    while True:
        lp = linprog(-target, A_ub=errors, b_ub=np.full(len(errors), level), bounds=bounds, method='highs')
        if lp.status != 0:
            raise RuntimeError(f"{r['kind']}: linear program failed: {lp.message}")
        region = bounds_of(r, lp.x > 0.5)
        worst = max(region_error(r, region, null_mean(r), s) for s in CHECK_SPREADS)
        if worst <= r['alpha']:
            return region, worst, level
        level *= 0.97


def student_power(r, alpha, mu, sigma):
    """Student's test at this alpha, exactly: the same integral with its straight boundary."""
    q = t.ppf(1 - alpha, r['n'] - 1)
    df = r['n'] - 1
    se = sigma / np.sqrt(r['n'])
    s = np.geomspace(1e-6, 50, 20001) * sigma
    w = np.diff(chi2.cdf(df * s ** 2 / sigma ** 2, df))
    mid = (s[1:] + s[:-1]) / 2
    if r['kind'] == 'unchanged':
        b = np.maximum(0, 1 - q * mid / np.sqrt(r['n']))
        inside = norm.cdf((b - mu) / se) - norm.cdf((-b - mu) / se)
    else:
        inside = norm.sf((q * mid / np.sqrt(r['n']) - mu) / se)
    return float((w * inside).sum())


def main():
    out = []
    for r in REGIONS:
        region, worst, level = solve(r)
        power = []
        for mu in sorted({a[0] for a in r['alternatives']}):
            for s in (0.1, 0.2, 0.3, 0.4, 0.5, 0.6):
                power.append({'change': round(mu, 4), 'spread': s,
                              'region': round(region_error(r, region, mu, s), 4),
                              'student': round(student_power(r, r['alpha'], mu, s), 4)})
        out.append({'kind': r['kind'], 'rounds': r['n'], 'alpha': r['alpha'], 'worstError': worst,
                    'programAlpha': level, 'spreadEdges': [float(x) for x in r['spreads']],
                    'bounds': region, 'power': power})
        print(f"{r['kind']} n={r['n']} alpha={r['alpha']:.6f}: worst error {worst:.6f} (program at {level:.6f})")
        for p in power:
            print(f"  change {p['change']:.2f} Delta, spread {p['spread']:.1f} Delta: "
                  f"{p['region']:.3f} (Student's {p['student']:.3f})")
    write(out)


def write(regions):
    path = os.path.join(os.path.dirname(__file__), '..', '..', 'src', 'stats', 'early-regions-table.ts')
    body = json.dumps([{k: r[k] for k in ('kind', 'rounds', 'alpha', 'worstError', 'spreadEdges', 'bounds')}
                       for r in regions], separators=(',', ':'))
    with open(path, 'w') as f:
        f.write('// Generated by bench/sequential/early-regions.py: do not edit.\n')
        f.write('// The regions of src/stats/early-regions.ts (its EarlyRegion), in units of\n')
        f.write('// Delta = ln(1 + threshold).\n')
        f.write(f'export const EARLY_REGIONS = {body};\n')
    power_path = os.path.join(os.path.dirname(__file__), '..', 'out', 'sequential', 'early-regions.json')
    os.makedirs(os.path.dirname(power_path), exist_ok=True)
    with open(power_path, 'w') as f:
        json.dump([{k: r[k] for k in ('kind', 'rounds', 'alpha', 'worstError', 'programAlpha', 'power')}
                   for r in regions], f, indent=1)
        f.write('\n')


if __name__ == '__main__':
    # --help prints the module's account above; any other argument is refused (it takes none).
    argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter).parse_args()
    main()
