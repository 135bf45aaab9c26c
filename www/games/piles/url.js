// @ts-check
// The two-pile game in links: `?game=piles&size=N` (the grid's largest pile, default 40).

export const DEFAULT_SIZE = '40';

/** The grid a query string names ({ 'pile-size': text as typed }), or null for another game. */
export function readPilesUrl(params) {
  if (params.get('game') !== 'piles') return null;
  return { 'pile-size': params.get('size') ?? DEFAULT_SIZE };
}

export function pilesUrlParams(values) {
  return [['game', 'piles'], ['size', String(values['pile-size']).trim()]];
}
