module example.com/blockstore

go 1.22
