// Texts that stay in the page's words when the words change. The board, the status, the
// narration and the cards drawn on every paint follow a switch of language or numbering by
// themselves; a text written once, on an event (a verdict, a play's result, a field's
// problem), is written through `say`, which keeps how to word it, so `reword` can write it
// again in the new words. A text something else has written over since is left alone.

/** element -> slot ('' for the text, else an attribute's name) -> { words, text } */
const spoken = new Map();
/** Entries kept before those of elements gone from the page are dropped. */
const PRUNE_AT = 512;

function read(element, slot) {
  return slot === '' ? element.textContent : element.getAttribute(slot);
}

function write(element, slot, text) {
  if (slot === '') element.textContent = text;
  else element.setAttribute(slot, text);
}

function prune() {
  for (const element of spoken.keys()) if (!element.isConnected) spoken.delete(element);
}

/**
 * Writes `words()` as `element`'s text (or its `attribute`), and again whenever the words
 * change, until something else writes it.
 */
export function say(element, words, attribute = '') {
  const text = words();
  write(element, attribute, text);
  if (!spoken.has(element)) spoken.set(element, new Map());
  spoken.get(element).set(attribute, { words, text });
  if (spoken.size > PRUNE_AT) prune();
}

/** Writes every text `say` wrote again, in the current words. */
export function reword() {
  for (const [element, slots] of spoken) {
    if (!element.isConnected) {
      spoken.delete(element);
      continue;
    }
    for (const [slot, entry] of slots) {
      if (read(element, slot) !== entry.text) {
        slots.delete(slot);
        continue;
      }
      entry.text = entry.words();
      write(element, slot, entry.text);
    }
  }
}
