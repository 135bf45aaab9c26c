// The page's address carries the current game, the step and the pinned target, so a link
// reproduces what its sender saw. A link's big payloads ride after `#`, in the fragment,
// which a browser never sends to a server: the request a link makes stays short whatever
// game it holds (servers and static hosts refuse request lines past 8 KB, some far less).
// Old links with every parameter in the query still open: a link is read from both parts.

/** Longest query a link writes; whatever would make it longer goes after `#`. */
export const QUERY_LIMIT = 2000;

/**
 * Parameters that always go after `#`: a game's texts, as they are or packed (ui/packed.js's
 * lists: a graph's edges, the piles' queries, an answer, a rule program).
 */
export const FRAGMENT_NAMES = Object.freeze(['edges', 'queries', 'answer', 'src'].flatMap((name) => [name, `${name}z`]));

/** `k=v&...` for [key, value] pairs; commas and semicolons (lists) stay readable. */
const encoded = (params) => new URLSearchParams(params).toString().replace(/%2C/gi, ',').replace(/%3B/gi, ';');

/** `?k=v&...` for [key, value] pairs, all in the query (the empty string for none). */
export function searchFor(params) {
  const search = encoded(params);
  return search ? `?${search}` : '';
}

/**
 * `?query#fragment` for [key, value] pairs, in their order: a game's text (FRAGMENT_NAMES)
 * goes after `#`, and so does any other pair that would take the query past QUERY_LIMIT or
 * whose name went there before (so a repeated parameter keeps its order when read back).
 */
export function linkFor(params) {
  const query = [];
  const fragment = [];
  let length = 0;
  for (const pair of params) {
    const size = encoded([pair]).length + 1;
    const after = FRAGMENT_NAMES.includes(pair[0]) || length + size > QUERY_LIMIT || fragment.some(([name]) => name === pair[0]);
    if (after) {
      fragment.push(pair);
    } else {
      query.push(pair);
      length += size;
    }
  }
  const hash = encoded(fragment);
  return `${searchFor(query)}${hash ? `#${hash}` : ''}`;
}

/**
 * The parameters of the address `location` ({ search, hash }): the query's, then the
 * fragment's (a fragment that is no list of parameters, such as `#top`, adds nothing).
 */
export function linkParams({ search, hash }) {
  const params = new URLSearchParams(search);
  const text = String(hash ?? '').replace(/^#/, '');
  if (!text.includes('=')) return params;
  for (const [key, value] of new URLSearchParams(text)) params.append(key, value);
  return params;
}

/** The part of `location`'s address a link writes: its query and fragment. */
export const linkOf = ({ search, hash }) => `${search}${hash}`;
