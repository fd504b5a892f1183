#!/usr/bin/env bash
# Runs the example's Criterion benchmarks on both sides, interleaved, and keeps
# the raw outputs:
#   base.txt, head.txt                   stdout of every round of `cargo bench`, appended
#   base-criterion/, head-criterion/     the JSON files of target/criterion after the last round
# Takes about a minute and a half after the first build (each side compiles Criterion once).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
export CARGO_TERM_COLOR=never
rounds=10
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

# Runs one command in a side's directory; its stderr (Criterion's progress) is
# shown only when the command fails.
in_side() {
  local side="$1"
  shift
  if ! (cd "$here/../$side" && "$@") 2>"$log"; then
    tail -n 30 "$log" >&2
    echo "regenerate.sh: '$*' failed in $side/" >&2
    exit 1
  fi
}

for side in base head; do
  # No history from earlier runs: round 1 prints no `change:` lines.
  rm -rf "$here/../$side/target/criterion"
  in_side "$side" cargo bench --locked --quiet --no-run
  : >"$here/$side.txt"
done

for ((round = 1; round <= rounds; round++)); do
  # Alternate the order each round (base, head, head, base, ...) so drift hits both alike.
  if ((round % 2)); then order=(base head); else order=(head base); fi
  for side in "${order[@]}"; do
    in_side "$side" cargo bench --locked --quiet -- --sample-size 10 --noplot >>"$here/$side.txt"
  done
done

# Keep Criterion's JSON files only (report/ holds HTML when plotting is on).
for side in base head; do
  src="$here/../$side/target/criterion"
  dest="$here/$side-criterion"
  rm -rf "$dest"
  (cd "$src" && find . -name '*.json' -not -path '*/report/*' -print0 | sort -z) |
    while IFS= read -r -d '' file; do
      mkdir -p "$dest/$(dirname "$file")"
      cp "$src/$file" "$dest/$file"
    done
done
