// The rule game's words in English: its markup's (parts.html) and its code's, with the keys
// of words.zh.js. The page's catalogue (i18n/index.js) adds them to the shared words.

import { count, grouped, list, orList } from '../../i18n/en-grammar.js';

// ---- The pattern card, the sweep, the P-positions and the Grundy values' reasons ----

/** "the moves reach values 0 and 2", "the moves reach value 1" or "the moves reach no finite value". */
const reachEn = (reached) => {
  if (reached.length === 0) return 'the moves reach no finite value';
  return `the moves reach ${reached.length === 1 ? 'value' : 'values'} ${list(reached)}`;
};

/** The values a mex is taken over, as a set: `{0, 1}`, or `(∅)` for none. */
const mexSet = (reached) => (reached.length === 0 ? '(∅)' : `{${reached.join(', ')}}`);

const PATTERN_EN = {
  'rulesGrundy.finite': ({ value, reached }) => (reached.length === 0
    ? `Grundy value ${value} = mex(∅): ${reachEn(reached)}`
    : `Grundy value ${value} = mex${mexSet(reached)}: ${reachEn(reached)}, not ${value}`),
  'rulesGrundy.terminal': 'no move: Grundy value = mex(∅) = 0',
  'rulesGrundy.infinite': ({
    value, reached, mex, keepers,
  }) => {
    const held = keepers.length === 1
      ? `the move to ${keepers[0]} has an infinite value with no move to a state of value ${mex}`
      : `the moves to ${list(keepers)} have infinite values with no move to a state of value ${mex}`;
    return keepers.length === 0
      ? `Grundy value ${value}: ${reachEn(reached)} (mex ${mex}), so its value is infinite`
      : `Grundy value ${value}: ${reachEn(reached)} (mex ${mex}); ${held}, so its value is infinite`;
  },
  'rulesPattern.title': 'Pattern',
  'rulesPattern.tab': 'Pattern',
  'rulesSweep.statePlaceholder': 'e.g. 7',
  'rulesPattern.outcome': 'Outcomes',
  'rulesPattern.grundy': 'Grundy values',
  'rulesPattern.period': ({ period, from, name, seen }) => `period ${period} from ${name} = ${from}, seen ${seen} times`,
  'rulesPattern.none': 'no period shown over these values: a period must repeat 3 whole times, after a shorter start',
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
  'rulesSweep.stateMissing': "Name the state whose outcome to follow, by its values as the board writes them (such as 7, or 3,5), or measure the outcomes' period.",
  'rulesSweep.noParams': 'The program has no integer param or element to sweep.',
  'rulesSweep.tooMany': ({ cap, asked }) => `${count(asked, 'value')} asked: at most ${cap}.`,
  'rulesSweep.badRange': 'From and To must be whole numbers, From at most To.',
  'rulesSweep.cancelled': ({ done, asked }) => `Stopped after ${done} of ${count(asked, 'value')}.`,
  'rulesSweep.restarted': 'Stopped in the middle of a value: its game took too long to build to wait for.',
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
  'rulesP.note': ({ found, complete }) => (complete
    ? `${count(found, 'Lose state')}: the P-positions, one (a, b) a line.`
    : `${count(found, 'Lose state')} found so far; run to the end for all of them.`),
  'rulesP.notTwo': 'The P-positions are listed for games with two integer variables.',
  'rulesGrid.title': 'Outcomes and SG values',
  'rulesGrid.waiting': 'Run to the end to see every state’s outcome and SG value in a table.',
  'rulesGrid.hint': ({ rowName, columnName }) => `A row per value of ${rowName}, a column per value of ${columnName}; each cell is the outcome for the player to move (W, L, ∞) and the SG value (inf: infinite).`,
  'rulesGrid.noGrundy': "Outcomes only: a 'win when' line, not normal play, so there are no SG values.",
  'rulesGrid.cut': ({
    rows, columns, shownRows, shownColumns,
  }) => `Shown: the first ${shownRows} of ${rows} rows and ${shownColumns} of ${columns} columns; Save gives the whole table.`,
  'rulesGrid.cellTitle': ({ name, outcome, value }) => `${name}: ${outcome}, SG value ${value}`,
  'rulesWhy.colGrundy': 'SG value',
};

export const EN = {
  ...PATTERN_EN,
  'game.rules': "Rules",
  'form.rulesTitle': "Rules",
  'form.rulesSource': "The program: params, the state, then the moves (the rule language)",
  'form.rulesLimits': 'A program of up to 8 MiB; up to 10^6 states, 1.5 GB of memory and about 10 s of evaluation.',
  'form.rulesKeys': 'In the editor, Ctrl+Enter (⌘+Enter on a Mac) applies and Tab goes on to the next control; Ctrl+] and Ctrl+[ indent a line.',
  'form.rulesNotApplied': 'Edited, not applied yet: press Apply (or Ctrl+Enter in the editor) to show this game.',
  'rules.fileTooLarge': ({ name, limit }) => `“${name}” is not opened: it is larger than ${limit}, the longest program the page reads.`,
  'form.rulesFile': "Open a file…",
  'preset.rulesSubtraction': "Subtraction {1, 3, 4}",
  'preset.rulesPreperiod': "Subtraction {2, 4, 7}: a preperiod",
  'preset.rulesWythoff': "Wythoff's game",
  'preset.rulesTwoPiles': "The seeds' two piles",
  'preset.rulesTokens': "Two tokens on a graph",
  'preset.rulesBerzerk': "Berzerk (CF 786A)",
  'preset.rulesCatAndMouse': "Cat and Mouse (LeetCode 913)",
  'save.rulesAnswerTitle': "Answer",
  'save.rulesAnswerHint': "As retrograde rules prints it: a line per state, its values, outcome and remoteness (- for a Loop), and under normal play its Grundy value (--grundy).",
  'rules.paramsTitle': "Params",
  'rules.paramsHint': "Each param of the program with its value (an expression worked out, a set sorted with each value once); change one to play the game again with it (as --set NAME=EXPR).",
  'rules.shade': "Shade the board by",
  'rules.shadeOutcome': "outcome",
  'rules.shadeRemoteness': "remoteness",
  'rules.shadeGrundy': "Grundy value",
  'rules.grundyNotNormal': "The program has a 'win when' line: not normal play, so no Grundy values.",
  'rulesLegend.shape': "The board",
  'rulesLegend.shapeText': "by the state's variables: one whole number a strip, one with a two-valued variable two strips, two whole numbers a grid, anything else a graph of the states",
  // The command's own line: `line 3, column 17: expected an expression after '+', found ')'`.
  // The command's own line: a place in the program, or in the value set for a param.
  'problem.rules': ({
    line, column, setting, detail, message,
  }) => {
    if (setting) return `the value set for ${setting}, column ${column}: ${detail}`;
    return line ? `line ${line}, column ${column}: ${detail}` : message;
  },
  'problem.rulesStart': ({ example }) => `a state by its values, as ${example}`,
  'job.build': "Building the game",
  'job.sweep': "Sweeping the param",
  'format.expectedRules': ({ words, choices }) => `${count(words, 'word')} of ${orList(choices)}: one per state, in the table's order, for the player to move there`,
  'rules.colMove': "Move",
  'rules.caption': ({ states, moves, normalPlay }) => `${grouped(states)} ${states === 1 ? 'state' : 'states'}, ${grouped(moves)} ${moves === 1 ? 'move' : 'moves'}${normalPlay ? '' : ", with a 'win when' line"}`,
  'rules.status': ({
    steps, win, lose, loop, undecided, queue,
  }) => `Step ${steps} · Win ${win} · Lose ${lose} · Loop ${loop} · undecided ${undecided} · queue ${queue}`,
  'rules.start': ({ over }) => (over === 0
    ? "Start: each state's counter is its number of moves. No state is over, so the queue starts empty and no state can be decided: Step (→) labels them all Loop."
    : `Start: each state's counter is its number of moves. ${over === 1 ? 'The state' : `The ${over} states`} where the game is over (no move, or a 'lose when' or 'win when' line) ${over === 1 ? 'waits' : 'wait'} in the queue. `
      + 'Press Step (→) to take the first state off the queue.'),
  'rules.tookOver': ({ state }) => `Took ${state}: the game is over there, lost for the player to move (Lose in 0).`,
  'rules.tookWon': ({ state }) => `Took ${state}: the game is over there, won by the player to move (Win in 0).`,
  'rules.took': ({ state, outcome }) => `Took ${state} (${outcome}).`,
  'rules.ruleLose': 'It is a Lose, so every undecided state with a move onto it is a Win.',
  'rules.ruleWin': 'It is a Win, so every undecided state with a move onto it has one move fewer not known to reach a Win.',
  'rules.labelledWin': ({ state, to, remoteness }) => `${state} can move to ${to}: Win in ${remoteness}.`,
  'rules.labelledLose': ({ state, remoteness }) => `${state} now has every move reaching a Win for the opponent: Lose in ${remoteness}.`,
  'rules.counterTo': ({ state, from, remaining }) => `state ${state}'s counter ${from} → ${remaining}`,
  'rules.noPredecessor': 'No state with a move onto it was still undecided: nothing changes.',
  'rules.queueEmpty': ({ loops }) => `Queue empty: ${count(loops, 'state')} whose ${loops === 1 ? 'counter' : 'counters'} never reached 0 ${loops === 1 ? 'is' : 'are'} labelled Loop.`,
  'rules.queueEmptyNoLoop': 'Queue empty: every state is decided; none is Loop.',
  'rules.queueNone': 'empty: the next step labels every undecided state Loop',
  'rules.tipState': 'State',
  'rules.tipMoves': 'Moves',
  'rules.tipGrundy': 'Grundy value',
  'rules.toState': ({ state }) => `to ${state}`,
  'rules.stateCalled': ({ state }) => `state ${state}`,
  'rules.checkLabel': "Your program's answer for this game (one word per state, in the table's order)",
  'rules.predictTooLarge': ({ limit }) => `Predicting works on games of up to ${limit} states, where every state is drawn.`,
  'rules.statsCaption': 'Win and Lose states per remoteness, and the Loops',
  'rules.allStates': 'All states',
  'rules.statsFinal': 'The final result.',
  'rules.statsSoFar': ({ steps }) => `As the run stands at step ${steps}; undecided states are counted apart.`,
  'rules.side.first': 'the first player',
  'rules.side.second': 'the second player',
  'rules.startHint': 'a state by its values, e.g. 0 or 3,5',
  'rules.badPlay': ({ value }) => `The link's play=${value} was ignored: a start is a state of this game, by its values.`,
  'rules.badYou': ({ value }) => `The link's you=${value} was ignored: it is first or second.`,
  'rules.logYou': ({ who, state }) => `${who} (you) → ${state}`,
  'rules.logComputer': ({ who, state }) => `${who} → ${state}`,
  'rules.youWin': ({ moves }) => (moves === 0 ? 'You win: the computer is to move first and has no move.' : `You win: the computer has no move after ${count(moves, 'move')}.`),
  'rules.computerWins': ({ moves }) => (moves === 0 ? 'The computer wins: you are to move first and have no move.' : `The computer wins: you have no move after ${count(moves, 'move')}.`),
  'rulesWhy.hint': 'Hover a state to see why it has its outcome; click or tap it to pin it here (Esc unpins).',
  'rulesWhy.terminal': ({ state }) => `Game over: at ${state} the player to move has lost. Lose in 0.`,
  'rulesWhy.won': ({ state }) => `Game over: at ${state} the player to move has won. Win in 0.`,
  'rulesWhy.winAtOnce': ({ remoteness, state }) => `Win in ${remoteness}: move to ${state}, where the opponent has lost.`,
  'rulesWhy.win': ({ remoteness, state, toRemoteness }) => `Win in ${remoteness}: move to ${state}, where the opponent loses in ${toRemoteness}.`,
  'rulesWhy.lose': ({
    remoteness, states, resist, toRemoteness,
  }) => `Lose in ${remoteness}: ${states.length === 1 ? `the only move (to ${states[0]}) reaches` : `every move (to ${list(states)}) reaches`} a state where the opponent wins; `
    + `${states.length === 1 ? 'it' : `the move to ${resist}`} resists longest (the opponent wins in ${toRemoteness}).`,
  'rulesWhy.loseTied': ({
    remoteness, states, tied, resist, toRemoteness,
  }) => `Lose in ${remoteness}: every move (to ${list(states)}) reaches a state where the opponent wins; the moves to ${list(tied)} resist longest, ${tied.length === 2 ? 'both' : 'all'} alike `
    + `(the opponent wins in ${toRemoteness} after each; the best line takes the move to ${resist}).`,
  'rulesWhy.loop': ({ state }) => `Loop: no move reaches a state where the opponent loses, and the move to ${state} reaches a state the opponent cannot win either, so the game goes on forever.`,
  'rulesWhy.undecided': ({ counter, k }) => `Undecided so far. Counter ${counter}: ${count(counter, 'move')} of ${k} not yet known to reach a Win for the opponent.`,
  'rulesWhy.knownWins': ({ states }) => `Known to reach a Win for the opponent: the moves to ${list(states)}.`,
  'rulesWhy.queuedWins': ({ states }) => `Waiting in the queue, Wins for the opponent that will count down the counter: ${list(states)}.`,
  'rulesWhy.knownLoses': ({ states }) => (states.length === 1
    ? `The move to ${states[0]} reaches a Lose for the opponent still in the queue: the mover will win once it is taken.`
    : `The moves to ${list(states)} reach Loses for the opponent still in the queue: the mover will win once the first is taken.`),
  'rulesWhy.lineMover': ({ state }) => `the mover → ${state}`,
  'rulesWhy.lineOpponent': ({ state }) => `the opponent → ${state}`,
  'rulesWhy.lineToEnd': ({ count: n }) => `Best line: ${count(n, 'move')} to a state where the game is over.`,
  'rulesCode.counters': 'for each state v: counter(v) ← its number of moves',
  'rulesCode.queue': 'queue ← the states where the game is over: Lose (or Win), remoteness 0',
  'rulesCode.each': '  for each undecided state p with a move onto s:',
  'rulesCode.loops': 'every state still undecided ← Loop',
  'rulesProof.mover': 'the mover',
  'rulesProof.noMoves': ({ state }) => `at ${state} the game is over`,
  'rulesProof.winAtOnce': ({ state }) => `the mover moves to ${state}, where the opponent has lost`,
  'rulesProof.winTo': ({ state }) => `the mover moves to ${state}, where the opponent loses`,
  'rulesProof.everyMoveLoses': ({ listed, more }) => `every move reaches a Win for the opponent: ${listed.join(', ')}${more > 0 ? `, and ${more} more` : ''}`,
  'rulesProof.resists': ({ state, remoteness }) => `to ${state} (the opponent wins in ${remoteness})`,
  'rulesProof.noWinningMove': ({ listed, more, stay }) => `no move reaches a Lose for the opponent (${listed.join(', ')}${more > 0 ? `, and ${more} more` : ''}), and ${stay}`,
  'rulesProof.landsOn': ({ state, worth }) => `to ${state}: ${worth}`,
  'rulesProof.winFor': ({ remoteness }) => `a Win for the opponent in ${remoteness}`,
  'rulesProof.loopMove': ({ state }) => `the move to ${state} reaches a Loop, which the opponent cannot win`,
  'rulesProof.over': 'best play: none, the game is over',
  // ---- Sums of games (a move to sum(...), and the Sum card) ----
  'rulesSum.title': 'Sum of positions',
  'rulesSum.hint': "Positions played side by side, one move in one of them at a time (Sprague and Grundy): the sum's value is the XOR of the parts' Grundy values, and the player to move wins exactly when it is not 0.",
  'rulesSum.parts': 'Parts',
  'rulesSum.placeholder': '3, 5, 7',
  'rulesSum.apply': 'Answer',
  'rulesSum.waiting': 'Positions separated by commas, such as 3, 5, 7 (a tuple each for several variables: (1, 2), (0, 3)).',
  'rulesSum.refused': ({ column, detail }) => `Column ${column}: ${detail}`,
  'rulesSum.headline': ({ outcome, value }) => `${outcome}: the XOR of the values is ${value}.`,
  'rulesSum.colPart': 'Part',
  'rulesSum.colPosition': 'Position',
  'rulesSum.colValue': 'Grundy value',
  'rulesSum.colBits': 'Binary',
  'rulesSum.partName': ({ part }) => `part ${part}`,
  'rulesSum.xor': 'XOR',
  'rulesSum.infinite': 'infinite',
  'rulesSum.move': ({ part, from, to, value, after }) => `Winning move: in part ${part}, from ${from} to ${to} (value ${value}): ${after} = 0.`,
  'rulesSum.zeroXor': "No winning move: the XOR is 0, and a move changes one part's value, so every move makes it nonzero.",
  'rulesSum.unanswered': ({ part, rest }) => `No winning move: part ${part} is infinite and the other parts XOR to ${rest}, a value none of its moves reaches.`,
  'rulesSum.twoInfinite': ({ first, second }) => `No winning move: parts ${first} and ${second} are infinite, and a move in one leaves the other infinite: neither side can force a win.`,
  'rulesSum.xorWord': ' xor ',
  'rulesSum.start': ({ states }) => `Start: this game has moves to sums, so it is solved from its Grundy values. Each step values one of its ${states} positions, leaves first: every position it moves to, or has as a part, is valued before it. No remoteness is shown: a sum's does not follow from its parts'.`,
  'rulesSum.step': ({ state, outcome }) => `${state} is valued: ${outcome}, from the values of the positions and sums it moves to (the mex; a sum's value is the XOR of its parts').`,
  'rulesSum.valued': ({ value }) => `Its Grundy value is ${value}: the mex of its moves' values, where a move to a sum has the XOR of its parts' values. No remoteness: a sum's does not follow from its parts'.`,
  'rulesSum.notYet': 'Not valued yet: a position is valued once every position it moves to, or has as a part, is.',
  'rulesSum.moves': ({ moves }) => `Its moves to sums: ${moves}.`,
  'rulesSum.sumMove': ({ parts, values, value }) => `to ${parts}: ${values} = ${value}`,
  'rulesSum.play': 'Play this sum against the computer',
  'rulesSum.playYourMove': 'Your move',
  'rulesSum.playGo': 'Move',
  'rulesSum.playMove': ({ part, from, to }) => `part ${part}: ${from} → ${to}`,
  'rulesSum.playYou': ({ move }) => `You: ${move}`,
  'rulesSum.playComputer': ({ move }) => `Computer: ${move}`,
  'rulesSum.playYourTurn': ({ sum }) => `Your turn, on ${sum}. The computer leaves you a sum of value 0 whenever it can.`,
  'rulesSum.playYouWin': 'The computer cannot move: you win.',
  'rulesSum.playComputerWins': 'You cannot move: the computer wins.',
};
