#!/usr/bin/env bash
# The whole `retrograde rules` command on games whose moves go to sums, as the
# README quotes it: CPU time (user + system), wall time and peak RSS of each
# process (`/usr/bin/time`), with the command's exit status and, when it
# refuses, its one line of stderr. Grundy's game at N = 5000, written as the
# example does (each split once) and with every split written twice; Kayles at
# N = 10^4 at the default limits and with --large.
#
#   bash bench/rules-cost.sh [BINARY]     (default: target/release/retrograde)
set -euo pipefail
# shellcheck source=bench/command.sh
source "$(dirname "$0")/command.sh"
# Grundy's game with each split written twice, (a, n - a) and (n - a, a).
sed 's/^move sum(a, n - a) for a in 1\.\.(n - 1) \/ 2$/move sum(a, n - a) for a in 1..n - 1 if a != n - a/' \
  examples/rules/grundys-game.game >"$work/grundy-twice.game"
grep -q 'if a != n - a' "$work/grundy-twice.game" || { echo "grundys-game.game's move line changed" >&2; exit 1; }

# name, then the arguments after `retrograde rules`.
run() {
  local name=$1
  shift
  set +e
  /usr/bin/time -f '%U %S %e %M' -o "$work/time.txt" "$cli" rules "$@" >/dev/null 2>"$work/err.txt"
  local status=$?
  set -e
  local said=''
  [ "$status" -eq 0 ] || said=$(head -n 1 "$work/err.txt" | cut -c 1-160)
  awk -v name="$name" -v status="$status" -v said="$said" '{
    printf "%-44s %6.2f s CPU %6.2f s wall %5.0f MB  exit %s%s\n", name, $1 + $2, $3, $4 / 1024, status, said == "" ? "" : " " said
  }' "$work/time.txt"
}

printf '%-44s %12s %11s %8s\n' game 'CPU time' 'wall time' 'peak RSS'
run "Grundy's game, N = 5000" --set N=5000 examples/rules/grundys-game.game
run "Grundy's game, N = 5000, each split twice" --set N=5000 "$work/grundy-twice.game"
run "Kayles, N = 10^4, default limits" --set N=10000 examples/rules/kayles.game
run "Kayles, N = 10^4, --large" --large --set N=10000 examples/rules/kayles.game
