// Berzerk's words in English: its markup's (parts.html) and its code's, with the keys
// of words.zh.js. The page's catalogue (i18n/index.js) adds them to the shared words.

import {
  casePrefix, count, duration, grouped, list, mover, orList, place, places,
} from '../../i18n/en-grammar.js';
import { placeNextToHole, placesAfterHole } from '../../i18n/examples.js';

/** The page's limit on a run's length, as the refusals give it. */
const PAGE_LIMIT = 'the page runs games to their end in a few seconds at most';

/** A broken game rule (the contract's `RuleWire`), as the command words it. */
function rule(r) {
  switch (r.code) {
    case 'tooFewObjects': return `n must be at least 2 (the hole and one planet), got ${r.n}`;
    case 'tooManyObjects': return `n must be at most 4294967295, got ${r.n}`;
    case 'emptySet': return `${mover(r.mover)}'s jump set is empty; it needs at least one jump`;
    case 'jumpOutOfRange': return `${mover(r.mover)}'s jump ${r.jump} is out of range: jumps must be between 1 and ${Math.max(0, r.n - 1)}`;
    default: return `${mover(r.mover)}'s jump ${r.jump} appears twice; jumps must be distinct`;
  }
}

export const EN = {
  'numbering.label': "Numbering",
  'numbering.object': "objects 1..n, hole 1 (Codeforces)",
  'numbering.position': "positions 0..n−1, end 0",
  'check.answerLabel': "Your program's two lines for this game",
  'check.case': "Case",
  'check.inputLabel': "Or load a judge input (one game, or T cases)",
  'check.load': "Load",
  'form.berzerkTitle': "Game",
  'form.n': "n",
  'form.nHint': ({ numbering }) => places(numbering),
  'form.s1': "Rick's jumps",
  'form.s1Placeholder': "e.g. 3 2 or 1-9",
  'form.s2': "Morty's jumps",
  'form.s2Placeholder': "e.g. 1, 2, 3",
  'format.expectedBerzerk': ({ words, choices, places: range }) => `${count(words, 'word')} of ${orList(choices)}: ${range} with Rick moving first, then with Morty moving first`,
  'format.expectedCases': ({
    words, choices, games, places: range,
  }) => `${count(words, 'word')} of ${orList(choices)}: for each of the ${games} games, ${range} with Rick moving first, then with Morty moving first`,
  'game.berzerk': "Berzerk",
  'legend.decremented': "A predecessor whose counter this step lowered",
  'legend.density': "On large circles each sliver of a ring is a bar: from the outside in, the shares of Win, Lose, Loop and undecided among the states it covers",
  'legend.hole': ({ numbering }) => (numbering === 'position'
    ? 'Position 0, the black hole: whoever is to move there has lost'
    : 'Object 1, the black hole: whoever is to move there has lost'),
  'legend.holes': "Holes",
  'legend.holesText': "the two hole states are Lose in 0 from the start; they are not objects of the judge's answer, so the counts of outcomes (the status line, the whole result) leave them out, while the queue and the steps take them like any other state",
  'legend.itsCounter': "its counter",
  'legend.labelled': "A predecessor this step labelled",
  'legend.names': ({ numbering }) => `${place(numbering)} ${placeNextToHole(numbering)} with Rick to move (outer ring) or Morty to move (inner ring)`,
  'legend.namesTerm': ({ numbering }) => `R${placeNextToHole(numbering)}, M${placeNextToHole(numbering)}`,
  'legend.pinHint': "Click or tap a state to pin it; Esc unpins. On large circles a magnifier shows the states around the one in focus, with their letters.",
  'legend.queued': "Waiting in the queue: a numbered dot (1 = next); on large circles a dark band beside the ring",
  'legend.taken': "Just taken off the queue: a thick outline (a tick across the ring on large circles)",
  'play.startHint': ({ numbering }) => `e.g. R${placeNextToHole(numbering)}`,
  'preset.big': "n = 7000, full sets",
  'preset.loop': "Mostly Loop",
  'preset.sample1': "Sample 1",
  'preset.sample2': "Sample 2",
  'result.caption': "Win and Lose states per remoteness, for each mover, and the Loops",
  'result.classesHint': ({ numbering }) => `${numbering === 'position' ? 'Positions' : 'Objects'} by outcome with Rick first / with Morty first (click to mark them):`,
  'result.mortyToMove': "Morty to move",
  'result.rickToMove': "Rick to move",
  'save.answerTitle': "Judge output",
  'why.colJump': "Jump",
  'why.colTo': "To",
  'form.jumpsShortened': ({ more }) => `… and ${grouped(more)} more, kept as applied (too many to show here; Apply uses them all)`,
  'berzerk.caption': ({ n, rick, morty }) => `n = ${n}; Rick's jumps ${rick}; Morty's jumps ${morty}`,
  'berzerk.setMore': ({ shown, count: n }) => `${shown}, … (${grouped(n)} jumps)`,
  'berzerk.hole': 'the hole',
  'berzerk.holePlace': ({ number }) => `${number} (the black hole)`,
  'berzerk.place': ({ number, numbering }) => `${place(numbering)} ${number}`,
  'berzerk.placeRange': ({ first, last, numbering }) => `${places(numbering)} ${first}..${last}`,
  'berzerk.whoAt': ({ mover, place }) => `${mover} at ${place}`,
  'berzerk.status': ({
    steps, win, lose, loop, undecided, queue,
  }) => `Step ${steps} · Win ${win} · Lose ${lose} · Loop ${loop} · undecided ${undecided} · queue ${queue}`,
  'berzerk.statusHoles': 'the outcome counts leave out the two hole states; the queue and the steps include them',
  'berzerk.start': ({ rick, morty }) => `Start: each state's counter is its number of moves (${rick} for Rick, ${morty} for Morty). `
    + 'The two hole states are lost for the player to move there (Lose in 0) and wait in the queue. '
    + 'Press Step (→) to take the first state off the queue.',
  'berzerk.tookHole': ({ who }) => `Took ${who}: the game is over there, so it is Lose in 0.`,
  'berzerk.took': ({ who, outcome }) => `Took ${who} (${outcome}).`,
  'berzerk.ruleLose': 'It is a Lose, so every undecided state with a move onto it is a Win.',
  'berzerk.ruleWin': 'It is a Win, so every undecided state with a move onto it has one move fewer not known to reach a Win.',
  'berzerk.labelledWin': ({ who, jump, remoteness }) => `${who} can jump ${jump} onto it: Win in ${remoteness}.`,
  'berzerk.labelledLose': ({
    who, jumps, count: k, other, remoteness,
  }) => `${who} now has ${k === 1 ? `its only move (${jumps})` : `every move (${jumps})`} reaching a Win for ${other}: Lose in ${remoteness}.`,
  'berzerk.counterTo': ({ name, from, remaining }) => `${name}'s counter ${from} → ${remaining}`,
  'berzerk.noPredecessor': 'No state with a move onto it was still undecided: nothing changes.',
  'berzerk.queueEmpty': ({ loops }) => `Queue empty: ${count(loops, 'state')} whose ${loops === 1 ? 'counter' : 'counters'} never reached 0 ${loops === 1 ? 'is' : 'are'} labelled Loop.`,
  'berzerk.queueEmptyNoLoop': 'Queue empty: every state is decided; none is Loop.',
  'berzerk.queueNone': 'empty: the next step labels every undecided state Loop',
  'tip.state': 'State',
  'tip.place': ({ numbering }) => (numbering === 'position' ? 'Position' : 'Object'),
  'tip.toMove': 'To move',
  'tip.jump': ({ jump }) => `jump ${jump} clockwise`,
  'why.hint': 'Hover a state to see why it has its outcome; click or tap it to pin it here (Esc unpins).',
  'why.hole': ({ who, other }) => `Game over: ${who} is to move on the hole, so ${other} has just won. Lose in 0.`,
  'why.winInto': ({ who, jump }) => `Win in 1: ${who} jumps ${jump} straight into the hole.`,
  'why.win': ({
    who, other, jump, remoteness, place, toRemoteness,
  }) => `Win in ${remoteness}: ${who} jumps ${jump} to ${place}, where ${other} loses in ${toRemoteness}.`,
  'why.lose': ({
    remoteness, jumps, count: k, other, resist, place, toRemoteness,
  }) => `Lose in ${remoteness}: ${k === 1 ? `the only move (${jumps}) reaches` : `every move (${jumps}) reaches`} a state where ${other} wins; `
    + `${k === 1 ? 'it' : resist} resists longest (${place}, where ${other} wins in ${toRemoteness}).`,
  'why.loseTied': ({
    remoteness, jumps, other, tied, resist, place, toRemoteness,
  }) => `Lose in ${remoteness}: every move (${jumps}) reaches a state where ${other} wins; ${list(tied)} resist longest, ${tied.length === 2 ? 'both' : 'all'} alike `
    + `(${other} wins in ${toRemoteness} after each; the best line takes ${resist}, to ${place}).`,
  'why.loop': ({
    who, other, jump, place,
  }) => `Loop: no move reaches a state where ${other} loses, and ${jump} leads to ${place}, which ${other} cannot win either, so ${who} keeps the game going.`,
  'why.undecided': ({ counter, k, other }) => `Undecided so far. Counter ${counter}: ${count(counter, 'move')} of ${k} not yet known to reach a Win for ${other}.`,
  'why.knownWins': ({ jumps, other }) => `Known to reach a Win for ${other}: ${list(jumps)}.`,
  'why.queuedWins': ({ jumps, other }) => `Waiting in the queue, Wins for ${other} that will count down the counter: ${list(jumps)}.`,
  'why.knownLoses': ({ jumps, other, who }) => (jumps.length === 1
    ? `${jumps[0]} reaches a Lose for ${other} still in the queue: ${who} will win once it is taken.`
    : `${list(jumps)} reach Loses for ${other} still in the queue: ${who} will win once the first is taken.`),
  'why.lineItem': ({
    who, jump, name, place,
  }) => `${who} jumps ${jump} → ${name} (${place})`,
  'why.lineToHole': ({ count: n }) => `Best line: ${count(n, 'move')} to the hole.`,
  'why.toCell': ({ name, place: at }) => `${name} (${at})`,
  'code.counters': 'for each state s: counter(s) ← its number of moves',
  'code.queueHoles': 'queue ← the states with no move (both holes): Lose, remoteness 0',
  'code.each': '  for each undecided state p with a move onto s:',
  'code.loops': 'every state still undecided ← Loop',
  'board.taken': ({ name }) => `${name} taken`,
  'board.viewAll': ({ zoom }) => `Zoomed ×${zoom.toFixed(1)}: the whole circle is in view.`,
  'board.viewArc': ({
    first, last, n, zoom, numbering,
  }) => `In view: ${places(numbering)} ${grouped(first)} to ${grouped(last)} of ${grouped(n)} (zoom ×${zoom < 10 ? zoom.toFixed(1) : Math.round(zoom)}). Click the small circle to move.`,
  'board.viewArcWrap': ({
    first, last, n, zoom, end, start, numbering,
  }) => `In view: ${places(numbering)} ${grouped(first)} to ${grouped(end)} and ${grouped(start)} to ${grouped(last)} of ${grouped(n)} (zoom ×${zoom < 10 ? zoom.toFixed(1) : Math.round(zoom)}). Click the small circle to move.`,
  'link.badPlay': ({ value, n, numbering }) => {
    const { first, last } = placesAfterHole(numbering, n);
    return `The link's play=${value} was ignored: a start is a state such as R${first} or M${last}, not the hole.`;
  },
  'link.badYou': ({ value }) => `The link's you=${value} was ignored: it is rick or morty.`,
  'check.cases': ({ count: n }) => `${grouped(n)} cases in this input.`,
  'play.moveLabel': ({ jump, name }) => `${jump} → ${name}`,
  'play.youWin': ({ who, moves }) => `You win: ${who} sends the monster into the hole, after ${count(moves, 'move')} in all.`,
  'play.computerWins': ({ who, moves }) => `The computer wins: ${who} sends the monster into the hole, after ${count(moves, 'move')} in all.`,
  'play.logYou': ({ who, jump, name }) => `${who} (you) jumps ${jump} → ${name}`,
  'play.logComputer': ({ who, jump, name }) => `${who} jumps ${jump} → ${name}`,
  'play.intoHole': ({ text }) => `${text} (into the hole)`,
  'predict.tooLarge': ({ limit }) => `Predicting works on circles of up to ${limit} objects, where every state is drawn.`,
  'result.final': 'The final result. The two hole states (Lose in 0) are not counted.',
  'result.soFar': ({ steps }) => `As the run stands at step ${steps}; undecided states are counted apart. The two hole states are not counted.`,
  'proof.noMoves': ({ me }) => `the monster is in the hole: ${me} has lost`,
  'proof.winInto': ({ me, jump }) => `${me} plays ${jump} into the hole and wins at once`,
  'proof.winTo': ({
    me, you, jump, place: at,
  }) => `${me} plays ${jump} to ${at}, where ${you} loses (every ${you} move from ${at} reaches a Win for ${me})`,
  'proof.everyMoveLoses': ({
    me, you, listed, more,
  }) => `every ${me} move reaches a Win for ${you}: ${listed.join(', ')}${more > 0 ? `, and ${more} more` : ''}`,
  'proof.resists': ({ reaches, you, remoteness }) => `${reaches} (${you} wins in ${remoteness})`,
  'proof.noWinningMove': ({
    me, you, listed, more, stay,
  }) => `no ${me} move reaches a Lose for ${you} (${listed.join(', ')}${more > 0 ? `, and ${more} more` : ''}), and ${stay}`,
  'proof.landsOn': ({ reaches, worth }) => `${reaches}: ${worth}`,
  'proof.winFor': ({ you, remoteness }) => `a Win for ${you} in ${remoteness}`,
  'proof.loopMove': ({
    me, you, jump, place: at,
  }) => `${me}'s move ${jump} reaches ${at}, which ${you} cannot win (a Loop)`,
  'proof.into': ({ jump }) => `${jump} into the hole`,
  'proof.to': ({ jump, place: at }) => `${jump} to ${at}`,
  'proof.plays': ({ who, reaches }) => `${who} plays ${reaches}`,
  'judgeInput.item.objects': 'n (the number of objects)',
  'judgeInput.item.setSize': ({ mover: m }) => `k${m === 'rick' ? 1 : 2} (the size of ${mover(m)}'s set)`,
  'judgeInput.item.jump': ({ mover: m, index, count: of }) => `${mover(m)}'s jump ${index} of ${of}`,
  'judgeInput.item.cases': 'T (the number of cases)',
  'judgeInput.after.game': 'the game',
  'judgeInput.after.cases': ({ count: n }) => `the last of ${n} cases`,
  'judgeInput.problem.rule': ({ case: c, rule: r }) => `${casePrefix(c)}${rule(r)}`,
  'judgeInput.problem.tooManyObjectsInAll': ({ case: c, n, max }) => `${casePrefix(c)}n = ${n} takes the sum of n over all cases past ${max}`,
  'quantity.objects': 'n',
  'problem.rule': ({ rule: r }) => rule(r),
  'problem.abovePageLimit': ({ n, max }) => `n must be at most ${max} on this page, got ${n}`,
  'problem.notAJump': ({ mover: m, word }) => `${word} is not a jump: ${mover(m)}'s jumps are whole numbers (or ranges like 1-9) separated by spaces or commas`,
  'problem.jumpTooLarge': ({ word }) => `${word} is far too large for a jump`,
  'problem.backwardRange': ({ word, first, last }) => `the range ${word} runs backwards; write it as ${last}-${first}`,
  'problem.tooManyJumps': ({
    mover: m, count: k, n, seconds,
  }) => `${mover(m)}'s ${k} jumps are too many for n = ${n} on this page: running it to the end could take up to ${duration(seconds)} (${PAGE_LIMIT})`,
  'problem.tooLargeForJumps': ({ n, seconds }) => `n = ${n} is too large for these jump sets on this page: running it to the end could take up to ${duration(seconds)} (${PAGE_LIMIT})`,
  'problem.noSuchCase': ({ case: c, held }) => `there is no case ${c}: the input holds ${held === 1 ? 'one game' : `${held} cases`}`,
};
