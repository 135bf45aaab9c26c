#!/usr/bin/env bash
# Whole-process comparison: `retrograde berzerk` against the plain-queue C++
# baseline (g++ -O2) on the same inputs. Each process is timed without a
# shell by bench/spawn_median.c; runs of the two sides alternate in rounds so
# that both see the same machine load. Prints the ratio per input and checks
# that the answers are identical.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
g++ -O2 -o "$work/plain" bench/plain_queue.cpp
gcc -O2 -o "$work/spawn" bench/spawn_median.c
python3 bench/inputs.py "$work"
cli=$PWD/target/release/retrograde
[ -x "$cli" ] || cargo build --release -p retrograde-cli
printf '%-8s %14s %14s %10s\n' input "retrograde" "plain C++" "ratio"
for name in full single half; do
  input="$work/$name.txt"
  "$cli" berzerk < "$input" > "$work/ours"
  "$work/plain" < "$input" > "$work/theirs"
  cmp -s "$work/ours" "$work/theirs" || { echo "answers differ on $name" >&2; exit 1; }
  ours=() theirs=()
  for round in 1 2 3 4 5; do
    ours+=("$("$work/spawn" 40 "$input" "$cli" berzerk)")
    theirs+=("$("$work/spawn" 4 "$input" "$work/plain")")
  done
  python3 - "$name" "${ours[*]}" "${theirs[*]}" <<'PY'
import statistics, sys
name, ours, theirs = sys.argv[1], sys.argv[2].split(), sys.argv[3].split()
a = statistics.median(map(float, ours)) / 1e3
b = statistics.median(map(float, theirs)) / 1e3
print(f"{name:<8} {a:11.3f} ms {b:11.3f} ms {b / a:9.1f}x")
PY
done
