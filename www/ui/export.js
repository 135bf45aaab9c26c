// Saving what the page shows: the board as a PNG, and a game's own files (Berzerk's judge
// answer as text, its solved table as JSON) through the game's `exports`.

/** Offers `blob` as a download named `name`. */
export function download(doc, name, blob) {
  const link = doc.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10000);
}

/** Wires #save-png to the board and the other [data-export] buttons to `files(kind)`. */
export function createExport(doc, canvas, { fileName, files }) {
  doc.getElementById('save-png').addEventListener('click', () => {
    canvas.toBlob((blob) => blob && download(doc, `${fileName()}.png`, blob), 'image/png');
  });
  for (const button of doc.querySelectorAll('[data-export]')) {
    button.addEventListener('click', () => {
      const file = files(button.dataset.export);
      if (file) download(doc, `${fileName()}.${file.extension}`, new Blob([file.text], { type: file.type }));
    });
  }
  return {
    /** Enables the buttons whose files exist now. */
    update(available) {
      for (const button of doc.querySelectorAll('[data-export]')) button.disabled = !available(button.dataset.export);
    },
  };
}
