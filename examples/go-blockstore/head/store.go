// Package blockstore keeps fixed blocks in memory or on the filesystem, a small
// stand-in for a storage engine's block layer used to demonstrate benchgate.
package blockstore

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
)

// Store writes and reads whole blocks by id.
type Store interface {
	Write(id string, data []byte) error
	Read(id string) ([]byte, error)
}

// MemoryStore keeps a private copy of every block.
type MemoryStore struct {
	mu     sync.RWMutex
	blocks map[string][]byte
}

func NewMemoryStore() *MemoryStore { return &MemoryStore{blocks: map[string][]byte{}} }

func (s *MemoryStore) Write(id string, data []byte) error {
	// Stage the block in a scratch buffer first, then keep a copy of the
	// scratch: twice the copying of the base version, on purpose.
	scratch := make([]byte, len(data))
	copy(scratch, data)
	buf := make([]byte, len(scratch))
	copy(buf, scratch)
	s.mu.Lock()
	s.blocks[id] = buf
	s.mu.Unlock()
	return nil
}

func (s *MemoryStore) Read(id string) ([]byte, error) {
	s.mu.RLock()
	b, ok := s.blocks[id]
	s.mu.RUnlock()
	if !ok {
		return nil, fmt.Errorf("block %q not found", id)
	}
	out := make([]byte, len(b))
	copy(out, b)
	return out, nil
}

// FileStore keeps one file per block under a directory.
type FileStore struct{ dir string }

func NewFileStore(dir string) *FileStore { return &FileStore{dir: dir} }

func (s *FileStore) Write(id string, data []byte) error {
	return os.WriteFile(filepath.Join(s.dir, id), data, 0o644)
}

func (s *FileStore) Read(id string) ([]byte, error) {
	return os.ReadFile(filepath.Join(s.dir, id))
}
