// @ts-check
// The rule game's presets: the five programs of examples/rules/ as the command reads them,
// a subtraction game whose outcomes repeat only after a preperiod, and two tokens on one
// graph; and the random games of the Random button (a preset's params drawn afresh).

/** Each program's text, by its preset's name. */
export const RULES_PRESETS = Object.freeze({
  subtraction: "# Subtraction game: take 1, 3 or 4 stones; who cannot move loses\nparam S = {1, 3, 4}\nparam N = 40\nstate n in 0..N\nmove n - k for k in S if k <= n\n",
  wythoff: "# Wythoff's game\nparam N = 15\nstate a in 0..N, b in 0..N\nmove (a - k, b) for k in 1..a\nmove (a, b - k) for k in 1..b\nmove (a - k, b - k) for k in 1..min(a, b)\n",
  twoPiles: "# The seeds' two piles: take k >= 1 from one pile and k*s (s >= 0) from the other\nparam N = 12\nstate a in 0..N, b in 0..N\nmove (a - k, b - k * s) for k in 1..a, s in 0..b / k\nmove (a - k * s, b - k) for k in 1..b, s in 0..a / k\n",
  berzerk: "# Berzerk: the monster at p, 0 is the hole; whoever moves it into the hole wins\nparam n = 5\nparam S1 = {3, 2}\nparam S2 = {1, 2, 3}\nstate p in 0..n - 1, turn in {Rick, Morty}\nlose when p == 0\nmove ((p + x) % n, Morty) for x in S1 if turn == Rick\nmove ((p + x) % n, Rick) for x in S2 if turn == Morty\n",
  catAndMouse: "# Cat and Mouse (LeetCode 913): the hole is node 0, the cat may not enter it\nparam adj = [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]]\nstate mouse in 0..len(adj) - 1, cat in 0..len(adj) - 1, turn in {Mouse, Cat}\nwin when mouse == 0 and turn == Mouse\nlose when mouse == 0 and turn == Cat\nwin when mouse == cat and turn == Cat\nlose when mouse == cat and turn == Mouse\nmove (v, cat, Cat) for v in adj[mouse] if turn == Mouse\nmove (mouse, v, Mouse) for v in adj[cat] if turn == Cat and v != 0\n# On the page: the graph, the mouse and the cat on its nodes.\ndraw graph adj\ndraw piece \"Mouse\" at mouse\ndraw piece \"Cat\" at cat\n",
  // Take 2, 4 or 7: the outcomes repeat with period 3, but only from 4 on.
  preperiod: "# Take 2, 4 or 7 stones; who cannot move loses: the outcomes repeat every 3 from 4 on\nparam S = {2, 4, 7}\nparam N = 40\nstate n in 0..N\nmove n - k for k in S if k <= n\n",
  // Two tokens on one acyclic graph: a sum of two games, so its Grundy value is the XOR of
  // the tokens' own.
  tokens: "# Two tokens on one graph: move either token along an arc; who cannot move loses\nparam adj = [[1, 2], [3], [3, 4], [5], [5], []]\nstate x in 0..len(adj) - 1, y in 0..len(adj) - 1\nmove (v, y) for v in adj[x]\nmove (x, v) for v in adj[y]\n",
});

/** A whole number in `low..high`. */
const between = (random, low, high) => low + Math.floor(random() * (high - low + 1));

/** `count` distinct whole numbers in `low..high`, ascending (drawn from the range shuffled, so any `random` ends). */
function distinct(random, count, low, high) {
  const pool = Array.from({ length: high - low + 1 }, (_, i) => low + i);
  for (let i = 0; i < count; i += 1) {
    const j = between(random, i, pool.length - 1);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count).sort((a, b) => a - b);
}

/**
 * A preset with params, its params drawn afresh as settings (`NAME=EXPR` a line): a
 * subtraction game (three moves of 1..9, a pile up to 20..60), Wythoff's game or the seeds'
 * two piles on a board of 6..20, or Berzerk with two jump sets on a ring of 4..12.
 */
export function randomRules(random = Math.random) {
  const kind = between(random, 0, 3);
  if (kind === 0) {
    return { preset: 'subtraction', settings: [`S={${distinct(random, 3, 1, 9).join(', ')}}`, `N=${between(random, 20, 60)}`] };
  }
  if (kind === 3) {
    const n = between(random, 4, 12);
    const set = () => `{${distinct(random, between(random, 1, 3), 1, n - 1).join(', ')}}`;
    return { preset: 'berzerk', settings: [`n=${n}`, `S1=${set()}`, `S2=${set()}`] };
  }
  return { preset: kind === 1 ? 'wythoff' : 'twoPiles', settings: [`N=${between(random, 6, 20)}`] };
}
