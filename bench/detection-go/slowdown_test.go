// Package detection holds the benchmarks of benchgate's detection study:
// twenty benchmarks of different speed and kind, run again and again with
// and without an injected slowdown.
package detection

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
)

// DETECT_SLOWDOWN=1.05 with DETECT_SLOWED=Name,Name,... makes the named
// benchmarks do 5% more of their own work: an accumulator adds 0.05 per
// operation and, each time it passes 1, the operation runs once more.
// Note: repeating the operation itself, rather than spinning for a
// calibrated number of nanoseconds, keeps the slowdown at the chosen factor
// whatever the machine's speed at that moment, and gives the extra time the
// benchmark's own kind of noise. Unset: no slowdown, same code path.
var slowdown, slowed = readSlowdown()

func readSlowdown() (float64, map[string]bool) {
	spec := os.Getenv("DETECT_SLOWDOWN")
	names := map[string]bool{}
	if spec == "" {
		return 1, names
	}
	f, err := strconv.ParseFloat(spec, 64)
	if err != nil || f < 1 || f > 2 {
		// A malformed factor must not silently become "no slowdown".
		fmt.Fprintf(os.Stderr, "DETECT_SLOWDOWN=%q: want a factor between 1 and 2\n", spec)
		os.Exit(2)
	}
	for _, name := range strings.Split(os.Getenv("DETECT_SLOWED"), ",") {
		if name != "" {
			names[name] = true
		}
	}
	return f, names
}

// measure runs op b.N times, plus the injected extra operations when this
// benchmark is one of the slowed ones.
func measure(b *testing.B, op func()) {
	extra := 0.0
	if slowed[strings.TrimPrefix(b.Name(), "Benchmark")] {
		extra = slowdown - 1
	}
	debt := 0.0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		op()
		debt += extra
		if debt >= 1 {
			op()
			debt--
		}
	}
}

// spinSink keeps the spin loop's result alive.
var spinSink uint64

// spin runs n steps of a dependent multiply-add chain: pure arithmetic,
// the quietest kind of benchmark there is.
//
//go:noinline
func spin(n int) {
	x := spinSink | 1
	for i := 0; i < n; i++ {
		x = x*6364136223846793005 + 1442695040888963407
	}
	spinSink = x
}
