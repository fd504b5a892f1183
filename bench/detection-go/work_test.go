package detection

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"hash/crc32"
	"math/rand"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// The workloads span about 1µs to 100µs per operation and different kinds
// of cost (arithmetic, hashing, memory, allocation and GC, reflection), so
// their noise differs the way a real suite's does. Inputs are fixed: the
// same seed every run.

var (
	data64K  = randomBytes(64 << 10)
	data16K  = data64K[:16<<10]
	ints1K   = randomInts(1000)
	ints100  = ints1K[:100]
	words1K  = randomWords(1000)
	listHead = buildList(4096)
	mat32    = randomMatrix(32)
	logLine  = []byte(strings.Repeat("GET /index.html 200 ", 40) + "user=alice id=12345 status=ok")
	lineRe   = regexp.MustCompile(`user=(\w+) id=(\d+) status=(\w+)`)
	record   = sampleRecord()
	recordJS = mustMarshal(record)
	sink     any
)

func BenchmarkSpinShort(b *testing.B) { measure(b, func() { spin(300) }) }
func BenchmarkSpinLong(b *testing.B)  { measure(b, func() { spin(20000) }) }

func BenchmarkSHA256_16K(b *testing.B) { measure(b, func() { sink = sha256.Sum256(data16K) }) }
func BenchmarkSHA256_64K(b *testing.B) { measure(b, func() { sink = sha256.Sum256(data64K) }) }
func BenchmarkCRC32_64K(b *testing.B)  { measure(b, func() { sink = crc32.ChecksumIEEE(data64K) }) }

func BenchmarkSortInts100(b *testing.B) { benchmarkSort(b, ints100) }
func BenchmarkSortInts1K(b *testing.B)  { benchmarkSort(b, ints1K) }

func benchmarkSort(b *testing.B, in []int) {
	buf := make([]int, len(in))
	measure(b, func() {
		copy(buf, in)
		sort.Ints(buf)
	})
}

func BenchmarkSortStrings1K(b *testing.B) {
	buf := make([]string, len(words1K))
	measure(b, func() {
		copy(buf, words1K)
		sort.Strings(buf)
	})
}

func BenchmarkMapInsert1K(b *testing.B) {
	measure(b, func() {
		m := make(map[int]int)
		for i, v := range ints1K {
			m[v] = i
		}
		sink = m
	})
}

func BenchmarkMapLookup1K(b *testing.B) {
	m := make(map[string]int, len(words1K))
	for i, w := range words1K {
		m[w] = i
	}
	measure(b, func() {
		n := 0
		for _, w := range words1K {
			n += m[w]
		}
		sink = n
	})
}

func BenchmarkJSONMarshal(b *testing.B) { measure(b, func() { sink = mustMarshal(record) }) }
func BenchmarkJSONUnmarshal(b *testing.B) {
	measure(b, func() { var r Record; _ = json.Unmarshal(recordJS, &r); sink = r })
}

func BenchmarkStringsBuilder(b *testing.B) {
	measure(b, func() {
		var sb strings.Builder
		for _, w := range words1K[:200] {
			sb.WriteString(w)
			sb.WriteByte(' ')
		}
		sink = sb.String()
	})
}

func BenchmarkSprintf(b *testing.B) {
	measure(b, func() { sink = fmt.Sprintf("%s=%d (%.2f%%) %v", words1K[7], ints1K[3], 12.5, true) })
}

func BenchmarkRegexpMatch(b *testing.B) { measure(b, func() { sink = lineRe.FindSubmatch(logLine) }) }

func BenchmarkBytesIndex64K(b *testing.B) {
	needle := []byte("needle-not-there")
	measure(b, func() { sink = bytes.Index(data64K, needle) })
}

func BenchmarkMatMul32(b *testing.B) {
	out := make([]float64, 32*32)
	measure(b, func() { matMul(out, mat32, mat32, 32) })
}

func BenchmarkListWalk4K(b *testing.B) {
	measure(b, func() {
		n := 0
		for e := listHead; e != nil; e = e.next {
			n += e.value
		}
		sink = n
	})
}

func BenchmarkAllocSlices(b *testing.B) {
	measure(b, func() {
		var keep [][]byte
		for i := 0; i < 64; i++ {
			keep = append(keep, make([]byte, 256+i))
		}
		sink = keep
	})
}

func BenchmarkFib20(b *testing.B) { measure(b, func() { sink = fib(20) }) }

func fib(n int) int {
	if n < 2 {
		return n
	}
	return fib(n-1) + fib(n-2)
}

type node struct {
	value int
	next  *node
}

// buildList links the nodes in a shuffled order so the walk chases pointers
// across memory rather than streaming through it.
func buildList(n int) *node {
	nodes := make([]*node, n)
	for i := range nodes {
		nodes[i] = &node{value: i}
	}
	r := rand.New(rand.NewSource(3))
	r.Shuffle(n, func(i, j int) { nodes[i], nodes[j] = nodes[j], nodes[i] })
	for i := 0; i < n-1; i++ {
		nodes[i].next = nodes[i+1]
	}
	return nodes[0]
}

func matMul(out, x, y []float64, n int) {
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			var s float64
			for k := 0; k < n; k++ {
				s += x[i*n+k] * y[k*n+j]
			}
			out[i*n+j] = s
		}
	}
}

type Record struct {
	ID      int               `json:"id"`
	Name    string            `json:"name"`
	Tags    []string          `json:"tags"`
	Scores  []float64         `json:"scores"`
	Labels  map[string]string `json:"labels"`
	Enabled bool              `json:"enabled"`
}

func sampleRecord() Record {
	return Record{
		ID: 42, Name: "benchgate", Tags: words1K[:16], Scores: []float64{1.5, 2.25, 3.125, 4, 5.5, 6.75},
		Labels: map[string]string{"team": "perf", "tier": "gold", "region": "eu-west"}, Enabled: true,
	}
}

func mustMarshal(r Record) []byte {
	out, err := json.Marshal(r)
	if err != nil {
		panic(err)
	}
	return out
}

func randomBytes(n int) []byte {
	out := make([]byte, n)
	rand.New(rand.NewSource(1)).Read(out)
	return out
}

func randomInts(n int) []int {
	r := rand.New(rand.NewSource(2))
	out := make([]int, n)
	for i := range out {
		out[i] = r.Intn(1 << 30)
	}
	return out
}

func randomWords(n int) []string {
	r := rand.New(rand.NewSource(4))
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("w%x", r.Int63())
	}
	return out
}

func randomMatrix(n int) []float64 {
	r := rand.New(rand.NewSource(5))
	out := make([]float64, n*n)
	for i := range out {
		out[i] = r.Float64()
	}
	return out
}
