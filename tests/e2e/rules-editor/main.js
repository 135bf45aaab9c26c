// The rules editor on a page of its own (index.html beside this file): a form with the
// textarea the editor is mounted over, as the rules game has it; `window.editor` is the
// mounted editor and `window.applied` counts its applies.

import { mountRulesEditor } from '../../../www/games/rules/editor.js';

window.applied = 0;
window.editor = await mountRulesEditor(document.getElementById('rules-source'), {
  onApply: () => { window.applied += 1; },
});
document.body.dataset.ready = 'true';
