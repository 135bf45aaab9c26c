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
# Each example runs twice: one test at a time (--jobs 1), then at the
# command's default (one run per core at once).
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
# One run at a time, then as many at once as the command runs by default
# (one per core): the ratio is what running tests at once brings here.
rate_of() {
  "$cli" stress rules "examples/rules/$1.game" --time "$seconds" --seed 1 --quiet "${@:3}" \
    -- "$python" "$programs/$2" | sed -n 's/^no failure: //p'
}
echo "cores: $(nproc)"
for pair in stick-game:stick.py grundys-game:grundy.py ladder:ladder.py; do
  game=${pair%%:*} script=${pair#*:}
  floor_us=$(floor)
  one=$(rate_of "$game" "$script" --jobs 1)
  many=$(rate_of "$game" "$script")
  awk -v o="$one" -v m="$many" -v u="$floor_us" -v g="$game" 'function rate(line) {
      sub(/.*, /, "", line); sub(/ inputs\/s.*/, "", line); return line + 0
    } BEGIN {
    r1 = rate(o); rn = rate(m)
    printf "%-14s %6.0f tests/min at once (%6.0f one at a time, %.2fx); a test %5.1f ms alone, python alone %5.1f ms (%4.0f/min)\n", g, rn * 60, r1 * 60, rn / r1, 1000 / r1, u / 1000, 60e6 / u
    printf "               (%s)\n", m
  }'
done
