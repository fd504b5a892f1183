// Package gomatrix is a benchmark matrix the size of seed 000's (2,400
// sub-benchmarks) whose only purpose is to make go test print a large,
// real output file for measuring how fast benchgate and benchstat read it.
// The work per operation is deliberately trivial: the output's size and
// shape matter here, not the numbers in it.
package gomatrix

import (
	"fmt"
	"os"
	"testing"
)

type size struct {
	label string
	bytes int
}

var (
	blockSizes = []size{{"2MB", 2 << 20}, {"4MB", 4 << 20}, {"8MB", 8 << 20}, {"16MB", 16 << 20}}
	msgSizes   = []size{{"1KB", 1 << 10}, {"4KB", 4 << 10}, {"8KB", 8 << 10}, {"16KB", 16 << 10}, {"64KB", 64 << 10}}
	maxBytes   = []string{"256MB", "1GB", "2GB", "4GB", "8GB"}
	fillLevels = []int{25, 75}
	consumers  = []int{1, 10, 40, 100, 150, 200}
	// 4*5*5*2*6 = 1,200; the ack policy doubles it to seed 000's 2,400.
	ackPolicies = []string{"none", "explicit"}
)

// BENCH_MATRIX_SLOWDOWN=1 (the "head" side) makes every 16MB-block
// combination do a fifth more work, so a comparison has real regressions.
var slowdown = os.Getenv("BENCH_MATRIX_SLOWDOWN") == "1"

// sink keeps the compiler from removing the work.
var sink uint32

func BenchmarkJetStreamBlockSizeMultiConsumer(b *testing.B) {
	for _, blk := range blockSizes {
		for _, msg := range msgSizes {
			for _, max := range maxBytes {
				for _, fill := range fillLevels {
					for _, n := range consumers {
						for _, ack := range ackPolicies {
							name := fmt.Sprintf("blk=%s/msg=%s/max=%s/fill=%d/consumers=%d/ack=%s", blk.label, msg.label, max, fill, n, ack)
							rounds := n
							if slowdown && blk.label == "16MB" {
								rounds += n / 5
							}
							b.Run(name, func(b *testing.B) { consume(b, msg.bytes, rounds) })
						}
					}
				}
			}
		}
	}
}

// consume allocates one message per operation (so -benchmem reports B/op
// and allocs/op) and checksums a short prefix of it once per consumer.
func consume(b *testing.B, msgBytes, rounds int) {
	b.SetBytes(int64(msgBytes))
	for i := 0; i < b.N; i++ {
		msg := make([]byte, msgBytes)
		msg[0] = byte(i)
		var sum uint32
		for r := 0; r < rounds; r++ {
			for _, c := range msg[:16] {
				sum = sum*31 + uint32(c) + uint32(r)
			}
		}
		sink += sum
	}
}
