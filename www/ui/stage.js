// The stage's frame: the tools' dock beside the board, the bottom sheet that shows a pinned
// state's explanation on small screens, and the caption that names the game on the board.

const SMALL_SCREEN = '(max-width: 999px)';

/**
 * The tools' dock: every tool is a card in one column that scrolls inside itself beside the
 * board, so no tool hides another and every control can be reached; the buttons above it
 * bring a tool into view and say which one is in view (`aria-current`).
 */
export function createDock(doc, win) {
  const nav = doc.querySelector('.dock-nav');
  const dock = doc.querySelector('.dock');
  const buttons = () => [...nav.querySelectorAll('[data-tool]')].filter((button) => !button.hidden);
  const panelOf = (button) => doc.getElementById(button.getAttribute('aria-controls'));

  /** Marks tool `name` as the one in view, on its button and, for the stage's layout, on the body. */
  function mark(name) {
    for (const button of nav.querySelectorAll('[data-tool]')) {
      if (button.dataset.tool === name) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    }
    if (name) doc.body.dataset.toolShown = name;
  }

  /** Brings tool `name` into view in the dock (and the page, on small screens). */
  function open(name) {
    const button = buttons().find((b) => b.dataset.tool === name);
    if (!button) return;
    const panel = panelOf(button);
    const inside = dock.scrollHeight > dock.clientHeight + 1;
    // Measured on the screen, not by offsetTop: the card's offset parent need not be the dock.
    const top = dock.scrollTop + panel.getBoundingClientRect().top - dock.getBoundingClientRect().top;
    if (inside) dock.scrollTo({ top, behavior: 'auto' });
    mark(name);
  }

  nav.addEventListener('click', (event) => {
    const button = event.target.closest('[data-tool]');
    if (!button) return;
    open(button.dataset.tool);
    const panel = panelOf(button);
    if (dock.scrollHeight <= dock.clientHeight + 1) panel.scrollIntoView({ block: 'start' });
    panel.querySelector('input, textarea, select, button')?.focus({ preventScroll: true });
  });

  /** The tool whose card is at the top of the dock's view. */
  function inView() {
    const top = dock.getBoundingClientRect().top;
    let current = null;
    for (const button of buttons()) {
      if (panelOf(button).getBoundingClientRect().top - top <= 24) current = button.dataset.tool;
    }
    return current ?? buttons()[0]?.dataset.tool;
  }
  dock.addEventListener('scroll', () => win.requestAnimationFrame(() => mark(inView())), { passive: true });

  return {
    open,
    /** After the game's tools were shown or hidden: marks the tool in view. */
    refresh() {
      dock.scrollTop = 0;
      mark(inView());
    },
  };
}

/**
 * What a small screen keeps at its edges, measured into CSS variables for what must clear it:
 * the run's controls at the bottom (`--transport-height`), and at the top the tools' buttons
 * (`--nav-height`) under the board, which stays there while Play is the tool in view
 * (`--board-height`), so Play's position and your moves are on screen together.
 */
function measureEdges(doc, win) {
  const edges = [['--transport-height', '.transport'], ['--nav-height', '.dock-nav'], ['--board-height', '.board-area']]
    .map(([name, selector]) => [name, doc.querySelector(selector)]);
  const measure = () => {
    for (const [name, element] of edges) doc.body.style.setProperty(name, `${element.offsetHeight}px`);
  };
  const observer = new win.ResizeObserver(measure);
  for (const [, element] of edges) observer.observe(element);
}

/**
 * The bottom sheet: on small screens a pinned state's explanation (the Why? panel) slides
 * up over the page, above the run's controls (not while Play is in view: the position Play
 * pins is shown by its own card); `unpin()` is what its close button does.
 */
export function createSheet(doc, win, { unpin }) {
  const small = win.matchMedia(SMALL_SCREEN);
  doc.getElementById('sheet-close').addEventListener('click', unpin);
  measureEdges(doc, win);
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
