module example.com/benchgate/bench/detection

go 1.22
