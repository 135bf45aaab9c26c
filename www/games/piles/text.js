// The two-pile game's words: status, what the latest step did, the P-positions found, the
// tooltip of a cell and the verdict of a query. Pure functions of plain data. Alice moves
// first; a P-position is one where the player to move loses.

const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Cells of the square that are P-positions: (a, b) and (b, a), once when a = b. */
function pCells(pairs) {
  let cells = 0;
  for (let i = 0; i < pairs.length; i += 2) cells += pairs[i] === pairs[i + 1] ? 1 : 2;
  return cells;
}

export function pilesStatus(snap) {
  const losing = pCells(snap.pPositions);
  const undecided = snap.cells - snap.ruledOut - losing;
  const text = [
    `Step ${snap.steps}`, `P-positions ${snap.steps}`, `winning cells ${snap.ruledOut}`, `undecided ${undecided}`,
  ].join(' · ');
  return { text, done: snap.done, counts: { p: snap.steps, winning: snap.ruledOut, undecided } };
}

const pairText = (a, b) => (a === b ? `(${a}, ${b})` : `(${a}, ${b}) and (${b}, ${a})`);

export function pilesNarration(snap) {
  if (!snap.last) {
    return 'Start: nothing is decided. The sieve scans the cells n ≤ m row by row; the first cell not ruled out is a P-position.';
  }
  const [a, b] = snap.last.p_position;
  const count = snap.last.ruled_out;
  const found = `Found P-position ${pairText(a, b)}: every move from it reaches a cell already ruled out.`;
  const rest = count === 0
    ? ' Every cell that can move onto it was ruled out before.'
    : ` It rules out ${plural(count, 'more cell')}, those that can move onto it.`;
  const end = snap.done ? ' Every cell is now decided.' : '';
  return found + rest + end;
}

/** The latest few P-positions, newest last. */
export function recentPPositions(snap, count = 8) {
  const pairs = snap.pPositions;
  const shown = [];
  for (let i = Math.max(0, pairs.length - 2 * count); i < pairs.length; i += 2) shown.push(`(${pairs[i]}, ${pairs[i + 1]})`);
  if (shown.length === 0) return '';
  return `P-positions: ${pairs.length > 2 * count ? '… ' : ''}${shown.join(' ')}`;
}

/** "take 1 from the first pile and 2 from the second", in the game's words. */
export function moveText(move) {
  const part = (k, which) => `${k} from the ${which} pile`;
  if (move.from_second === 0) return `take ${part(move.from_first, 'first')}`;
  if (move.from_first === 0) return `take ${part(move.from_second, 'second')}`;
  return `take ${part(move.from_first, 'first')} and ${move.from_second} from the second`;
}

/** The tooltip's rows for a cell described by the engine. */
export function pilesTooltip(info) {
  const rows = [['Piles', `(${info.n}, ${info.m})`]];
  if (info.decidedAt === 0) {
    rows.push(['Outcome', 'not decided yet']);
    return rows;
  }
  if (info.losing) {
    rows.push(['Outcome', 'Lose: a P-position'], ['Why', 'every move reaches a winning cell']);
  } else {
    const to = [info.n - info.move.from_first, info.m - info.move.from_second];
    rows.push(['Outcome', 'Win'], ['Winning move', `${moveText(info.move)} → (${to[0]}, ${to[1]})`]);
  }
  rows.push(['Decided at', `step ${info.decidedAt}`]);
  return rows;
}

/** The verdict of a query: starts with the winner's name, then the winning move if any. */
export function verdictText(answer) {
  const where = `(${answer.n}, ${answer.m})`;
  if (!answer.first_wins) {
    return `Bob wins from ${where}: it is a P-position, so every move Alice makes leaves Bob a winning position.`;
  }
  const to = `(${answer.n - answer.move.from_first}, ${answer.m - answer.move.from_second})`;
  return `Alice wins from ${where}: ${moveText(answer.move)}, reaching ${to}, a P-position.`;
}

/** Why a cell has its outcome, in a sentence (a P-position, a winning move, or not decided yet). */
export function cellReason(info) {
  const where = `(${info.n}, ${info.m})`;
  if (info.decidedAt === 0) return `${where} is not decided yet: the sieve has neither found it nor ruled it out.`;
  if (info.losing) {
    return `${where} is a P-position, found at step ${info.decidedAt}: every move from it reaches a winning cell, so the player to move loses.`;
  }
  const to = `(${info.n - info.move.from_first}, ${info.m - info.move.from_second})`;
  return `${where} is winning: ${moveText(info.move)}, reaching ${to}, the P-position found at step ${info.decidedAt}.`;
}

/** The P-positions found so far in numbers: how many, and the ratio m/n of the pairs (n > 0). */
export function pileNumbers(snap) {
  const pairs = snap.pPositions;
  const ratios = [];
  for (let i = 0; i < pairs.length; i += 2) if (pairs[i] > 0) ratios.push(pairs[i + 1] / pairs[i]);
  if (ratios.length === 0) return { count: pairs.length / 2, text: 'No P-position (n, m) with 0 < n ≤ m yet.' };
  const latest = ratios[ratios.length - 1];
  const low = Math.min(...ratios);
  const high = Math.max(...ratios);
  return {
    count: pairs.length / 2,
    text: `${pairs.length / 2} P-positions (n ≤ m), at most one per row n. Ratio m / n: latest ${latest.toFixed(3)}, `
      + `all between ${low.toFixed(3)} and ${high.toFixed(3)}.`,
  };
}
