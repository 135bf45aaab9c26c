#!/usr/bin/env python3
"""A Grundy's game (CSES 2207) solution for the stress tests, right unless --bug:

    grundy.py [--bug short] < input

Each heap's value is the mex of the XORs of the two heaps a split leaves,
computed up to the largest heap asked about.

  short  computes the values only up to 100 heaps and answers "first" above,
         a table cut too short
"""
import sys


def values(limit):
    g = [0] * (limit + 1)
    for n in range(3, limit + 1):
        seen = {g[a] ^ g[n - a] for a in range(1, (n - 1) // 2 + 1)}
        v = 0
        while v in seen:
            v += 1
        g[n] = v
    return g


def main():
    short = sys.argv[1:] == ["--bug", "short"]
    data = sys.stdin.read().split()
    heaps = [int(w) for w in data[1:1 + int(data[0])]]
    top = max(heaps)
    g = values(min(top, 100) if short else top)
    for n in heaps:
        print("first" if n >= len(g) or g[n] else "second")


main()
