#!/usr/bin/env bash
# Builds both sides and runs their JMH benchmarks, interleaved, keeping the raw
# outputs:
#   base-round<N>.json, head-round<N>.json   JMH's JSON result of each round
#   base.txt, head.txt                       JMH's text output of every round, appended
# Uses the jmh-maven preset's run command; takes about four minutes on two cores.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
rounds=6
build_log="$(mktemp)"
trap 'rm -f "$build_log"' EXIT

for side in base head; do
  # Maven's output is shown only when the build fails.
  (cd "$here/../$side" && mvn -q -B -DskipTests package) >"$build_log" 2>&1 || {
    tail -n 30 "$build_log" >&2
    echo "regenerate.sh: the $side build failed" >&2
    exit 1
  }
  : >"$here/$side.txt"
  rm -f "$here/$side"-round*.json
done

for ((round = 1; round <= rounds; round++)); do
  # Alternate the order each round (base, head, head, base, ...) so drift hits both alike.
  if ((round % 2)); then order=(base head); else order=(head base); fi
  for side in "${order[@]}"; do
    # A relative -rff keeps this machine's paths out of the text output.
    (cd "$here/../$side" &&
      java -jar target/benchmarks.jar '.*' -f 1 -wi 2 -i 5 -rf json \
        -rff "../outputs/$side-round$round.json") >>"$here/$side.txt" 2>&1 || {
      tail -n 30 "$here/$side.txt" >&2
      echo "regenerate.sh: the $side benchmarks failed in round $round" >&2
      exit 1
    }
  done
done
