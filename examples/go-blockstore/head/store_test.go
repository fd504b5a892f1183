package blockstore

import (
	"fmt"
	"testing"
)

var sizes = []struct {
	name string
	n    int
}{{"1KB", 1 << 10}, {"64KB", 64 << 10}}

func stores(b *testing.B) map[string]Store {
	return map[string]Store{"memory": NewMemoryStore(), "file": NewFileStore(b.TempDir())}
}

// BenchmarkWriteBlock/store=memory/size=1KB and so on: store and size become params.
func BenchmarkWriteBlock(b *testing.B) {
	for _, storeName := range []string{"memory", "file"} {
		for _, sz := range sizes {
			b.Run(fmt.Sprintf("store=%s/size=%s", storeName, sz.name), func(b *testing.B) {
				s := stores(b)[storeName]
				data := make([]byte, sz.n)
				b.SetBytes(int64(sz.n))
				b.ReportAllocs()
				for i := 0; i < b.N; i++ {
					if err := s.Write("blk", data); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

func BenchmarkReadBlock(b *testing.B) {
	for _, storeName := range []string{"memory", "file"} {
		for _, sz := range sizes {
			b.Run(fmt.Sprintf("store=%s/size=%s", storeName, sz.name), func(b *testing.B) {
				s := stores(b)[storeName]
				if err := s.Write("blk", make([]byte, sz.n)); err != nil {
					b.Fatal(err)
				}
				b.SetBytes(int64(sz.n))
				b.ReportAllocs()
				for i := 0; i < b.N; i++ {
					if _, err := s.Read("blk"); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
