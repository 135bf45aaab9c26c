#!/usr/bin/env bash
# Tests per minute of `retrograde stress rules` on the examples with a
# problem's format, each against its right Python solution
# (crates/cli/tests/programs/rules/*.py): every test is a Python start, a run
# under the limits and a judgement by the rules (each param set's game solved
# once, then looked up). The figures are the command's own summary lines,
# turned into tests a minute, beside Python's own start (`python -c pass`,
# the median of 40 runs timed by bench/spawn_median.c just before), which
# bounds them.
#
# The interpreter is $PYTHON, or else the one `python3` runs: a version
# manager's shim (pyenv's is a bash script) would otherwise be timed at every
# test. Usage: bench/stress-rules.sh [SECONDS per example, 20]
set -euo pipefail
cd "$(dirname "$0")/.."
cli=$PWD/target/release/retrograde
[ -x "$cli" ] || cargo build --release -p retrograde-cli
seconds=${1:-20}
python=${PYTHON:-$(python3 -c 'import sys; print(sys.executable)')}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
gcc -O2 -o "$work/spawn" bench/spawn_median.c
# Python alone, timed just before each example so that both see the same load.
floor() { "$work/spawn" 40 /dev/null "$python" -c pass; }
echo "python: $python"
programs=crates/cli/tests/programs/rules
for pair in stick-game:stick.py grundys-game:grundy.py ladder:ladder.py; do
  game=${pair%%:*} script=${pair#*:}
  floor_us=$(floor)
  line=$("$cli" stress rules "examples/rules/$game.game" --time "$seconds" --seed 1 --quiet \
    -- "$python" "$programs/$script" | sed -n 's/^no failure: //p')
  rate=$(sed -n 's/.*, \([0-9.]*\) inputs\/s.*/\1/p' <<<"$line")
  awk -v r="$rate" -v u="$floor_us" -v g="$game" -v l="$line" 'BEGIN {
    ms = 1000 / r
    printf "%-14s %6.0f tests/min, %5.1f ms a test; python alone %5.1f ms (%4.0f/min), a test %.1fx it   (%s)\n", g, r * 60, ms, u / 1000, 60e6 / u, ms * 1000 / u, l
  }'
done
