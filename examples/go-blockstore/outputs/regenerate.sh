#!/usr/bin/env bash
# Runs the example's benchmarks on both sides, interleaved, and keeps the raw
# go test output: the inputs of the README's compare example.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
args=(-run '^$' -bench . -benchmem -benchtime 100ms -count 1)
: > "$here/base.txt"
: > "$here/head.txt"
for round in 1 2 3 4 5 6 7 8 9 10; do
  # Alternate the order each round (base, head, head, base, ...) so drift hits both alike.
  if (( round % 2 )); then order=(base head); else order=(head base); fi
  for side in "${order[@]}"; do
    (cd "$here/../$side" && go test "${args[@]}" .) >> "$here/$side.txt"
  done
done
