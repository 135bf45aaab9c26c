#!/usr/bin/env bash
# Tests per minute of `retrograde stress rules` on the examples with a
# problem's format, each against its right Python solution
# (crates/cli/tests/programs/rules/*.py): every test is a Python start, a run
# under the limits and a judgement by the rules (each param set's game solved
# once, then looked up). The figures are the command's own summary lines,
# turned into tests a minute.
set -euo pipefail
cd "$(dirname "$0")/.."
cli=$PWD/target/release/retrograde
[ -x "$cli" ] || cargo build --release -p retrograde-cli
seconds=${1:-20}
programs=crates/cli/tests/programs/rules
for pair in stick-game:stick.py grundys-game:grundy.py ladder:ladder.py; do
  game=${pair%%:*} script=${pair#*:}
  line=$("$cli" stress rules "examples/rules/$game.game" --time "$seconds" --seed 1 --quiet \
    -- python3 "$programs/$script" | sed -n 's/^no failure: //p')
  rate=$(sed -n 's/.*, \([0-9.]*\) inputs\/s.*/\1/p' <<<"$line")
  printf '%-14s %6.0f tests/min   (%s)\n' "$game" "$(awk -v r="$rate" 'BEGIN { print r * 60 }')" "$line"
done
