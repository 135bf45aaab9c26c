// The rule game's params form: a field per param of the program shown, holding its value as
// written, and a changed field read into the settings the game restarts with.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gridValue, paramFields, settingsAfter } from '../../www/games/rules/editor-panel.js';

/** Just enough of a document for the fields: elements that keep their properties and children. */
const doc = {
  createElement: (tag) => ({
    tag, dataset: {}, children: [], append(...items) { this.children.push(...items); },
  }),
};

const PARAMS = [
  { name: 'S', text: '{1, 3, 4}', kind: 'list' },
  { name: 'N', text: '40', kind: 'int' },
];

test('each param is a labelled field holding its value as written', () => {
  const labels = paramFields(doc, PARAMS);
  assert.equal(labels.length, 2);
  const [set, number] = labels.map((label) => label.children.find((child) => child.tag === 'input'));
  assert.deepEqual([set.id, set.name, set.value, set.dataset.kind], ['rules-param-S', 'S', '{1, 3, 4}', 'list']);
  assert.deepEqual([number.id, number.value, number.className], ['rules-param-N', '40', 'short']);
  assert.equal(labels[1].htmlFor, 'rules-param-N');
  assert.deepEqual(paramFields(doc, []), []);
});

test('a changed field sets its param; a blank one, an unchanged one or an unknown name sets nothing', () => {
  assert.equal(settingsAfter('', { name: 'N', value: ' 12 ' }, PARAMS), 'N=12');
  assert.equal(settingsAfter('S={2}\nN=30', { name: 'N', value: '12' }, PARAMS), 'S={2}\nN=12');
  assert.equal(settingsAfter('N=30', { name: 'S', value: '{2, 5}' }, PARAMS), 'N=30\nS={2, 5}');
  assert.equal(settingsAfter('N=30', { name: 'N', value: '  ' }, PARAMS), null);
  assert.equal(settingsAfter('', { name: 'N', value: '40' }, PARAMS), null);
  assert.equal(settingsAfter('', { name: 'X', value: '1' }, PARAMS), null);
});

const GRID = [{
  name: 'grid', text: '["#.F", "C\\"M"]', kind: 'grid', rows: ['#.F', 'C"M'],
}];

test('a grid param is a field of its rows, one a line, read back as the list of texts the language writes', () => {
  const [label] = paramFields(doc, GRID);
  const field = label.children.find((child) => child.tag === 'textarea');
  assert.deepEqual([field.id, field.value, field.rows, field.dataset.kind], ['rules-param-grid', '#.F\nC"M', 2, 'grid']);
  assert.equal(gridValue('#.F\r\nC"M\n\n'), '["#.F", "C\\"M"]', 'blank lines at the end left off, a quote escaped');
  assert.equal(gridValue('a\\b'), '["a\\\\b"]', 'a backslash escaped');
  const edited = { name: 'grid', value: '#.F\nCM.', dataset: { kind: 'grid' } };
  assert.equal(settingsAfter('catJump=2', edited, GRID), 'catJump=2\ngrid=["#.F", "CM."]');
  assert.equal(settingsAfter('', { ...edited, value: '#.F\nC"M\n' }, GRID), null, 'the same rows set nothing');
});
