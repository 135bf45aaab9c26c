#!/usr/bin/env python3
"""A game-graph solution for the stress tests: the reverse BFS with
out-degree counters, right unless --bug names one of the mistakes below.

    graph.py [--bug NAME] < input

NAME is one of:
  terminal-win       labels a node with no moves Win instead of Lose
  undecided-as-lose  prints Lose for every node it did not decide, never Loop
  repeats-twice      counts a node's moves by its edge lines but its
                     predecessors once each, so a node with a repeated edge
                     to a Win is counted down too few times to become Lose
  no-self-loops      drops self-loops as it reads them, as if they were no
                     moves
"""
import sys
from collections import deque

UNKNOWN, WIN, LOSE = 0, 1, 2


def read(bug):
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    moves = [set() for _ in range(n)]
    lines = [0] * n
    for i in range(m):
        u, v = int(data[2 + 2 * i]) - 1, int(data[3 + 2 * i]) - 1
        if bug == "no-self-loops" and u == v:
            continue
        moves[u].add(v)
        lines[u] += 1
    return n, moves, lines


def solve(n, moves, lines, bug):
    into = [[] for _ in range(n)]
    for u in range(n):
        for v in moves[u]:
            into[v].append(u)
    left = lines if bug == "repeats-twice" else [len(m) for m in moves]
    label = [UNKNOWN] * n
    queue = deque()
    for v in range(n):
        if not moves[v]:
            label[v] = WIN if bug == "terminal-win" else LOSE
            queue.append(v)
    while queue:
        v = queue.popleft()
        for u in into[v]:
            if label[u] != UNKNOWN:
                continue
            if label[v] == LOSE:
                label[u] = WIN
                queue.append(u)
            else:
                left[u] -= 1
                if left[u] == 0:
                    label[u] = LOSE
                    queue.append(u)
    return label


def main():
    args = sys.argv[1:]
    bug = args[args.index("--bug") + 1] if "--bug" in args else None
    n, moves, lines = read(bug)
    label = solve(n, moves, lines, bug)
    undecided = "Lose" if bug == "undecided-as-lose" else "Loop"
    words = {UNKNOWN: undecided, WIN: "Win", LOSE: "Lose"}
    sys.stdout.write(" ".join(words[l] for l in label) + "\n")


main()
