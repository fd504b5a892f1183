// Prints what golang.org/x/perf/benchfmt reads from Go benchmark files, as
// JSON lines, so tests can compare benchgate's Go reader with the Go team's:
// {"file", "name" (base name and parts, GOMAXPROCS suffix removed), "procs",
// "values": [{"value", "unit"}]} per result, {"file", "line", "error"} per
// syntax error.
package main

import (
	"encoding/json"
	"os"
	"strconv"
	"strings"

	"golang.org/x/perf/benchfmt"
)

type value struct {
	Value float64 `json:"value"`
	Unit  string  `json:"unit"`
}

type record struct {
	File   string  `json:"file"`
	Name   string  `json:"name,omitempty"`
	Procs  int     `json:"procs,omitempty"`
	Values []value `json:"values,omitempty"`
	Line   int     `json:"line,omitempty"`
	Error  string  `json:"error,omitempty"`
}

func main() {
	out := json.NewEncoder(os.Stdout)
	for _, path := range os.Args[1:] {
		f, err := os.Open(path)
		if err != nil {
			panic(err)
		}
		reader := benchfmt.NewReader(f, path)
		for reader.Scan() {
			switch r := reader.Result().(type) {
			case *benchfmt.Result:
				base, parts := r.Name.Parts()
				procs := 1
				name := string(base)
				for _, p := range parts {
					if strings.HasPrefix(string(p), "-") {
						if n, err := strconv.Atoi(string(p[1:])); err == nil {
							procs = n
							continue
						}
					}
					name += string(p)
				}
				rec := record{File: path, Name: name, Procs: procs}
				for _, v := range r.Values {
					// Orig* hold what the file printed when benchfmt tidied the unit (ns/op -> sec/op).
					if v.OrigUnit != "" {
						rec.Values = append(rec.Values, value{v.OrigValue, v.OrigUnit})
					} else {
						rec.Values = append(rec.Values, value{v.Value, v.Unit})
					}
				}
				_ = out.Encode(rec)
			case *benchfmt.SyntaxError:
				_ = out.Encode(record{File: r.FileName, Line: r.Line, Error: r.Msg})
			}
		}
		if err := reader.Err(); err != nil {
			panic(err)
		}
		f.Close()
	}
}
