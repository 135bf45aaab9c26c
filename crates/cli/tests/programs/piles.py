#!/usr/bin/env python3
"""A two-pile solution for the stress tests, right unless --bug zero:

    piles.py [--bug zero] < input

A move takes k >= 1 stones from one pile and k*s (s >= 0) from the other.
Each pile size a has at most one partner b with (a, b) a P-position (the
player to move loses); rows are filled in order, each P-position being the
first cell of its row that no earlier P-position can be reached from.

  zero  answers Bob whenever a pile is empty, as if piles started at 1
        (only (0, 0) is lost: from (0, m) Alice takes all m)
"""
import sys


def p_positions(limit):
    partner = [None] * (limit + 1)
    found = []
    for a in range(limit + 1):
        if partner[a] is not None:
            continue
        for b in range(a, limit + 1):
            if partner[b] is not None:
                continue
            if not any(reaches(a, b, x, y) for x, y in found):
                partner[a], partner[b] = b, a
                found += [(a, b), (b, a)]
                break
    return partner


def reaches(a, b, x, y):
    """Is (x, y) one move from (a, b)?"""
    dx, dy = a - x, b - y
    if dx < 0 or dy < 0 or dx + dy == 0:
        return False
    return dx == 0 or dy == 0 or dx % dy == 0 or dy % dx == 0


def main():
    bug = sys.argv[2] if sys.argv[1:2] == ["--bug"] else None
    data = list(map(int, sys.stdin.read().split()))
    queries = list(zip(data[1::2], data[2::2]))
    partner = p_positions(max(max(q) for q in queries))
    out = []
    for n, m in queries:
        if bug == "zero" and (n == 0 or m == 0):
            out.append("Bob")
        else:
            out.append("Bob" if partner[n] == m else "Alice")
    sys.stdout.write("\n".join(out) + "\n")


main()
