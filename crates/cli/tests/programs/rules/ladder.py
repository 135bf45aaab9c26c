#!/usr/bin/env python3
"""A Ladder (examples/rules/ladder.game) solution for the stress tests, right
unless --bug:

    ladder.py [--bug draw] < input

Outcomes spread backwards from the rungs without a move: a rung with a move
to a lost one is won, a rung whose every move reaches a won one is lost, and
the rest are draws.

  draw  answers Second where the truth is Draw, as if no game went on forever
"""
import sys


def moves(n, x):
    out = [x - d for d in (2, 3) if x >= d]
    if x < n and x % 4 != 0:
        out.append(x + 1)
    return out


def outcomes(n):
    result = {}
    changed = True
    while changed:
        changed = False
        for x in range(n + 1):
            if x in result:
                continue
            after = [result.get(y) for y in moves(n, x)]
            if "Second" in after:
                result[x] = "First"
            elif all(a == "First" for a in after):
                result[x] = "Second"
            else:
                continue
            changed = True
    return result


def main():
    bug = sys.argv[1:] == ["--bug", "draw"]
    data = sys.stdin.read().split()
    t = int(data[0])
    for i in range(t):
        n, x = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        print(outcomes(n).get(x, "Second" if bug else "Draw"))


main()
