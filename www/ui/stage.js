// The stage's frame: the tools' tabs (one open at a time, each scrolling inside itself, the
// arrow keys moving between tabs), the bottom sheet that shows a pinned state's explanation
// on small screens, and the caption that names the game on the board.

const SMALL_SCREEN = '(max-width: 999px)';

/** Wires the tab list; `opened(name)` hears every tab opened. */
export function createTabs(doc, { opened = () => {} } = {}) {
  const list = doc.querySelector('.tablist');
  const tabs = () => [...list.querySelectorAll('[role="tab"]')].filter((tab) => !tab.hidden);

  function open(name, { focus = false } = {}) {
    const tab = tabs().find((t) => t.dataset.tab === name) ?? tabs()[0];
    for (const other of list.querySelectorAll('[role="tab"]')) {
      const selected = other === tab;
      other.setAttribute('aria-selected', String(selected));
      other.tabIndex = selected ? 0 : -1;
      const panel = doc.getElementById(other.getAttribute('aria-controls'));
      panel.dataset.open = String(selected);
      panel.hidden = !selected || other.hidden;
    }
    if (focus) tab.focus();
    opened(tab.dataset.tab);
  }

  list.addEventListener('click', (event) => {
    const tab = event.target.closest('[role="tab"]');
    if (tab) open(tab.dataset.tab);
  });
  list.addEventListener('keydown', (event) => {
    const all = tabs();
    const at = all.indexOf(doc.activeElement);
    if (at < 0) return;
    const moves = {
      ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: all.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    event.stopPropagation();
    const next = all[(moves[event.key] + all.length) % all.length];
    open(next.dataset.tab, { focus: true });
  });

  return {
    open,
    /** The open tab's name. */
    current: () => list.querySelector('[role="tab"][aria-selected="true"]')?.dataset.tab ?? null,
    /** After the game's tabs were shown or hidden: keeps the open tab if it is still there. */
    refresh(fallback) {
      const now = this.current();
      open(tabs().some((t) => t.dataset.tab === now) ? now : fallback);
    },
  };
}

/**
 * The bottom sheet: on small screens a pinned state's explanation (the Why? panel) slides
 * up over the page, above the run's controls; `unpin()` is what its close button does.
 */
export function createSheet(doc, win, { unpin }) {
  const small = win.matchMedia(SMALL_SCREEN);
  const transport = doc.querySelector('.transport-area');
  doc.getElementById('sheet-close').addEventListener('click', unpin);
  const measure = () => doc.body.style.setProperty('--transport-height', `${transport.offsetHeight}px`);
  new win.ResizeObserver(measure).observe(transport);
  return {
    /** Shows the sheet while something is pinned on a small screen. */
    show(pinned) {
      const open = pinned && small.matches;
      doc.body.classList.toggle('sheet-open', open);
    },
  };
}

/** The caption naming what the board shows, and a note when the form says otherwise. */
export function createCaption(doc) {
  const caption = doc.getElementById('board-caption');
  let shown = null;
  return {
    show(parts) {
      const key = JSON.stringify(parts);
      if (key === shown) return;
      shown = key;
      caption.replaceChildren();
      const title = doc.createElement('b');
      title.textContent = parts.title;
      caption.append(title, ` ${parts.text}`);
      if (parts.edited) {
        const note = doc.createElement('span');
        note.className = 'edited';
        note.textContent = ` ${parts.edited}`;
        caption.append(note);
      }
    },
  };
}
