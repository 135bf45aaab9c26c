// @ts-check
// What the engine's explanations of a state (reason, move table, line) say beyond their
// reason, for the games whose states are a game graph's, so each game's words tell it alike.

/**
 * A lost state's moves that hold out longest (the move table's best moves: all those after
 * which the opponent needs the most moves), each named by its `key` once, ascending. When
 * more than one ties, the reason names them all rather than the one its best line takes.
 */
export function resistingLongest(info, key) {
  const names = info.moves.filter((row) => row.best).map((row) => row[key]);
  return [...new Set(names)].sort((a, b) => a - b);
}
