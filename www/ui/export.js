// Saving and sharing what the page shows: the board as a PNG with its title, game, step,
// counts and legend drawn on the image; a game's own files (Berzerk's judge answer as text,
// its solved table as JSON), built by the engine; and a link to what is shown.

import { t } from '../i18n/index.js';
import { say } from '../i18n/live.js';
import { composeBoardImage } from '../draw/board-image.js';

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

/**
 * Wires #save-png, #copy-link and the [data-export] buttons. `fileName()` names files;
 * `files(kind)` resolves to { extension, blob } (no blob: nothing to save, or cancelled);
 * `describe()` gives the caption and
 * status drawn on the PNG; `link()` the address of what is shown.
 */
export function createExport(doc, canvas, {
  fileName, files, describe, link,
}) {
  const note = doc.getElementById('save-note');
  doc.getElementById('save-png').addEventListener('click', () => {
    const image = composeBoardImage(doc, canvas, describe());
    image.toBlob((blob) => blob && download(doc, `${fileName()}.png`, blob), 'image/png');
  });
  for (const button of doc.querySelectorAll('[data-export]')) {
    button.addEventListener('click', async () => {
      say(note, () => t('save.building'));
      const file = await files(button.dataset.export);
      say(note, () => '');
      if (file && file.blob) download(doc, `${fileName()}.${file.extension}`, file.blob);
    });
  }
  doc.getElementById('copy-link').addEventListener('click', async () => {
    const address = link();
    try {
      await navigator.clipboard.writeText(address);
      say(note, () => t('save.linkCopied', { length: address.length }));
    } catch {
      note.textContent = address;
    }
  });
  return {
    /** Enables the buttons whose files exist now. */
    update(available) {
      for (const button of doc.querySelectorAll('[data-export]')) button.disabled = !available(button.dataset.export);
    },
  };
}
