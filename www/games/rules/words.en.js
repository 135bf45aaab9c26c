// The rules game's words in English, with the keys of words.zh.js.

import { count, list } from '../../i18n/en-grammar.js';

// ---- The pattern card, the sweep, the P-positions and the Grundy values' reasons ----

/** "its moves reach 0 and 2" or "its moves reach no finite value". */
const reachEn = (reached) => (reached.length === 0 ? 'its moves reach no finite value' : `its moves reach ${list(reached)}`);

const PATTERN_EN = {
  'job.sweep': 'Sweeping the values',
  'rulesGrundy.finite': ({ value, reached }) => `Grundy value ${value}: ${reachEn(reached)}, none reaches ${value}`,
  'rulesGrundy.zero': ({ reached }) => (reached.length === 0
    ? 'Grundy value 0: no move reaches 0'
    : `Grundy value 0: ${reachEn(reached)}, no move reaches 0`),
  'rulesGrundy.infinite': ({
    value, reached, mex, keepers,
  }) => {
    const held = keepers.length === 1
      ? `the move to ${keepers[0]} has an infinite value with no move to a state of value ${mex}`
      : `the moves to ${list(keepers)} have infinite values with no move to a state of value ${mex}`;
    return keepers.length === 0
      ? `Grundy value ${value}: ${reachEn(reached)}, so its value is infinite`
      : `Grundy value ${value}: ${reachEn(reached)}; ${held}, so its value is infinite`;
  },
  'rulesPattern.title': 'Pattern',
  'rulesPattern.tab': 'Pattern',
  'rulesSweep.statePlaceholder': 'e.g. 7',
  'rulesPattern.outcome': 'Outcomes',
  'rulesPattern.grundy': 'Grundy values',
  'rulesPattern.period': ({ period, from, name }) => `period ${period} from ${name} = ${from}`,
  'rulesPattern.none': 'no period seen twice in full over these values',
  'rulesPattern.notNormal': "none: a 'win when' line, not normal play",
  'rulesPattern.notOne': 'The pattern is for games with one integer variable.',
  'rulesPattern.waiting': 'Run to the end to see the outcomes’ pattern.',
  'rulesPattern.key': 'Cells before the period are faded; the first period is outlined, and a bar marks where each repetition starts.',
  'rulesPattern.cells': ({ what, cells }) => `${what}: ${cells}`,
  'rulesSweep.title': 'Sweep',
  'rulesSweep.param': 'Param',
  'rulesSweep.from': 'From',
  'rulesSweep.to': 'To',
  'rulesSweep.state': 'State (for the outcome)',
  'rulesSweep.measure': 'Measure',
  'rulesSweep.measureOutcome': "The state's outcome",
  'rulesSweep.measurePeriod': "The outcomes' period",
  'rulesSweep.run': 'Sweep',
  'rulesSweep.cap': ({ cap }) => `Each value builds and solves the game again; at most ${cap} values.`,
  'rulesSweep.element': ({ name, index, value }) => `${name}, element ${index + 1} (now ${value})`,
  'rulesSweep.whole': ({ name, value }) => `${name} (now ${value})`,
  'rulesSweep.noParams': 'The program has no integer param or element to sweep.',
  'rulesSweep.tooMany': ({ cap, asked }) => `${count(asked, 'value')} asked: at most ${cap}.`,
  'rulesSweep.badRange': 'From and To must be whole numbers, From at most To.',
  'rulesSweep.cancelled': ({ done, asked }) => `Stopped after ${done} of ${count(asked, 'value')}.`,
  'rulesSweep.value': 'Value',
  'rulesSweep.outcome': 'Outcome',
  'rulesSweep.remoteness': 'Remoteness',
  'rulesSweep.period': 'Period',
  'rulesSweep.periodFrom': 'From',
  'rulesSweep.error': 'Refused',
  'rulesSweep.none': 'none',
  'rulesSweep.plot': ({ name, measure, summary }) => `Plot of the ${measure} against ${name}: ${summary}`,
  'rulesSweep.plotOutcome': 'outcome',
  'rulesSweep.plotPeriod': 'period',
  'rulesP.title': 'P-positions',
  'rulesP.copy': 'Copy',
  'rulesP.note': ({ found, done }) => (done
    ? `${count(found, 'Lose state')}: the P-positions, one (a, b) a line.`
    : `${count(found, 'Lose state')} found so far; run to the end for all of them.`),
  'rulesP.notTwo': 'The P-positions are listed for games with two integer variables.',
};

export const EN = {
  ...PATTERN_EN,
};
