"""Writes the benchmark inputs (n = 7000: full sets, one step each, random
half-size sets) into the folder given as the only argument."""
import os
import random
import sys

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
n = 7000
every = list(range(1, n))
rng = random.Random(786)


def game(rick, morty):
    return f"{n}\n{len(rick)} {' '.join(map(str, rick))}\n{len(morty)} {' '.join(map(str, morty))}\n"


inputs = {
    "full": game(every, every),
    "single": game([1], [2]),
    "half": game(rng.sample(every, n // 2), rng.sample(every, n // 2)),
}
for name, text in inputs.items():
    with open(os.path.join(out, f"{name}.txt"), "w") as f:
        f.write(text)
