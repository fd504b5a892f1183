#!/usr/bin/env python3
"""The most any test that does not know the noise can decide in n rounds.

The studies' yardstick (bench/lib/ideal-test.ts) is a test told each row's
noise. benchgate is not told it: it reads the noise off the row's own rounds.
This script computes, for normal per-round log ratios of spread s0 and n
rounds, the greatest chance any test on those n rounds has of deciding, among
all tests whose error stays at the goals' rate *whatever the spread*:

  accept     "not a +10% regression" when nothing changed, wrong (a +10% row
             let through) at most 5%;
  flag       "regression" on a +10% row, wrong (an unchanged row flagged) at
             most 0.1%;
  unchanged  "within ±5%" when nothing changed, wrong (a row at ±5%) at most 5%.

Why it bounds a sequential test: the event "decided by round n" of any
sequential test is one test on the first n rounds, and its error is at most
the sequential test's. So P(undecided after n) >= required - power(n), and
E[rounds] = sum over n >= 0 of P(rounds > n) >= sum of (required - power(n))+
(bench/lib/ideal-test.ts unknownNoiseLeastRounds).

How: the mean and the standard deviation of the n ratios are sufficient for
normal rounds, so the best test is a function of them (Rao-Blackwell). On a
grid of cells of the two (160 x 80), a linear program (HiGHS) finds the test
of greatest power at s0 whose error is at most the rate at each of 120 spreads
from s0/100 to 300 s0 (fewer constraints than "every spread": the bound errs
high, as a bound on power may). Doubling both grids moved no power by more
than 0.001 (checked at s0 = 2%, n = 1..5). The table stops at the first n
whose power reaches the requirement, or at n = 24.

Run: python3 bench/sequential/unknown-noise-bound.py   (about 10 minutes)
Writes bench/lib/unknown-noise-power.json. Needs scipy and numpy (used:
scipy 1.17.1, numpy 2.4.6).
"""

import argparse
import json
import os
import sys

import numpy as np
from scipy.optimize import linprog
from scipy.stats import chi2, norm

MARGIN = float(np.log(1.05))
DETECT = float(np.log(1.1))
KINDS = {
    'accept': {'alpha': 0.05, 'nulls': [DETECT], 'alt': 0.0, 'required': 0.999},
    'flag': {'alpha': 0.001, 'nulls': [0.0], 'alt': DETECT, 'required': 0.95},
    'unchanged': {'alpha': 0.05, 'nulls': [MARGIN, -MARGIN], 'alt': 0.0, 'required': 0.95},
}
SPREADS = [0.0025, 0.005, 0.0075, 0.01, 0.0125, 0.015, 0.02, 0.025, 0.03, 0.035,
           0.04, 0.05, 0.06, 0.07, 0.08, 0.1]
MAX_ROUNDS = 24
GRID = {'mean': 160, 'sd': 80, 'spreads': 120}


def edges(n, s0, center, span=7.0):
    """Cell edges of the mean (center +- 7 standard errors) and of the sd (0, then its 1e-10..1-1e-10 quantiles)."""
    w = span * s0 / np.sqrt(n)
    mean = np.linspace(center - w, center + w, GRID['mean'] + 1)
    if n == 1:
        return mean, None
    lo = np.sqrt(chi2.ppf(1e-10, n - 1) / (n - 1)) * s0
    hi = np.sqrt(chi2.ppf(1 - 1e-10, n - 1) / (n - 1)) * s0
    return mean, np.concatenate([[0.0], np.geomspace(lo, hi, GRID['sd'])])


def cell_probs(n, mu, sigma, mean_edges, sd_edges):
    """Each cell's probability: the mean is N(mu, sigma^2/n), (n-1)sd^2/sigma^2 is chi^2(n-1), independent."""
    pm = np.diff(norm.cdf(mean_edges, loc=mu, scale=sigma / np.sqrt(n)))
    if sd_edges is None:
        return pm
    ps = np.diff(chi2.cdf((n - 1) * sd_edges**2 / sigma**2, n - 1))
    return np.outer(pm, ps).ravel()


def best_power(n, s0, kind):
    k = KINDS[kind]
    mean_edges, sd_edges = edges(n, s0, k['alt'])
    target = cell_probs(n, k['alt'], s0, mean_edges, sd_edges)
    spreads = np.geomspace(s0 / 100, s0 * 300, GRID['spreads'])
    errors = np.array([cell_probs(n, mu, s, mean_edges, sd_edges) for mu in k['nulls'] for s in spreads])
    lp = linprog(-target, A_ub=errors, b_ub=np.full(len(errors), k['alpha']), bounds=(0, 1), method='highs')
    if lp.status != 0:
        raise RuntimeError(f'linear program failed at n={n}, s0={s0}, {kind}: {lp.message}')
    # The mass outside the grid, as if the test decided there too: the bound errs high.
    return min(1.0, -lp.fun + (1 - target.sum()))


def main():
    rows = []
    for s0 in SPREADS:
        for kind, k in KINDS.items():
            power = []
            for n in range(1, MAX_ROUNDS + 1):
                power.append(round(best_power(n, s0, kind) + 5e-6, 5))
                if power[-1] >= k['required']:
                    break
            rows.append({'spread': s0, 'kind': kind, 'power': power})
            print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    out = {
        'about': 'bench/sequential/unknown-noise-bound.py: per spread and kind, the greatest chance of deciding '
                 'within n rounds (n = 1, 2, ...) of any test whose error holds whatever the spread',
        'kinds': {kind: {'alpha': k['alpha'], 'required': k['required']} for kind, k in KINDS.items()},
        'grid': GRID,
        'rows': rows,
    }
    path = os.path.join(os.path.dirname(__file__), '..', 'lib', 'unknown-noise-power.json')
    with open(path, 'w') as f:
        json.dump(out, f, indent=1)
        f.write('\n')


if __name__ == '__main__':
    # --help prints the module's account above; any other argument is refused (it takes none).
    argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter).parse_args()
    main()
