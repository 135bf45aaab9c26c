#!/usr/bin/env bash
# Whole-process comparison: `retrograde berzerk` against the plain-queue
# C++ baseline (g++ -O2) on the same inputs, in one hyperfine run each, so
# both sides see the same machine load. Prints the ratio per input and
# checks that the answers are identical.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
command -v hyperfine >/dev/null || { echo "hyperfine is needed: apt-get install hyperfine" >&2; exit 1; }
g++ -O2 -o "$work/plain" bench/plain_queue.cpp
python3 bench/inputs.py "$work"
cli=target/release/retrograde
printf '%-8s %14s %14s %10s\n' input "retrograde" "plain C++" "ratio"
for name in full single half; do
  input="$work/$name.txt"
  "$cli" berzerk < "$input" > "$work/ours"
  "$work/plain" < "$input" > "$work/theirs"
  cmp -s "$work/ours" "$work/theirs" || { echo "answers differ on $name" >&2; exit 1; }
  hyperfine -N --warmup 5 --runs 40 --export-json "$work/$name.json" \
    --input "$input" "$cli berzerk" "$work/plain" > /dev/null 2>&1
  python3 - "$work/$name.json" "$name" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))["results"]
ours, theirs = r[0]["median"], r[1]["median"]
print(f"{sys.argv[2]:<8} {ours*1e3:11.3f} ms {theirs*1e3:11.3f} ms {theirs/ours:9.1f}x")
PY
done
