#!/usr/bin/env bash
# Inputs per second of `retrograde stress` on fast right solutions: the
# plain-queue C++ baseline (bench/plain_queue.cpp, g++ -O2), one game per
# input (the schedule's start: every game up to n = 6; then random games of
# growing size, up to n = 7000) and packed inputs (--cases); and the C++
# graph baseline (bench/plain_graph.cpp), one graph per input (every graph
# on up to 3 nodes, then random graphs up to n = 10^5 and m = 10^6). Every
# input is a process start, a run under the limits and a check by the
# library's checker; the figures are the command's own summary lines.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
g++ -O2 -o "$work/plain" bench/plain_queue.cpp
g++ -O2 -o "$work/graph" bench/plain_graph.cpp
cli=$PWD/target/release/retrograde
[ -x "$cli" ] || cargo build --release -p retrograde-cli
stress() { "$cli" stress "$1" --time 600 "${@:2}" | sed -n 's/^no failure: //p'; }
row() { printf '%-44s %s\n' "$1" "$2"; }
row "one game per input, every game up to n = 6" \
  "$(stress berzerk --tests 1245 --seed 1 --quiet -- "$work/plain")"
row "one game per input, the first 3000" \
  "$(stress berzerk --tests 3000 --seed 1 --quiet -- "$work/plain")"
row "--cases (T <= 100, sum of n <= 7000), 300" \
  "$(stress berzerk --cases --tests 300 --seed 1 --quiet -- "$work/plain" --cases)"
row "graphs, every graph on up to 3 nodes" \
  "$(stress graph --tests 530 --seed 1 --quiet -- "$work/graph")"
row "graphs, the first 3000" \
  "$(stress graph --tests 3000 --seed 1 --quiet -- "$work/graph")"
