// The hover card over the board: rows of [name, value], placed beside the pointer and kept
// inside the board's box.

export function createTooltip(doc, element) {
  return {
    hide() {
      element.hidden = true;
    },
    show(rows, x, y, bounds) {
      element.replaceChildren(...rows.map(([name, value]) => {
        const row = doc.createElement('div');
        row.className = 'tip-row';
        const key = doc.createElement('span');
        key.textContent = name;
        const val = doc.createElement('b');
        val.textContent = value;
        row.append(key, val);
        return row;
      }));
      element.hidden = false;
      const w = element.offsetWidth;
      const h = element.offsetHeight;
      let left = x + 14;
      let top = y + 14;
      if (left + w > bounds.width - 4) left = x - w - 14;
      if (top + h > bounds.height - 4) top = y - h - 14;
      element.style.left = `${Math.max(4, left)}px`;
      element.style.top = `${Math.max(4, top)}px`;
    },
  };
}
