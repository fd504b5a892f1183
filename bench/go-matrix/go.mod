module example.com/benchgate/bench/gomatrix

go 1.22
