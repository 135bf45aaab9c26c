#!/usr/bin/env python3
"""A Stick game (CSES 1729) solution for the stress tests, right unless --bug:

    stick.py [--bug all|sorted] < input

win[i] is true when some allowed count p <= i leaves a lost heap.

  all     never takes the whole heap (p < i instead of p <= i): an off by one
  sorted  stops at the first count above i, as if the counts came sorted
"""
import sys


def main():
    bug = sys.argv[2] if len(sys.argv) > 2 and sys.argv[1] == "--bug" else None
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    counts = [int(w) for w in data[2:2 + k]]
    win = [False] * (n + 1)
    for i in range(1, n + 1):
        for p in counts:
            if bug == "sorted" and p > i:
                break
            fits = p < i if bug == "all" else p <= i
            if fits and not win[i - p]:
                win[i] = True
                break
    print("".join("W" if w else "L" for w in win[1:]))


main()
