#!/usr/bin/env bash
# Peak memory and wall time of `retrograde rules` on hostile programs: each
# must end within about 10 s and 1.5 GB at the default limits, answered or
# refused with one located line. One row per program: its name, peak RSS
# (`/usr/bin/time -v`), seconds, exit status and the first line of stderr
# (or of stdout), cut. A safety net (`ulimit -v`, `timeout`) keeps an old
# binary from taking the machine down: a row that hits it says so.
#
#   bash bench/hostile.sh [BINARY]     (default: target/release/retrograde)
set -euo pipefail
# shellcheck source=bench/command.sh
source "$(dirname "$0")/command.sh"
# The net: 8 GB of address space and 90 s.
net_kb=8000000
net_s=90

one="state n in 0..0"
printf '%s\nmove n for k in 0..99999999 if k == 0\n' "$one" >"$work/stream.game"
printf '%s\nmove n + 0 * (k + k * (k %% 2)) for k in 0..99999999 if k + 1 > k * 0 and k - 1 < k + 1\n' \
  "$one" >"$work/batch.game"
printf '%s\nmove n + 0 * (k + k * (k %% 2) * (k + 1 - k) + (k %% 3) * (k %% 5 + k * 0)) for k in 0..99999999 if k + 1 > k * 0 and k - 1 < k + 1 and k * 2 >= k - 1\n' \
  "$one" >"$work/deeper.game"
printf '%s\nmove n for k in 0..999999999 if k == 0\n' "$one" >"$work/billion.game"
set400=$(seq 0 399 | sed 's/^/k + /' | paste -sd, | sed 's/,/, /g')
printf '%s\nmove n for k in 0..99999999 if {%s}[0] >= 0 and k == 0\n' "$one" "$set400" >"$work/sets.game"
printf 'param N = 150\nstate a in 0..N, b in 0..N, c in 0..N\nmove (a - k, b, c) for k in 1..a\nmove (a, b - k, c) for k in 1..b\nmove (a, b, c - k) for k in 1..c\n' \
  >"$work/nim3.game"
{
  printf 'param L = [0]\nstate n in 0..0\nlose when L'
  for _ in $(seq 20000); do printf '[0]'; done
  printf ' == 0\n'
} >"$work/index.game"
{
  printf 'param A0 = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\nparam B0 = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\n'
  for i in $(seq 1 30); do
    p=$((i - 1))
    printf 'param A%d = [A%d, A%d, A%d, A%d, A%d, A%d, A%d, A%d, A%d, A%d]\n' "$i" $p $p $p $p $p $p $p $p $p $p
    printf 'param B%d = [B%d, B%d, B%d, B%d, B%d, B%d, B%d, B%d, B%d, B%d]\n' "$i" $p $p $p $p $p $p $p $p $p $p
  done
  printf 'state n in 0..1\nlose when A30 == B30\n'
} >"$work/wide.game"
{
  printf 'param L0 = [0]\n'
  for i in $(seq 1 100000); do printf 'param L%d = [L%d]\n' "$i" $((i - 1)); done
  printf 'state n in 0..0\n'
} >"$work/nested.game"
printf '%s\nmove n for k in 0..999999999 if k == 1 or k * 3 + 1 == 0\n' "$one" >"$work/or.game"
{
  echo "state n in 0..999999"
  for _ in $(seq 3000); do echo "move n if n < 0"; done
} >"$work/lines.game"
printf 'param N = 999999\nstate n in 0..N\nmove (n + k) %% (N + 1) for k in 1..175\n' >"$work/edges.game"
printf 'param N = 999999\nstate n in 0..N\nmove (n + k) %% (N + 1) for k in 1..200\n' >"$work/over.game"
# The costliest texts per byte to compile, just within the 16 MiB limit.
cap=$(((16 << 20) - 64))
{
  echo "state n in 0..0"
  awk -v n=$(((cap - 20) / 7)) 'BEGIN { for (i = 0; i < n; i++) print "move 0" }'
} >"$work/lines16.game"
{
  echo "state n in 0..3"
  awk -v n=$(((cap - 20) / 20)) 'BEGIN { for (i = 0; i < n; i++) print "move n - 1 if n > 0" }'
} >"$work/short16.game"
{
  printf 'param L = ['
  awk -v n=$(((cap - 40) / 2)) 'BEGIN { for (i = 0; i < n; i++) printf "1," }'
  printf '1]\nstate n in 0..0\n'
} >"$work/list16.game"
{
  printf 'param L = ['
  awk -v n=$(((cap - 40) / 5)) 'BEGIN { for (i = 0; i < n; i++) printf "\"a\", " }'
  printf '"a"]\nstate n in 0..0\n'
} >"$work/texts16.game"
head -c 100000000 /dev/zero | tr '\0' '\n' >"$work/blank.game"
{
  printf 'param N = '
  head -c 1000000 /dev/zero | tr '\0' '7'
  printf '\nstate n in 0..N\n'
} >"$work/number.game"

# name, then the arguments after `retrograde rules`.
run() {
  local name=$1
  shift
  local report="$work/time.txt" out="$work/out.txt" err="$work/err.txt"
  set +e
  (
    ulimit -v "$net_kb"
    timeout -s KILL "$net_s" /usr/bin/time -v -o "$report" "$cli" rules "$@" >"$out" 2>"$err"
  ) 2>/dev/null
  local status=$?
  set -e
  local rss seconds said
  rss=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f MB", $2 / 1024 }' "$report" 2>/dev/null)
  seconds=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i]; printf "%.2f s", s }' "$report" 2>/dev/null)
  # (A long answer ends its reader early: no pipefail here.)
  said=$( (head -n 1 "$err"; head -n 1 "$out") | head -n 1 | cut -c 1-150 | LC_ALL=C tr -d '\000-\010\016-\037' || true)
  [ "$status" -eq 137 ] && said="(killed by the safety net: ${net_s} s or ${net_kb} kB)"
  printf '%-30s %9s %9s  exit %-3s %s\n' "$name" "${rss:--}" "${seconds:--}" "$status" "$said"
}

printf '%-30s %9s %9s  %s\n' program 'peak RSS' time 'answer or refusal'
run "generator of 10^8, one move" "$work/stream.game"
run "batched arithmetic over 10^8" "$work/batch.game"
run "deeper arithmetic over 10^8" "$work/deeper.game"
run "--large, generator of 10^9" --large "$work/billion.game"
run "a 400-value set per move" "$work/sets.game"
run "\`or\` per value over 10^9" "$work/or.game"
run "3000 move lines, 10^6 states" "$work/lines.game"
run "1.75*10^8 moves (valid, big)" "$work/edges.game"
run "2*10^8 moves" "$work/over.game"
run "Nim, three heaps, N = 150" "$work/nim3.game"
run "--large --grundy, Nim N = 150" --large --grundy "$work/nim3.game"
run "20,000 indexings" "$work/index.game"
run "lists nested 10^30 wide" "$work/wide.game"
run "lists nested 10^5 deep" "$work/nested.game"
run "16 MiB of \`move 0\` lines" "$work/lines16.game"
run "16 MiB of short move lines" "$work/short16.game"
run "a 16 MiB list of integers" "$work/list16.game"
run "a 16 MiB list of texts" "$work/texts16.game"
run "/dev/zero" /dev/zero
run "100 MB of blank lines" "$work/blank.game"
run "a 10^6-digit number" "$work/number.game"
