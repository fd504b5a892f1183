#!/usr/bin/env python3
"""Reference values for the unit tests of src/stats (test/unit/stats/*.test.ts).

Each subcommand writes its tables to test/unit/stats/reference/<subcommand>.json
(one JSON object, a table per key, one row per line); the tests read them and
never run Python. Each table in a test names the subcommand that wrote it, e.g.

    python3 scripts/stats-reference.py special

GO_CHOOSE_TIES (benchmath) is not a test's table but src/stats/median-ci.ts's;
test/unit/stats/sample.test.ts checks that the source holds what Go printed.

Subcommands:
    special      incomplete beta, log-gamma, normal, Student t, binomial (mpmath,
                 cross-checked against scipy)
    mannwhitney  exact and asymptotic Mann-Whitney U (scipy.stats.mannwhitneyu)
    ties         exact U test with ties by brute-force enumeration of all splits
    welch        Welch's t-test from summaries (scipy.stats.ttest_ind_from_stats)
    fdr          Benjamini-Hochberg (statsmodels multipletests, method='fdr_bh')
    quantile     R8 sample quantiles (numpy.quantile, method='median_unbiased')
    geomean      geometric means (scipy.stats.gmean)
    benchmath    runs golang.org/x/perf/benchmath itself (needs Go and the Go
                 module proxy): median summaries and U-test comparisons

Requirements: pip install scipy numpy statsmodels mpmath (versions used for
the embedded values: scipy 1.17.1, numpy 2.4.6, statsmodels 0.15.0, mpmath
1.3.0); Go >= 1.21
for `benchmath`.
"""

import itertools
import json
import math
import os
import subprocess
import sys
import tempfile


REFERENCE_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test", "unit", "stats", "reference")
TABLES = {}


def emit(name, value):
    """Keep one table for the subcommand's file (written by write_tables)."""
    TABLES[name] = value


def write_tables(command):
    """test/unit/stats/reference/<command>.json: a table per key, one row per line, so a diff shows the rows that moved."""
    path = os.path.normpath(os.path.join(REFERENCE_DIR, f"{command}.json"))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tables = ",\n".join(
        f"  {json.dumps(name)}: [\n" + ",\n".join(f"    {json.dumps(row, allow_nan=False)}" for row in rows) + "\n  ]"
        for name, rows in TABLES.items()
    )
    with open(path, "w") as f:
        f.write("{\n" + tables + "\n}\n")
    print(f"wrote {path}: {', '.join(f'{name} ({len(rows)} rows)' for name, rows in TABLES.items())}")


def special():
    """Special functions at 50 significant digits with mpmath, cross-checked against scipy.

    mpmath is the reference because scipy is itself off at a few of these points
    (e.g. scipy.stats.t.cdf(-1e-8, 1) = 0.4999999952568131 where the exact value,
    0.5 - atan(1e-8)/pi, is 0.49999999681690114; scipy.special.ndtr(-38) = 0 where
    the value is 2.885e-316). Points where scipy differs by more than 1e-10
    relative are listed on stderr.
    """
    import mpmath as mp
    from scipy import special as sp
    from scipy import stats

    mp.mp.dps = 50
    half = mp.mpf(1) / 2

    def check(label, ours, theirs):
        ours, theirs = float(ours), float(theirs)
        if ours != theirs and abs(ours - theirs) > 1e-10 * abs(ours):
            print(f"scipy differs: {label}: mpmath {ours!r}, scipy {theirs!r}", file=sys.stderr)
        return ours

    def beta_lower(a, b, x):
        # I_x(a,b) = x^a (1-x)^b / (a B(a,b)) 2F1(a+b, 1; a+1; x): all terms
        # positive, so the tail keeps its relative precision.
        return (x ** a * (1 - x) ** b / (a * mp.beta(a, b))
                * mp.hyp2f1(a + b, 1, a + 1, x, maxterms=10**6))

    def beta_tails(a, b, x):
        # Evaluate the smaller tail by its own series; the other is 1 minus it.
        a, b, x = mp.mpf(a), mp.mpf(b), mp.mpf(x)
        if x < a / (a + b):
            lower = beta_lower(a, b, x)
            return lower, 1 - lower
        upper = beta_lower(b, a, 1 - x)
        return 1 - upper, upper

    def t_lower(t, df):
        t, df = mp.mpf(t), mp.mpf(df)
        if df <= 1e5:
            return beta_tails(df / 2, half, df / (df + t * t))[0] / 2
        # The hypergeometric series needs ~df terms here; integrate the density instead.
        c = mp.exp(mp.loggamma((df + 1) / 2) - mp.loggamma(df / 2)) / mp.sqrt(df * mp.pi)
        return c * mp.quad(lambda s: (1 + s * s / df) ** (-(df + 1) / 2), [-mp.inf, -abs(t)])

    def t_cdf(t, df):
        return t_lower(t, df) if t < 0 else 1 - t_lower(t, df)

    def solve_log(f, target, start):
        return mp.findroot(lambda x: mp.log(f(x)) - mp.log(target), mp.mpf(start))

    cases = []
    for a in [0.5, 1, 2.5, 10, 50, 300, 1e4]:
        for b in [0.5, 1, 3.5, 10, 80, 1e3]:
            for x in [1e-10, 1e-3, 0.1, 0.5, 0.9, 0.999]:
                lower, upper = beta_tails(a, b, x)
                lo = check(f"betainc({a},{b},{x})", lower, sp.betainc(a, b, x))
                hi = check(f"betaincc({a},{b},{x})", upper, sp.betaincc(a, b, x))
                cases.append([x, a, b, lo, hi])
    emit("INCOMPLETE_BETA", cases)  # [x, a, b, I_x(a,b), 1 - I_x(a,b)]

    emit("LOG_GAMMA", [[x, check(f"gammaln({x})", mp.loggamma(x), sp.gammaln(x))] for x in
                       [1e-8, 0.01, 0.5, 1, 1.5, 2, 2.5, 3, 7.25, 9.99, 10, 10.5, 33.3, 171, 1e3, 1e6]])

    emit("NORMAL_CDF", [[x, check(f"ndtr({x})", mp.ncdf(x), sp.ndtr(x))] for x in
                        [-38, -37.5, -30, -20, -10, -5, -2, -1, -1e-5, 0, 0.5, 1.5, 3, 8]])
    nq = []
    for p in [1e-300, 1e-100, 1e-20, 1e-10, 1e-5, 0.001, 0.02425, 0.025, 0.3, 0.7, 0.975, 0.999999]:
        if p < 0.5:
            x = solve_log(mp.ncdf, mp.mpf(p), sp.ndtri(p))
        else:
            x = -solve_log(mp.ncdf, 1 - mp.mpf(p), -sp.ndtri(p))
        nq.append([p, check(f"ndtri({p})", x, sp.ndtri(p))])
    emit("NORMAL_QUANTILE", nq)

    t_cdf_rows = []
    for df in [0.5, 1, 2, 3, 5, 9.7, 30, 100, 1000, 1e5, 1e6, 1e8, 1e12]:
        for t in [-1e6, -50, -10, -3, -1, -0.1, -1e-8, 0, 0.5, 2, 8]:
            cdf = check(f"t.cdf({t},{df})", t_cdf(t, df), stats.t.cdf(t, df))
            sf = check(f"t.sf({t},{df})", t_cdf(-t, df), stats.t.sf(t, df))
            t_cdf_rows.append([t, df, cdf, sf])
    emit("T_CDF", t_cdf_rows)  # [t, df, P(T <= t), P(T > t)]

    t_ppf = []
    for df in [0.7, 1, 2, 3, 4.5, 7, 19, 99, 1000, 1e5, 1e6, 1e9]:
        for p in [1e-12, 1e-6, 0.0005, 0.025, 0.1, 0.3, 0.49, 0.4999999, 0.75, 0.975, 0.9995]:
            start = stats.t.ppf(p, df)
            if p < 0.5:
                t = solve_log(lambda v: t_lower(v, df), mp.mpf(p), start)
            else:
                t = -solve_log(lambda v: t_lower(v, df), 1 - mp.mpf(p), -start)
            t_ppf.append([p, df, check(f"t.ppf({p},{df})", t, start)])
    emit("T_QUANTILE", t_ppf)

    binom = []
    for n, p in [(6, 0.5), (30, 0.5), (31, 0.5), (20, 0.1), (100, 0.37), (1000, 0.5), (2000, 0.001)]:
        pm = mp.mpf(p)
        pmf = [mp.binomial(n, k) * pm ** k * (1 - pm) ** (n - k) for k in range(n + 1)]
        for k in sorted({0, 1, n // 10, n // 3, n // 2, n - 1, n}):
            binom.append([k, n, p, check(f"binom.pmf({k},{n},{p})", pmf[k], stats.binom.pmf(k, n, p)),
                          check(f"binom.cdf({k},{n},{p})", mp.fsum(pmf[:k + 1]), stats.binom.cdf(k, n, p))])
    emit("BINOMIAL", binom)  # [k, n, p, pmf, cdf]


def sample_pairs(rng, sizes, shift, decimals):
    pairs = []
    for n1, n2 in sizes:
        x = [round(float(v), decimals) for v in rng.normal(10, 1, n1)]
        y = [round(float(v), decimals) for v in rng.normal(10 + shift, 1, n2)]
        pairs.append([x, y])
    return pairs


def mannwhitney():
    import numpy as np
    from scipy import stats

    rng = np.random.default_rng(20240601)
    exact = []
    sizes = [(n1, n2) for n1 in range(1, 13) for n2 in (1, 3, 7, 12)]
    for x, y in sample_pairs(rng, sizes, 0.8, 6):
        if len(set(x + y)) < len(x) + len(y):
            continue  # exact tables are for tie-free samples
        r = stats.mannwhitneyu(x, y, alternative="two-sided", method="exact")
        exact.append([x, y, float(r.statistic), float(r.pvalue)])
    emit("MW_EXACT", exact)  # [x, y, U of x, p]

    approx = []
    sizes = [(5, 5), (8, 13), (20, 20), (26, 30), (51, 60), (120, 80)]
    for decimals in (6, 0):  # 0 decimals: heavy ties
        for x, y in sample_pairs(rng, sizes, 0.4, decimals):
            r = stats.mannwhitneyu(x, y, alternative="two-sided", method="asymptotic", use_continuity=True)
            approx.append([x, y, float(r.statistic), float(r.pvalue)])
    emit("MW_ASYMPTOTIC", approx)


def tied_exact_p(x, y):
    """2 * min(P(U1 <= u1), P(U1 >= u1)) over all splits of the pooled values; 1 at the center."""
    pooled = sorted(x + y)
    n1, n2 = len(x), len(y)

    def u_of(first):
        return sum(1.0 if a > b else 0.5 if a == b else 0.0 for a in first for b in rest(first))

    def rest(first):
        remaining = list(pooled)
        for v in first:
            remaining.remove(v)
        return remaining

    u1 = u_of(list(x))
    if u1 == n1 * n2 - u1:
        return u1, 1.0
    lower = upper = total = 0
    for idx in itertools.combinations(range(len(pooled)), n1):
        first = [pooled[i] for i in idx]
        u = u_of(first)
        total += 1
        lower += u <= u1
        upper += u >= u1
    return u1, min(1.0, 2 * min(lower, upper) / total)


def ties():
    cases = [
        [[-1, -1, -1], [1, 1, 1]],
        [[1, -1, -1, -1], [-1, 1, 1, 1]],
        [[1, 1, 2, 5], [3, 4, 6, 7, 7]],
        [[1, 1, 1, 2], [2, 3]],
        [[2, 3], [1, 1, 1, 2]],
        [[1, 1, 2], [3]],
        [[3], [1, 1, 2]],
        [[5, 5, 5, 6, 7], [5, 6, 6, 8, 8, 9]],
        [[10, 10, 11, 11, 12, 12, 13], [11, 12, 12, 13, 13, 14, 14]],
        [[1, 2, 2, 2, 3, 3, 4, 9], [2, 3, 3, 4, 4, 4, 5, 6]],
        [[0, 0, 0, 0, 1], [0, 0, 1, 1, 1]],
        [[7, 7, 7, 8], [7, 8, 8, 8, 9, 9]],
        [[2], [2, 2, 2, 3, 2, 3, 2, 4, 3, 4]],
    ]
    emit("MW_TIES", [[x, y, *tied_exact_p(x, y)] for x, y in cases])  # [x, y, U of x, p]


def welch():
    from scipy import stats

    cases = [
        # [baseMean, baseError, baseN, headMean, headError, headN, confidence]
        [100.0, 2.5, 5, 104.0, 3.1, 5, 0.999],
        [1523.4, 12.7, 25, 1519.8, 20.2, 10, 0.999],
        [0.0521, 0.0004, 3, 0.0533, 0.0011, 4, 0.999],
        [8.2e6, 1.1e5, 60, 8.5e6, 0.9e5, 71, 0.95],
        [12.0, 0.3, 2, 12.9, 0.2, 2, 0.95],
        [5.0, 0.01, 100, 5.0, 0.01, 100, 0.95],
        [3.0, 1e-9, 30, 3.1, 1e-9, 30, 0.95],
    ]
    out = []
    for bm, be, bn, hm, he, hn, conf in cases:
        q = stats.t.ppf((1 + conf) / 2, [bn - 1, hn - 1])
        se_b, se_h = be / q[0], he / q[1]
        r = stats.ttest_ind_from_stats(hm, se_h * math.sqrt(hn), hn, bm, se_b * math.sqrt(bn), bn, equal_var=False)
        vb, vh = se_b ** 2, se_h ** 2
        df = (vb + vh) ** 2 / (vb ** 2 / (bn - 1) + vh ** 2 / (hn - 1))
        out.append([bm, be, bn, hm, he, hn, conf, float(r.statistic), float(df), float(r.pvalue)])
    emit("WELCH", out)  # [..inputs, t (head - base), df, p]


def fdr():
    from statsmodels.stats.multitest import multipletests

    cases = [
        [0.01, 0.04, 0.03, 0.005, 0.5],
        [0.001, 0.008, 0.039, 0.041, 0.042, 0.06, 0.074, 0.205, 0.212, 0.216],
        [0.02, 0.02, 0.02, 0.5, 0.5],
        [1.0, 1.0, 0.0, 0.0],
        [0.9],
    ]
    emit("FDR_BH", [[p, [float(q) for q in multipletests(p, method="fdr_bh")[1]]] for p in cases])


def quantile():
    import numpy as np

    data = [[3.0], [1.0, 2.0], [5.0, 1.0, 4.0], [-10, 2, 3, 4, 5, 6], [7, 1, 3, 3, 9, 2, 8, 11, 4.5],
            [0.25 * i * i for i in range(17)]]
    qs = [0, 0.01, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99, 1]
    emit("QUANTILE_R8", [[xs, [float(np.quantile(xs, q, method="median_unbiased")) for q in qs]] for xs in data])


def geomean():
    from scipy import stats

    data = [[1.0], [2.0, 8.0], [1e-9, 1e9, 3.0], [105.2, 99.7, 1003.1, 0.5, 77.0]]
    emit("GEOMEAN", [[xs, float(stats.gmean(xs))] for xs in data])


GO_MAIN = r"""
package main

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/aclements/go-moremath/mathx"
	"golang.org/x/perf/benchmath"
)

type summaryCase struct {
	Values     []float64
	Confidence float64
}

func main() {
	var input struct {
		Summaries [][]json.RawMessage
		Compares  [][2][]float64
	}
	if err := json.NewDecoder(os.Stdin).Decode(&input); err != nil {
		panic(err)
	}
	var out struct {
		Summaries  [][]any
		Compares   [][]any
		ChooseTies []string
		GoFloats   [][]any
	}
	// How fmt's %v prints float64s, for the caveat messages.
	for _, x := range []float64{0.95, 0.999, 1, 0, 0.5, -0.5, 1e-05, 1.2e-05, 0.0001, 0.00012345, 123456, 123456.7,
		100000, 1e+06, 1.234567e+06, 1.23456789e+08, 1e+20, 1e+21, 2.5e-300, 0.1 + 0.2} {
		out.GoFloats = append(out.GoFloats, []any{x, fmt.Sprintf("%v", x)})
	}
	// How go-moremath's Choose(n, k), computed as exp(lgamma(...)) for
	// n > 20, compares with the mirror Choose(n, n-k) that is equal in exact
	// arithmetic, for k < n/2. These decide QuantileCI's left/right steps.
	for n := 21; n <= 30; n++ {
		s := ""
		for k := 0; k < (n+1)/2; k++ {
			a, b := mathx.Choose(n, k), mathx.Choose(n, n-k)
			switch {
			case a < b:
				s += "<"
			case a > b:
				s += ">"
			default:
				s += "="
			}
		}
		out.ChooseTies = append(out.ChooseTies, s)
	}
	for _, c := range input.Summaries {
		var values []float64
		var conf float64
		json.Unmarshal(c[0], &values)
		json.Unmarshal(c[1], &conf)
		s := benchmath.AssumeNothing.Summary(benchmath.NewSample(append([]float64(nil), values...), &benchmath.DefaultThresholds), conf)
		out.Summaries = append(out.Summaries, []any{values, conf, s.Center, fmt.Sprint(s.Lo), fmt.Sprint(s.Hi), s.Confidence, errs(s.Warnings)})
	}
	for _, c := range input.Compares {
		a := benchmath.NewSample(append([]float64(nil), c[0]...), &benchmath.DefaultThresholds)
		b := benchmath.NewSample(append([]float64(nil), c[1]...), &benchmath.DefaultThresholds)
		r := benchmath.AssumeNothing.Compare(a, b)
		out.Compares = append(out.Compares, []any{c[0], c[1], r.P, errs(r.Warnings)})
	}
	json.NewEncoder(os.Stdout).Encode(out)
}

func errs(es []error) []string {
	s := []string{}
	for _, e := range es {
		s = append(s, e.Error())
	}
	return s
}
"""

PERF_VERSION = "v0.0.0-20260908200009-22c9c6c9d4da"


def benchmath():
    import numpy as np

    rng = np.random.default_rng(7)
    summaries = []
    for n in [1, 2, 3, 5, 6, 7, 8, 10, 13, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 40, 45, 64, 100]:
        values = [round(float(v), 3) for v in rng.lognormal(3, 0.2, n)]
        for conf in (0.95, 0.99, 0.999):
            summaries.append([values, conf])
    compares = []
    for n1, n2, shift, decimals in [(3, 3, 5, 2), (4, 4, 5, 2), (5, 5, 0.3, 2), (10, 10, 0.5, 3), (8, 12, 1, 3),
                                    (20, 20, 0.2, 3), (50, 50, 0.1, 4), (51, 50, 0.1, 4), (30, 30, 0, 4),
                                    (10, 10, 0.5, 0), (25, 25, 0.3, 0), (26, 26, 0.3, 0), (6, 9, 0.8, 0)]:
        x = [round(float(v), decimals) for v in rng.normal(10, 1, n1)]
        y = [round(float(v), decimals) for v in rng.normal(10 + shift, 1, n2)]
        # benchmath's tied exact p depends on the order; keep the base the smaller one (see mann-whitney.ts).
        if sum(a > b for a in x for b in y) + 0.5 * sum(a == b for a in x for b in y) > n1 * n2 / 2:
            x, y = y, x
        compares.append([x, y])
    compares.append([[-1, -1, -1], [1, 1, 1]])
    compares.append([[1, 1, 1, 1], [1, 1, 1, 1]])
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "go.mod"), "w") as f:
            f.write("module benchmathref\n\ngo 1.21\n")
        with open(os.path.join(d, "main.go"), "w") as f:
            f.write(GO_MAIN)
        env = dict(os.environ, GOFLAGS="-mod=mod")
        subprocess.run(["go", "get", f"golang.org/x/perf@{PERF_VERSION}"], cwd=d, env=env, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        r = subprocess.run(["go", "run", "."], cwd=d, env=env, check=True, capture_output=True, text=True,
                           input=json.dumps({"Summaries": summaries, "Compares": compares}))
    out = json.loads(r.stdout)
    emit("BENCHMATH_SUMMARIES", out["Summaries"])  # [values, level, center, lo, hi, confidence, warnings]
    emit("BENCHMATH_COMPARES", out["Compares"])  # [base, head, p, warnings]
    emit("GO_FLOATS", out["GoFloats"])  # [x, fmt.Sprintf("%v", x)]
    emit("GO_CHOOSE_TIES", out["ChooseTies"])  # n = 21..30; k-th char: Choose(n,k) vs Choose(n,n-k)


COMMANDS = {f.__name__: f for f in [special, mannwhitney, ties, welch, fdr, quantile, geomean, benchmath]}

if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in COMMANDS:
        sys.exit(f"usage: {sys.argv[0]} {{{'|'.join(COMMANDS)}}}")
    COMMANDS[sys.argv[1]]()
    write_tables(sys.argv[1])
