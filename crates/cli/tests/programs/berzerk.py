#!/usr/bin/env python3
"""A Berzerk solution for the stress tests: the reverse BFS with out-degree
counters, right unless --bug names one of the mistakes below.

    berzerk.py [--cases] [--bug NAME] < input

NAME is one of:
  double-queue  labels a predecessor Win without checking that it already is,
                so a state enters the queue twice and counts its own
                predecessors down twice
  loop-as-lose  prints Lose for every state it did not decide
  wrap          an off-by-one on the wrap: a move from p back past the hole
                is taken to start at p - x + n - 1 instead of p - x + n
  crash-n2      assumes a planet beyond the first, and dies when n = 2
  hang-on-loop  sweeps "until every state is decided", which a Loop never is
"""
import sys
from collections import deque

UNKNOWN, WIN, LOSE = 0, 1, 2
WORDS = {UNKNOWN: "Loop", WIN: "Win", LOSE: "Lose"}


def predecessor(pos, x, n, bug):
    if bug == "wrap" and pos < x:
        return pos - x + n - 1
    return (pos - x) % n


def solve(n, jumps, bug):
    label = [[UNKNOWN] * n for _ in range(2)]
    left = [[len(jumps[who])] * n for who in range(2)]
    label[0][0] = label[1][0] = LOSE
    queue = deque([(0, 0), (1, 0)])
    while queue:
        who, pos = queue.popleft()
        prev = 1 - who
        for x in jumps[prev]:
            p = predecessor(pos, x, n, bug)
            if p == 0 or label[prev][p] == LOSE:
                continue
            if label[prev][p] == WIN and bug != "double-queue":
                continue
            if label[who][pos] == LOSE:
                label[prev][p] = WIN
                queue.append((prev, p))
            elif label[prev][p] == UNKNOWN:
                left[prev][p] -= 1
                if left[prev][p] == 0:
                    label[prev][p] = LOSE
                    queue.append((prev, p))
    if bug == "hang-on-loop":
        sweep_until_decided(n, jumps, label)
    return label


def sweep_until_decided(n, jumps, label):
    """Decides what the queue left over, by sweeps; never ends on a Loop."""
    while any(label[who][p] == UNKNOWN for who in range(2) for p in range(1, n)):
        for who in range(2):
            for p in range(1, n):
                after = [label[1 - who][(p + x) % n] for x in jumps[who]]
                if LOSE in after:
                    label[who][p] = WIN
                elif all(a == WIN for a in after):
                    label[who][p] = LOSE


def lines(n, label, bug):
    if bug == "crash-n2":
        farthest = max(range(2, n))  # nothing to take the max of when n = 2
        assert farthest == n - 1
    out = []
    for who in range(2):
        row = label[who][1:]
        if bug == "loop-as-lose":
            out.append(" ".join("Win" if l == WIN else "Lose" for l in row))
        else:
            out.append(" ".join(WORDS[l] for l in row))
    return out


def main():
    args = sys.argv[1:]
    cases = "--cases" in args
    bug = args[args.index("--bug") + 1] if "--bug" in args else None
    data = iter(map(int, sys.stdin.read().split()))
    games = next(data) if cases else 1
    out = []
    for _ in range(games):
        n = next(data)
        jumps = []
        for _ in range(2):
            k = next(data)
            jumps.append([next(data) for _ in range(k)])
        out += lines(n, solve(n, jumps, bug), bug)
    sys.stdout.write("\n".join(out) + "\n")


main()
