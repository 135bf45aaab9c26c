// English: the page's words. Every text the page shows comes from here (or from the Chinese
// catalogue, zh.js, which has the same keys). Entries are strings or functions of named
// values; numbers arrive as numbers and lists as arrays, so each language words them.
// Problems, verdicts and proofs come from Rust as codes and values (crates/wire); their
// English here is word for word the command's (tests/unit/rust-words.test.mjs holds them to it).

import { grouping } from './numbers.js';
import { placeNextToHole, placesAfterHole } from './examples.js';

const LIST = new Intl.ListFormat('en', { type: 'conjunction' });
/** "2", "2 and 3", "2, 3 and 5". */
const list = (items) => LIST.format(items.map(String));
/** "1 move", "3 moves". */
const count = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const grouped = grouping('en-US');
/** "Win, Lose or Loop": the command's way of offering choices. */
const orList = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`);
/** What Berzerk's numbers count: objects 1..n (object 1 the hole) or positions 0..n-1. */
const places = (numbering) => (numbering === 'position' ? 'positions' : 'objects');
const place = (numbering) => (numbering === 'position' ? 'position' : 'object');
const MOVER = { rick: 'Rick', morty: 'Morty' };
const mover = (name) => MOVER[name];

/** The command's "about 20 seconds", "about 13 minutes", "about 2 hours". */
function duration(seconds) {
  if (seconds < 120) return `about ${seconds} seconds`;
  if (seconds < 7200) return `about ${Math.ceil(seconds / 60)} minutes`;
  return `about ${Math.ceil(seconds / 3600)} hours`;
}

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

const casePrefix = (c) => (c === null || c === undefined ? '' : `case ${c}: `);

/** An item of a judge format (`ItemWire`). */
function item(i) {
  switch (i.kind) {
    case 'objects': return 'n (the number of objects)';
    case 'setSize': return `k${i.mover === 'rick' ? 1 : 2} (the size of ${mover(i.mover)}'s set)`;
    case 'jump': return `${mover(i.mover)}'s jump ${i.index} of ${i.count}`;
    case 'cases': return 'T (the number of cases)';
    case 'queries': return 'T (the number of queries)';
    case 'pile': return `query ${i.query} of ${i.queries}: the ${i.second ? 'second' : 'first'} pile`;
    case 'nodes': return 'n (the number of nodes)';
    case 'edges': return 'm (the number of edges)';
    default: return `edge ${i.edge} of ${i.edges}: ${i.head ? 'v (the node it moves to)' : 'u (the node it moves from)'}`;
  }
}

const wanted = (w) => `${casePrefix(w.case)}${item(w.item)}`;

function bounds(b) {
  if (b.kind === 'any') return 'a 64-bit integer';
  return b.kind === 'atMost' ? `at most ${b.max}` : `between ${b.lo} and ${b.hi}`;
}

function after(a) {
  switch (a.kind) {
    case 'game': return 'the game';
    case 'cases': return `the last of ${a.count} cases`;
    case 'queries': return `the last of ${a.count} queries`;
    default: return a.count === 0 ? 'n and m (the graph has no edges)' : `the last of ${a.count} edges`;
  }
}

/** What the judge's reader found wrong (`InputProblemWire`), as the command words it. */
function inputProblem(p) {
  switch (p.kind) {
    case 'empty': return `the input is empty; expected ${wanted(p.wanted)}`;
    case 'endsEarly': return `the input ends early; expected ${wanted(p.wanted)}`;
    case 'notAnInteger': return `expected ${wanted(p.wanted)} (an integer), found ${p.binary ? 'binary data' : 'a word'} ${p.text}`;
    case 'outOfRange': return `${wanted(p.wanted)} must be ${bounds(p.bounds)}, found ${p.text}`;
    case 'rule': return `${casePrefix(p.case)}${rule(p.rule)}`;
    case 'tooManyObjectsInAll': return `${casePrefix(p.case)}n = ${p.n} takes the sum of n over all cases past ${p.max}`;
    default: return `unexpected extra input ${p.text} after ${after(p.after)}`;
  }
}

const PAGE_LIMIT = 'the page runs games to their end in a few seconds at most';
const WHAT = { objects: 'n', gridSize: 'the grid size', pile: 'a pile' };

export const EN = {
  // ---- Texts of index.html (data-i18n and data-i18n-attr) ----
  'app.gameSwitch': "Game",
  'app.subtitle': "games solved backwards",
  'app.title': "Retrograde",
  'app.documentTitle': "Retrograde: games solved backwards",
  'lang.label': "Language",
  'numbering.label': "Numbering",
  'numbering.object': "objects 1..n, hole 1 (Codeforces)",
  'numbering.position': "positions 0..n−1, end 0",
  'ask.ask': "Ask",
  'ask.first': "First pile",
  'ask.firstPlaceholder': "e.g. 3",
  'ask.hint': "Any piles from 0 to 5000, answered at once. Alice moves first.",
  'ask.log': "Earlier answers",
  'ask.second': "Second pile",
  'ask.secondPlaceholder': "e.g. 5",
  'ask.title': "Who wins?",
  'board.label': "The game board, coloured by outcome as in the legend. With the board focused, the arrow keys move a cursor and Enter pins.",
  'board.region': "Game board",
  'check.answerLabel': "Your program's two lines for this game",
  'check.case': "Case",
  'check.check': "Check",
  'check.inputLabel': "Or load a judge input (one game, or T cases)",
  'check.load': "Load",
  'check.queriesLabel': "Queries: a judge input (T, then T lines n m)",
  'check.title': "Check an answer",
  'check.wrongStates': "Wrong states (click to see why)",
  'fatal.restart': "Start over",
  'form.apply': "Apply",
  'form.berzerkTitle': "Game",
  'form.n': "n",
  'form.nHint': ({ numbering }) => places(numbering),
  'form.pileSize': "Grid size",
  'form.pileSizeHint': "largest pile",
  'form.pilesTitle': "Grid",
  'form.presets': "Presets",
  'form.random': "Random",
  'form.s1': "Rick's jumps",
  'form.s1Placeholder': "e.g. 3 2 or 1-9",
  'form.s2': "Morty's jumps",
  'form.s2Placeholder': "e.g. 1, 2, 3",
  'game.berzerk': "Berzerk",
  'game.piles': "Two piles",
  'legend.counter': "Counter",
  'legend.counterText': "moves not yet known to reach a Win for the opponent; at 0 every move loses, so the state is Lose. Only undecided states show it.",
  'legend.decremented': "A predecessor whose counter this step lowered",
  'legend.density': "On large circles each sliver of a ring is a bar: from the outside in, the shares of Win, Lose, Loop and undecided among the states it covers",
  'legend.hole': ({ numbering }) => (numbering === 'position'
    ? 'Position 0, the black hole: whoever is to move there has lost'
    : 'Object 1, the black hole: whoever is to move there has lost'),
  'legend.holes': "Holes",
  'legend.holesText': "the two hole states are Lose in 0 from the start; they are not objects of the judge's answer, so the counts of outcomes (the status line, the whole result) leave them out, while the queue and the steps take them like any other state",
  'legend.itsCounter': "its counter",
  'legend.keys': "Keys: space play/pause, → step, ← back, End run to the end, Esc stop or unpin, + − 0 zoom, p present, c contrast",
  'legend.labelled': "A predecessor this step labelled",
  'legend.line': "The best line from the state in focus, move by move",
  'legend.moverLoses': "mover loses",
  'legend.names': ({ numbering }) => `${place(numbering)} ${placeNextToHole(numbering)} with Rick to move (outer ring) or Morty to move (inner ring)`,
  'legend.namesTerm': ({ numbering }) => `R${placeNextToHole(numbering)}, M${placeNextToHole(numbering)}`,
  'legend.notDecided': "Not decided yet",
  'legend.pPosition': "P-position",
  'legend.pileHint': "Cell (n, m): n stones in the first pile (across), m in the second (down). Hover a winning cell to see the move onto the P-position it reaches. Wheel or +/− to zoom, drag to pan, 0 to fit.",
  'legend.pinHint': "Click or tap a state to pin it; Esc unpins. On large circles a magnifier shows the states around the one in focus, with their letters.",
  'legend.queued': "Waiting in the queue: a numbered dot (1 = next); on large circles a dark band beside the ring",
  'legend.remoteness': "Remoteness",
  'legend.remotenessText': "moves to the end under best play: the winner hurries, the loser stalls",
  'legend.ruledOut': "ruled out",
  'legend.ruledOutLatest': "Ruled out by the latest P-position",
  'legend.taken': "Just taken off the queue: a thick outline (a tick across the ring on large circles)",
  'legend.title': "Legend",
  'mover.morty': "Morty",
  'mover.rick': "Rick",
  'options.contrast': "High contrast",
  'options.contrastTitle': "Colours with the most contrast (c)",
  'options.present': "Present",
  'options.presentTitle': "Board, steps, narration and algorithm only, in large type (p)",
  'outcome.loop': "Loop",
  'outcome.lose': "Lose",
  'outcome.undecided': "Undecided",
  'outcome.win': "Win",
  'play.alice': "Alice (moves first)",
  'play.and': "and",
  'play.bob': "Bob",
  'play.chart': "The game's value for you after each move",
  'play.hints': "Hints",
  'play.move': "Move",
  'play.moves': "Your moves",
  'play.restart': "Restart",
  'play.sideToMove': "the side to move",
  'play.start': "Start",
  'play.startGame': "Start a game",
  'play.startHint': ({ numbering }) => `e.g. R${placeNextToHole(numbering)}`,
  'play.take': "Take",
  'play.title': "Play against perfect play",
  'play.undo': "Undo",
  'play.you': "You play",
  'predict.hint': "Click a state once if you expect the next step to label it, twice if you expect only its counter to drop. Mark nothing if you expect the step to change nothing. Step grades you: ✓ right, ✗ wrong, ? missed.",
  'predict.new': "New small game",
  'predict.newTitle': "A new random game small enough to predict",
  'predict.title': "Predict the next step",
  'predict.toggle': "Predict",
  'predict.stop': "Stop predicting",
  'predict.toggleTitle': "Mark what you expect the next step to do, then Step",
  'preset.big': "n = 7000, full sets",
  'preset.loop': "Mostly Loop",
  'preset.pileFull': "5000 × 5000",
  'preset.pileSample': "Sample queries",
  'preset.pileSmall': "Small grid",
  'preset.sample1': "Sample 1",
  'preset.sample2': "Sample 2",
  'result.caption': "Win and Lose states per remoteness, for each mover, and the Loops",
  'result.classesHint': ({ numbering }) => `${numbering === 'position' ? 'Positions' : 'Objects'} by outcome with Rick first / with Morty first (click to mark them):`,
  'result.mortyToMove': "Morty to move",
  'result.remoteness': "Remoteness",
  'result.rickToMove': "Rick to move",
  'result.shade': "Shade by remoteness",
  'result.shadeTitle': "Colour decided states from near the end (strong) to far (pale)",
  'result.title': "The whole result",
  'run.back': "◀ Back",
  'run.backTitle': "Undo one step (←)",
  'run.cancel': "Cancel",
  'run.cancelTitle': "Stop what is running (Esc)",
  'run.endTitle': "Run to the end; press again to stop (End)",
  'run.playTitle': "Play or pause (space)",
  'run.playback': "Playback",
  'run.progress': "Progress",
  'run.region': "The run",
  'run.reset': "Reset",
  'run.resetTitle': "Back to the start",
  'run.speed': "Speed",
  'run.step': "Step ▶",
  'run.stepTitle': "Take one state off the queue (→)",
  'save.answerTitle': "Judge output",
  'save.copy': "Copy",
  'save.json': "Table (JSON)",
  'save.jsonTitle': "Every state's outcome, remoteness and best moves",
  'save.link': "Copy link",
  'save.linkTitle': "Copy a link to what is shown",
  'save.png': "Board (PNG)",
  'save.pngTitle': "The board with its title, step, counts and legend, as a PNG image",
  'save.text': "Answer (text)",
  'save.textTitle': "The two judge lines, once the run is over",
  'save.group': "Save",
  'embed.button': "Copy embed code",
  'embed.buttonTitle': "Copy the HTML that shows this view in another page",
  'embed.snippet': "Embed code",
  'embed.autoplay': "Play on load",
  'embed.autoplayTitle': "The embedded view plays its run by itself once loaded",
  'embed.narration': "Narration",
  'embed.narrationTitle': "Show or hide what each step does",
  'embed.open': "Full page ↗",
  'embed.openTitle': "Open this view, at this step, in the full page in a new tab",
  'save.title': "Save and share",
  'story.algorithm': "The algorithm",
  'story.queue': "Queue",
  'story.found': "Found so far",
  'story.title': "What the search is doing",
  'tab.ask': "Who wins?",
  'tab.check': "Check",
  'tab.game': "Game",
  'tab.grid': "Grid",
  'tab.legend': "Legend",
  'tab.play': "Play",
  'tab.predict': "Predict",
  'tab.result': "Result",
  'tab.save': "Save",
  'tab.why': "Why?",
  'timeline.label': "Timeline",
  'timeline.layer': "Step one layer",
  'timeline.layerTitle': "Run on until the last state of the next remoteness layer leaves the queue",
  'timeline.map': "Map the run",
  'timeline.mapTitle': "Run the whole game once, so that any step can be shown",
  'tools.region': "Tools",
  'why.close': "Close and unpin",
  'why.colJump': "Jump",
  'why.colOutcome': "Outcome there",
  'why.colRemoteness': "Remoteness",
  'why.colTo': "To",
  'why.title': "Why?",
  'draw.delete': "Delete selected",
  'draw.find': "Find node",
  'draw.findGo': "Find",
  'draw.hint': "While drawing: click empty board to add a node, drag from a node to a node to add a move, click a node or a move to select it, then Delete.",
  'draw.title': "Draw",
  'draw.toggle': "Draw on the board",
  'form.graphEdges': "Edge list: n m, then one line u v for each move (nodes 1..n)",
  'form.graphTitle': "Graph",
  'form.graphFile': "Open a file…",
  'game.graph': "Graph",
  'graphLegend.badge': "The badge on a node: its counter while undecided, its remoteness once decided",
  'graphLegend.decremented': "To a node with a move onto it whose counter this step lowered",
  'graphLegend.labelled': "From the node taken to a node with a move onto it that this step labelled",
  'graphLegend.large': "Large graphs",
  'graphLegend.largeText': "beyond 400 nodes each node is a cell of a grid, in node order while the run goes on and grouped by outcome and remoteness once it is over; a darker cell waits in the queue. Zoom in to read the numbers; Find node brings one into view.",
  'graphLegend.layout': "Layout",
  'graphLegend.layoutText': "while the run goes on, moves pull their nodes together; once it is over, a column per remoteness, the end (0) on the right, and the Loops apart on the left",
  'graphLegend.queued': "Waiting in the queue: a numbered tag under the node (1 = next)",
  'graphLegend.taken': "Just taken off the queue: a thick ring",
  'preset.graphChain': "A chain",
  'preset.graphCycle': "A cycle",
  'preset.graphDraw': "Draw by repetition",
  'preset.graphSleepy': "Sleepy Game (CF 936B)",
  'save.graphAnswerHint': "As retrograde graph --remoteness prints it: a word per node, then each node's remoteness (- for a Loop).",
  'save.graphAnswerTitle': "Answer",
  'why.colMoveTo': "Move to",
  'zoom.fit': "Fit",
  'zoom.fitTitle': "Show the whole board (0)",
  'zoom.group': "Zoom",
  'zoom.in': "Zoom in",
  'zoom.inTitle': "Zoom in (+)",
  'zoom.out': "Zoom out",
  'zoom.outTitle': "Zoom out (−)",
  // ---- Shared words ----
  'join.sentences': ' ',
  'join.items': ', ',
  'outcome.0': 'undecided',
  'outcome.1': 'Win',
  'outcome.2': 'Lose',
  'outcome.3': 'Loop',
  'outcome.in': ({ name, remoteness }) => `${name} in ${remoteness}`,
  'mover.0': 'Rick',
  'mover.1': 'Morty',
  'count.moves': ({ count: n }) => count(n, 'move'),
  'count.states': ({ count: n }) => count(n, 'state'),
  'count.steps': ({ count: n }) => count(n, 'step'),
  'status.done': 'done',
  /** An aside after the status line, such as what its counts leave out. */
  'status.note': ({ note }) => `(${note})`,
  'form.notApplied': 'Edited, not applied yet: press Apply (or Enter) to show this game.',
  'form.jumpsShortened': ({ more }) => `… and ${grouped(more)} more, kept as applied (too many to show here; Apply uses them all)`,
  'caption.edited': '(the form has changes not applied)',
  'fatal.message': ({ message }) => `The page could not go on: ${message}`,
  'speed.value': ({ speed }) => `${speed} ${speed === 1 ? 'step' : 'steps'}/s`,
  'run.play': 'Play',
  'run.pause': 'Pause',
  'run.end': 'End',
  'run.stop': 'Stop',
  'progress.title': ({ percent }) => `${percent}% of the run`,
  'progress.job': ({ what, percent }) => `${what}: ${percent}%`,
  'job.end': 'Running to the end',
  'job.seek': 'Going to the step',
  'job.timeline': 'Mapping the run',
  'job.table': 'Building the table',
  'job.check': 'Checking',
  'job.judge': 'Writing the answer',
  'job.stats': 'Tallying',
  'job.back': 'Going back a step',
  'job.record': 'Recording the run step by step',

  // ---- Berzerk ----
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
  'berzerk.moreLabelled': ({ count: n }) => `… and ${grouped(n)} more labelled.`,
  'berzerk.counterTo': ({ name, remaining }) => `${name} → ${remaining}`,
  'berzerk.countersDown': ({ shown, more }) => `Counters down: ${shown.join(', ')}${more > 0 ? `, and ${grouped(more)} more` : ''}.`,
  'berzerk.noPredecessor': 'No state with a move onto it was still undecided: nothing changes.',
  'berzerk.queueEmpty': ({ loops }) => `Queue empty: ${count(loops, 'state')} never reached 0 and ${loops === 1 ? 'is' : 'are'} labelled Loop.`,
  'berzerk.queueEmptyNoLoop': 'Queue empty: every state is decided; none is Loop.',
  'berzerk.queueNext': ({ names, more }) => `${names.join(' ')}${more > 0 ? ` … +${grouped(more)}` : ''}`,
  'berzerk.queueNone': 'empty: the next step labels every undecided state Loop',
  'berzerk.queueDone': 'empty',
  'tip.state': 'State',
  'tip.place': ({ numbering }) => (numbering === 'position' ? 'Position' : 'Object'),
  'tip.toMove': 'To move',
  'tip.outcome': 'Outcome',
  'tip.undecided': 'undecided so far',
  'tip.counter': 'Counter',
  'tip.movesLeft': ({ count: n }) => `${count(n, 'move')} not yet known to reach a Win`,
  'tip.remoteness': 'Remoteness',
  'tip.best': 'Best move',
  'tip.jump': ({ jump }) => `jump ${jump} clockwise`,
  'tip.queue': 'Queue',
  'tip.queuePlace': ({ place }) => `#${place} waiting`,

  // ---- Why? ----
  'why.hint': 'Hover a state to see why it has its outcome; click or tap it to pin it here (Esc unpins).',
  'why.pinned': 'Pinned',
  'why.headline': ({ prefix, name, headline }) => `${prefix} ${name}: ${headline}`,
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
  'why.lineCycle': ({ move }) => `A line that never ends: from move ${move} it goes round the same cycle.`,
  'why.more': ({ count: n }) => `… and ${grouped(n)} more`,
  'why.lineMore': ({ count: n }) => `… and ${grouped(n)} more ${n === 1 ? 'move' : 'moves'}`,
  'why.lineNext': ({ count: n }) => `Show the next ${grouped(n)}`,
  'why.toCell': ({ name, place: at }) => `${name} (${at})`,
  'why.group.winning': 'Winning moves',
  'why.group.looping': 'Moves that keep it looping',
  'why.group.undecided': 'Moves not decided yet',
  'why.group.losing': 'Losing moves',

  // ---- The algorithm ----
  'code.counters': 'for each state s: counter(s) ← its number of moves',
  'code.queueHoles': 'queue ← the states with no move (both holes): Lose, remoteness 0',
  'code.loop': 'while the queue is not empty:',
  'code.take': '  s ← take the front of the queue',
  'code.each': '  for each undecided state p with a move onto s:',
  'code.win': '    if s is Lose: p ← Win, remoteness(s) + 1; queue p',
  'code.countDown': '    else: counter(p) ← counter(p) − 1',
  'code.lose': '      if counter(p) = 0: p ← Lose, remoteness(s) + 1; queue p',
  'code.loops': 'every state still undecided ← Loop',
  // ---- The board ----
  'glyph.0': '',
  'glyph.1': 'W',
  'glyph.2': 'L',
  'glyph.3': '∞',
  'mover.letter.0': 'R',
  'mover.letter.1': 'M',
  'board.outerRing': 'outer ring: Rick to move',
  'board.innerRing': 'inner ring: Morty to move',
  'board.holeNote': ({ number, numbering }) => `▲ ${place(numbering)} ${number} = black hole`,
  'board.scale': ({ max }) => `remoteness 0 → ${max}`,
  'board.taken': ({ name }) => `${name} taken`,
  'board.viewAll': ({ zoom }) => `Zoomed ×${zoom.toFixed(1)}: the whole circle is in view.`,
  'board.viewArc': ({
    first, last, n, zoom, numbering,
  }) => `In view: ${places(numbering)} ${grouped(first)} to ${grouped(last)} of ${grouped(n)} (zoom ×${zoom < 10 ? zoom.toFixed(1) : Math.round(zoom)}). Click the small circle to move.`,
  'board.viewArcWrap': ({
    first, last, n, zoom, end, start, numbering,
  }) => `In view: ${places(numbering)} ${grouped(first)} to ${grouped(end)} and ${grouped(start)} to ${grouped(last)} of ${grouped(n)} (zoom ×${zoom < 10 ? zoom.toFixed(1) : Math.round(zoom)}). Click the small circle to move.`,
  'board.row': ({ name, value }) => `${name} ${value}`,
  'board.pinnedText': ({ focus }) => `Pinned: ${focus}.`,
  'board.focusText': ({ focus }) => `In focus: ${focus}.`,
  'board.cursorAt': 'Cursor on',
  'board.concealedClick': 'Hints are off: a click pins nothing until the game is over, so the board keeps what you are finding out.',
  'status.concealed': 'Hints are off: outcomes and their counts are hidden until the game is over.',
  'why.concealed': 'Hints are off: no position is explained here until the game is over. Turn Hints on in Play to see why.',
  'play.concealedNote': 'Hidden while Hints are off, until the game is over.',
  'options.leavePresent': 'Leave presentation',
  'options.standard': 'Standard colours',

  // ---- Timeline ----
  'timeline.firstLose': 'first Lose by counting down',
  'timeline.layerEnd': 'a remoteness layer off the queue',
  'timeline.queueEmpty': 'queue empty',
  'timeline.markFirstLose': ({ step }) => `step ${step}: the first Lose found by counting down (one with moves, every one reaching a Win)`,
  'timeline.markLayer': ({ step, remoteness }) => `step ${step}: the last of remoteness ${remoteness} leaves the queue; all of remoteness ${remoteness + 1} are decided by now`,
  'timeline.markLastLayer': ({ step, remoteness }) => `step ${step}: the last of remoteness ${remoteness}, the deepest layer, leaves the queue`,
  'timeline.markLayers': ({ step, first, last }) => `from step ${step}: the layers of remoteness ${first} to ${last} leave the queue, one after another`,
  'timeline.markQueueEmpty': ({ step }) => `step ${step}: the queue is empty`,
  'timeline.unmapped': 'Map the run to scrub through it.',
  'timeline.value': ({ step }) => `step ${step}`,
  'timeline.valueOf': ({ step, total }) => `step ${step} of ${total}`,

  // ---- Links ----
  'link.badGame': ({ value }) => `The link's game=${value} is not a game here: showing Berzerk.`,
  'link.badStep': ({ value }) => `The link's step=${value} was ignored: a step is a whole number, or end.`,
  'link.stepPastEnd': ({ value, steps }) => `The link's step=${value} is past the end of the run (${count(steps, 'step')}): showing the end.`,
  'link.badPin': ({ value }) => `The link's pin=${value} was ignored: there is no such state in this game.`,
  'link.badPlay': ({ value, n, numbering }) => {
    const { first, last } = placesAfterHole(numbering, n);
    return `The link's play=${value} was ignored: a start is a state such as R${first} or M${last}, not the hole.`;
  },
  'link.badYou': ({ value }) => `The link's you=${value} was ignored: it is rick or morty.`,
  'link.youWithoutPlay': 'The link\'s you= was ignored: it goes with play=.',
  'link.badPacked': ({ name }) => `The link's ${name}= was ignored: it is not a packed text (deflated, in base64url), or it is damaged.`,
  'link.badLang': ({ value }) => `The link's lang=${value} was ignored: the page speaks en (English) and zh (Chinese).`,
  'link.tooLong': "This address stood for a game too long to keep in it, so it opens on the game's first example; Copy link (under Save) makes a link that holds the whole game.",
  'link.badNumbering': ({ value }) => `The link's numbering=${value} was ignored: it is 1 (objects 1..n) or 0 (positions 0..n−1).`,

  // ---- Check ----
  'check.checking': 'Checking…',
  'check.unreadLink': 'The link\'s answer (answerz=) cannot be read: it is damaged or cut short. Nothing was checked; paste the answer to check it.',
  'check.unreadInput': ({ name }) => `The link's ${name}= cannot be read: it is damaged or cut short. Nothing was checked; paste the input to check the answer.`,
  'check.accepted': 'Accepted: every word is right.',
  'check.format': ({ problem }) => `Not in the judge's format: ${problem}.`,
  'check.wrong': ({
    wrong, words, line, word, name, said, truth, proof,
  }) => `Wrong answer: ${grouped(wrong)} of ${grouped(words)} words wrong. First at line ${line}, word ${word} (${name}): it says ${said}, the truth is ${truth}. Proof: ${proof} The board shows the end of the run: the truth.`,
  // The command's proof lines (claim, best play) as one sentence.
  'check.proof': ({ lines }) => `${lines.join('; ')}.`,
  'check.cases': ({ count: n }) => `${grouped(n)} cases in this input.`,

  // ---- Play ----
  'play.needsEnd': 'Run this game to the end (End) to play it.',
  'play.itLoops': 'it loops',
  'play.you.win': ({ moves }) => `you win in ${count(moves, 'move')}`,
  'play.you.lose': ({ moves }) => `you lose in ${count(moves, 'move')}`,
  'play.moveLabel': ({ jump, name }) => `${jump} → ${name}`,
  'play.yourMove': ({ who, name }) => `Your move, ${who} at ${name}.`,
  'play.again': ({ name, worth }) => `${name} again${worth ? `: ${worth}` : ''}.`,
  'play.stillWin': ({ moves }) => `you still win in ${count(moves, 'move')}`,
  'play.stillLose': ({ moves }) => `the computer still wins in ${count(moves, 'move')}`,
  'play.looping': ({ name, moves }) => `The game is looping: ${name} came back after ${count(moves, 'move')}, and neither side can force a win from it.`,
  'play.youWin': ({ who, moves }) => `You win: ${who} sends the monster into the hole, after ${count(moves, 'move')} in all.`,
  'play.computerWins': ({ who, moves }) => `The computer wins: ${who} sends the monster into the hole, after ${count(moves, 'move')} in all.`,
  'play.logYou': ({ who, jump, name }) => `${who} (you) jumps ${jump} → ${name}`,
  'play.logComputer': ({ who, jump, name }) => `${who} jumps ${jump} → ${name}`,
  'play.intoHole': ({ text }) => `${text} (into the hole)`,
  'play.moveHint': ({ label, worth }) => `${label}: ${worth}`,
  'chart.youWin': 'you win: moves left',
  'chart.computerWins': 'the computer wins: moves left',
  'chart.loop': 'Loop',
  'chart.moves': 'moves played',

  // ---- Predict ----
  'predict.started': 'Click the states you expect the next step to label (twice: only its counter drops), or none if you expect nothing to change, then Step.',
  'predict.graded': ({ right, wrong, missed }) => `This step: ${right} right, ${wrong} wrong, ${missed} missed.`,
  'predict.nothingRight': 'Right: this step changed nothing, as you predicted.',
  'predict.skipped': 'That was not a single step forward: nothing graded. Mark your next prediction, then Step.',
  'predict.score': ({ right, wrong, missed }) => `Score: ${right} right, ${wrong} wrong, ${missed} missed.`,
  'predict.tooLarge': ({ limit }) => `Predicting works on circles of up to ${limit} objects, where every state is drawn.`,

  // ---- The whole result ----
  'result.classLabel': ({ rick, morty, count: k }) => `${rick} / ${morty}: ${k}`,
  'result.loopsUndecided': ({ loop, undecided }) => `${loop} (+${undecided} undecided)`,
  'result.final': 'The final result. The two hole states (Lose in 0) are not counted.',
  'result.soFar': ({ steps }) => `As the run stands at step ${steps}; undecided states are counted apart. The two hole states are not counted.`,
  'result.no.win': 'No Win yet',
  'result.no.loss': 'No Lose yet',
  'result.none.win': 'No Win state',
  'result.none.loss': 'No Lose state',
  'result.longest.win': ({ name, remoteness }) => `Longest win: ${name} in ${remoteness}`,
  'result.longest.loss': ({ name, remoteness }) => `Longest loss: ${name} in ${remoteness}`,

  // ---- Save ----
  'save.answerLater': 'Filled in when the labelling is done.',
  'save.answerTooLong': ({ words }) => `The answer has ${grouped(words)} words: use Answer (text) below to download it.`,
  'save.copied': 'Copied',
  'save.selectAndCopy': 'Select and copy',
  'save.building': 'Building the file…',
  'save.linkCopied': ({ length }) => `Link copied (${grouped(length)} characters).`,

  // ---- Embed ----
  'embed.title': ({ title, text }) => `${title}: ${text}, retrograde analysis step by step`,
  'embed.copied': 'Embed code copied: paste it into a page.',
  'embed.select': 'Select the embed code below and copy it.',

  // ---- Two piles ----
  'piles.caption': ({ size }) => `piles 0 to ${size}, Alice moves first`,
  'piles.status': ({
    steps, cells, winning, undecided,
  }) => `Step ${steps} · P-positions ${steps} (${cells} ${cells === 1 ? 'cell' : 'cells'}) · winning cells ${winning} · undecided cells ${undecided}`,
  'piles.pair': ({ a, b }) => `(${a}, ${b}) and (${b}, ${a})`,
  'piles.start': 'Start: nothing is decided. The sieve scans the cells n ≤ m row by row; the first cell not ruled out is a P-position. Press Step (→) to find the first.',
  'piles.found': ({ pair }) => `Found P-position ${pair}: every move from it reaches a cell already ruled out.`,
  'piles.foundEnd': ({ pair }) => `Found P-position ${pair}: no move is possible there, so the player to move has lost.`,
  'piles.noneRuledOut': 'Every cell that can move onto it was ruled out before.',
  'piles.ruledOut': ({ count: n }) => `It rules out ${grouped(n)} more ${n === 1 ? 'cell' : 'cells'}, those that can move onto it.`,
  'piles.allDecided': 'Every cell is now decided.',
  'piles.noneYet': 'none found yet',
  'piles.takeFirst': ({ k }) => `take ${k} from the first pile`,
  'piles.takeSecond': ({ k }) => `take ${k} from the second pile`,
  'piles.takeBoth': ({ first, second }) => `take ${first} from the first pile and ${second} from the second`,
  'piles.notDecided': 'not decided yet',
  'piles.tipLose': 'Lose: a P-position',
  'piles.tipLoseWhy': 'every move reaches a winning cell',
  'piles.tipLoseEnd': 'no move is possible: the player to move has lost',
  'piles.atStep': ({ step }) => `step ${step}`,
  'piles.bobWins': ({ where }) => `Bob wins from ${where}: it is a P-position, so every move Alice makes leaves Bob a winning position.`,
  'piles.bobWinsEnd': ({ where }) => `Bob wins from ${where}: both piles are empty, so Alice, who moves first, has no move.`,
  'piles.aliceWins': ({ where, move, to }) => `Alice wins from ${where}: ${move}, reaching ${to}, a P-position.`,
  'piles.winsFrom': ({ who, where }) => `${who} wins from ${where}`,
  'piles.reasonUndecided': ({ where }) => `${where} is not decided yet: the sieve has neither found it nor ruled it out.`,
  'piles.reasonLose': ({ where, step }) => `${where} is a P-position, found at step ${step}: every move from it reaches a winning cell, so the player to move loses.`,
  'piles.reasonLoseEnd': ({ where, step }) => `${where} is a P-position, found at step ${step}: no move is possible there, so the player to move loses.`,
  'piles.reasonWin': ({
    where, move, to, step,
  }) => `${where} is winning: ${move}, reaching ${to}, the P-position found at step ${step}.`,
  'piles.numbersNone': 'No P-position (n, m) with 0 < n ≤ m yet.',
  'piles.numbersNoneFinal': 'No P-position (n, m) with 0 < n ≤ m in this grid.',
  'piles.numbers': ({
    count: n, latest, low, high,
  }) => `${grouped(n)} P-positions (n ≤ m), at most one per row n. Ratio m / n: latest ${latest}, all between ${low} and ${high}.`,
  'piles.why.hint': 'Hover a cell to see why it wins or loses; click or tap it to pin it (Esc unpins).',
  'piles.playOver': ({ winner, loser, moves }) => `${winner} wins in ${count(moves, 'move')}: ${loser} cannot move from (0, 0).`,
  'piles.yourMove': ({ who, n, m }) => `Your move, ${who}: the piles are (${n}, ${m}).`,
  'piles.hintWin': ({ move }) => `Hint: you can win: ${move}.`,
  'piles.hintLose': 'Hint: every move here loses against perfect play.',
  'piles.alice': 'Alice',
  'piles.bob': 'Bob',
  'piles.logYou': ({ who, move, to }) => `${who} (you): ${move} → ${to}`,
  'piles.logComputer': ({ who, move, to }) => `${who}: ${move} → ${to}`,
  'pilesCheck.answerLabel': "Your program's output for these queries (Alice or Bob, one per query)",
  'pilesCheck.query': ({ query, n, m }) => `query ${query}, piles (${n}, ${m})`,
  'pilesCheck.word.Alice': 'Alice',
  'pilesCheck.word.Bob': 'Bob',
  'pilesCheck.offGrid': ({ count: k, size, needed }) => `${grouped(k)} wrong ${k === 1 ? 'query lies' : 'queries lie'} outside this grid (piles 0 to ${size}), so ${k === 1 ? 'it is' : 'they are'} not outlined: a grid size of ${needed} shows ${k === 1 ? 'it' : 'them'}.`,
  'pilesProof.takeFirst': ({ k }) => `${k} from the first pile`,
  'pilesProof.takeSecond': ({ k }) => `${k} from the second pile`,
  'pilesProof.takeBoth': ({ first, second }) => `${first} from the first pile and ${second} from the second`,
  'pilesProof.aliceWinsEnd': ({ take }) => `Alice wins: take ${take} to reach (0, 0), where Bob has no move`,
  'pilesProof.aliceWins': ({ take, x, y }) => `Alice wins: take ${take} to reach (${x}, ${y}), a P-position, where every move leaves a winning position`,
  'pilesProof.bobWinsEnd': ({ n, m }) => `Bob wins: (${n}, ${m}) leaves Alice no move`,
  'pilesProof.bobWins': ({
    n, m, listed, more, count: k,
  }) => `Bob wins: (${n}, ${m}) is a P-position, where every move leaves a winning position: no move reaches a smaller P-position, since reaching ${listed.join(', ')}${more > 0 ? `, and ${more} more` : ''}${k === 1 ? ', and neither amount is a multiple of the other' : ', and in none of these takes is one amount a multiple of the other'}`,
  'pilesProof.reach': ({
    x, y, first, second,
  }) => `(${x}, ${y}) takes ${first} and ${second}`,
  'tip.piles': 'Piles',
  'tip.why': 'Why',
  'tip.winningMove': 'Winning move',
  'tip.decidedAt': 'Decided at',
  'pilesCode.start': 'every cell (n, m) starts undecided',
  'pilesCode.scan': 'for each cell (n, m) with n ≤ m, row by row:',
  'pilesCode.found': '  if it is undecided: it is a P-position',
  'pilesCode.why': '    (every move from it reaches a cell already ruled out)',
  'pilesCode.ruleOut': '    rule out every cell that can move onto it or its mirror',
  'pilesCode.done': 'every cell is decided',

  // ---- Graph ----
  'graph.caption': ({ nodes, moves }) => `${grouped(nodes)} ${nodes === 1 ? 'node' : 'nodes'}, ${grouped(moves)} ${moves === 1 ? 'move' : 'moves'}`,
  'graph.status': ({
    steps, win, lose, loop, undecided, queue,
  }) => `Step ${steps} · Win ${win} · Lose ${lose} · Loop ${loop} · undecided ${undecided} · queue ${queue}`,
  'graph.start': ({ terminal }) => (terminal === 0
    ? "Start: each node's counter is its number of moves. Every node has a move, so the queue starts empty and no node can be decided: Step (→) labels them all Loop."
    : `Start: each node's counter is its number of moves. ${terminal === 1 ? 'The node' : `The ${terminal} nodes`} with no move ${terminal === 1 ? 'is lost for the player to move there (Lose in 0) and waits' : 'are lost for the player to move there (Lose in 0) and wait'} in the queue. `
      + 'Press Step (→) to take the first node off the queue.'),
  'graph.tookTerminal': ({ node }) => `Took node ${node}: it has no move, so it is Lose in 0.`,
  'graph.took': ({ node, outcome }) => `Took node ${node} (${outcome}).`,
  'graph.ruleLose': 'It is a Lose, so every undecided node with a move onto it is a Win.',
  'graph.ruleWin': 'It is a Win, so every undecided node with a move onto it has one move fewer not known to reach a Win.',
  'graph.labelledWin': ({ node, to, remoteness }) => `Node ${node} can move to ${to}: Win in ${remoteness}.`,
  'graph.labelledLose': ({ node, remoteness }) => `Node ${node} now has every move reaching a Win for the opponent: Lose in ${remoteness}.`,
  'graph.counterTo': ({ node, remaining }) => `node ${node} → ${remaining}`,
  'graph.statsCaption': 'Win and Lose nodes per remoteness, and the Loops',
  'graph.noPredecessor': 'No node with a move onto it was still undecided: nothing changes.',
  'graph.queueEmpty': ({ loops }) => `Queue empty: ${count(loops, 'node')} never reached 0 and ${loops === 1 ? 'is' : 'are'} labelled Loop.`,
  'graph.queueEmptyNoLoop': 'Queue empty: every node is decided; none is Loop.',
  'graph.queueNone': 'empty: the next step labels every undecided node Loop',
  'graph.shortened': ({ more }) => `… and ${grouped(more)} more lines, kept as loaded (too many to show here; Apply uses them all)`,
  'graph.toNode': ({ node }) => `to node ${node}`,
  'graph.nodeCalled': ({ node }) => `node ${node}`,
  'graph.loopBand': 'Loop',
  'graph.zoomed': ({ zoom }) => `Zoomed ×${zoom < 10 ? zoom.toFixed(1) : Math.round(zoom)}: 0 or Fit shows the whole graph.`,
  'graph.summaryView': ({
    n, zoom, solved, numbered,
  }) => `${grouped(n)} nodes, a cell each, ${solved ? 'grouped by outcome and remoteness' : 'in node order'}${zoom > 1 ? ` (zoom ×${zoom < 10 ? zoom.toFixed(1) : Math.round(zoom)})` : ''}.${numbered ? '' : ' Zoom in to read numbers.'}`,
  'graph.checkLabel': "Your program's answer line for this graph (one word per node)",
  'graph.predictTooLarge': ({ limit }) => `Predicting works on graphs of up to ${limit} nodes, where every node is drawn.`,
  'graph.allNodes': 'All nodes',
  'graph.statsFinal': 'The final result.',
  'graph.statsSoFar': ({ steps }) => `As the run stands at step ${steps}; undecided nodes are counted apart.`,
  'graph.side.first': 'the first player',
  'graph.side.second': 'the second player',
  'graph.startHint': 'a node, e.g. 1',
  'graph.badPlay': ({ value }) => `The link's play=${value} was ignored: a start is a node of this graph.`,
  'graph.badYou': ({ value }) => `The link's you=${value} was ignored: it is first or second.`,
  'graph.logYou': ({ who, node }) => `${who} (you) → ${node}`,
  'graph.logComputer': ({ who, node }) => `${who} → ${node}`,
  'graph.youWin': ({ moves }) => (moves === 0 ? 'You win: the computer is to move first and has no move.' : `You win: the computer has no move after ${count(moves, 'move')}.`),
  'graph.computerWins': ({ moves }) => (moves === 0 ? 'The computer wins: you are to move first and have no move.' : `The computer wins: you have no move after ${count(moves, 'move')}.`),
  'tip.node': 'Node',
  'tip.moves': 'Moves',
  'graphWhy.hint': 'Hover a node to see why it has its outcome; click or tap it to pin it here (Esc unpins).',
  'graphWhy.terminal': ({ node }) => `Game over: node ${node} has no move, so the player to move there has lost. Lose in 0.`,
  'graphWhy.winAtOnce': ({ remoteness, node }) => `Win in ${remoteness}: move to node ${node}, where the opponent has no move.`,
  'graphWhy.win': ({ remoteness, node, toRemoteness }) => `Win in ${remoteness}: move to node ${node}, where the opponent loses in ${toRemoteness}.`,
  'graphWhy.lose': ({
    remoteness, nodes, resist, toRemoteness,
  }) => `Lose in ${remoteness}: ${nodes.length === 1 ? `the only move (to ${nodes[0]}) reaches` : `every move (to ${list(nodes)}) reaches`} a node where the opponent wins; `
    + `${nodes.length === 1 ? 'it' : `the move to ${resist}`} resists longest (the opponent wins in ${toRemoteness}).`,
  'graphWhy.loseTied': ({
    remoteness, nodes, tied, resist, toRemoteness,
  }) => `Lose in ${remoteness}: every move (to ${list(nodes)}) reaches a node where the opponent wins; the moves to ${list(tied)} resist longest, ${tied.length === 2 ? 'both' : 'all'} alike `
    + `(the opponent wins in ${toRemoteness} after each; the best line takes the move to ${resist}).`,
  'graphWhy.loop': ({ node }) => `Loop: no move reaches a node where the opponent loses, and the move to ${node} reaches a node the opponent cannot win either, so the game goes on forever.`,
  'graphWhy.undecided': ({ counter, k }) => `Undecided so far. Counter ${counter}: ${count(counter, 'move')} of ${k} not yet known to reach a Win for the opponent.`,
  'graphWhy.knownWins': ({ nodes }) => `Known to reach a Win for the opponent: the moves to ${list(nodes)}.`,
  'graphWhy.queuedWins': ({ nodes }) => `Waiting in the queue, Wins for the opponent that will count down the counter: ${list(nodes)}.`,
  'graphWhy.knownLoses': ({ nodes }) => (nodes.length === 1
    ? `The move to ${nodes[0]} reaches a Lose for the opponent still in the queue: the mover will win once it is taken.`
    : `The moves to ${list(nodes)} reach Loses for the opponent still in the queue: the mover will win once the first is taken.`),
  'graphWhy.lineMover': ({ node }) => `the mover → ${node}`,
  'graphWhy.lineOpponent': ({ node }) => `the opponent → ${node}`,
  'graphWhy.lineToEnd': ({ count: n }) => `Best line: ${count(n, 'move')} to a node with no move.`,
  'graphCode.counters': 'for each node v: counter(v) ← its number of moves',
  'graphCode.queue': 'queue ← the nodes with no move: Lose, remoteness 0',
  'graphCode.each': '  for each undecided node p with a move onto s:',
  'graphCode.loops': 'every node still undecided ← Loop',

  // ---- Record (the run as a video or a GIF) ----
  'record.title': 'Record',
  'record.hint': 'The run as a video or an animated GIF, from a step to the end or over a range, frame by frame.',
  'record.from': 'From step',
  'record.fromPlaceholder': 'now',
  'record.to': 'To step',
  'record.toPlaceholder': 'end',
  'record.every': 'Steps per frame',
  'record.fps': 'Frames per second',
  'record.size': 'Size (pixels)',
  'record.format': 'Video format',
  'record.narration': 'Narration as a caption',
  'record.counter': 'Step counter',
  'record.video': 'Record video',
  'record.gif': 'Record GIF',
  'record.gifTitle': 'For short runs: an animated GIF plays anywhere',
  'record.cancel': 'Cancel recording',
  'record.progressLabel': 'Recording',
  'record.formatVp9': 'WebM (VP9)',
  'record.formatVp8': 'WebM (VP8)',
  'record.formatAvc': 'MP4 (H.264)',
  'record.formatGif': 'GIF',
  'record.formatMissing': ({ format }) => `${format}: not in this browser`,
  'record.badSize': 'Choose one of the sizes.',
  'record.badFps': 'Choose one of the frame rates.',
  'record.badFormat': 'Choose one of the video formats.',
  'record.badStep': 'A step is a whole number from 0 (empty: from now, or to the end).',
  'record.atEnd': ({ total }) => `The run is at its end (step ${grouped(total)}): give the step to start from.`,
  'record.fromPastEnd': ({ total }) => `The run ends at step ${grouped(total)}: start before it.`,
  'record.toBeforeFrom': ({ from }) => `Give a step after ${grouped(from)}, where the recording starts.`,
  'record.toPastEnd': ({ total }) => `The run ends at step ${grouped(total)}.`,
  'record.badStepsPerFrame': ({ limit }) => `A whole number from 1 to ${grouped(limit)}.`,
  'record.gifTooLong': ({
    frames, limit, least, size,
  }) => `That is ${grouped(frames)} frames; a GIF of ${size} holds at most ${grouped(limit)}. Take at least ${grouped(least)} steps per frame, a shorter range, a smaller size, or record a video.`,
  'record.videoTooLong': ({ frames, limit, least }) => `That is ${grouped(frames)} frames; a video holds at most ${grouped(limit)}. Take at least ${grouped(least)} steps per frame or a shorter range.`,
  'record.startedVideo': 'Recording the video… (Esc or Cancel recording stops it)',
  'record.startedGif': 'Recording the GIF… (Esc or Cancel recording stops it)',
  'record.progress': ({ frame, frames, step }) => `Frame ${grouped(frame)} of ${grouped(frames)} (step ${grouped(step)})`,
  'record.progressOpen': ({ frame, step }) => `Frame ${grouped(frame)} (step ${grouped(step)})`,
  'record.percent': ({ percent }) => `Recording: ${percent}% done.`,
  'record.saved': ({ name, frames, seconds }) => `Saved ${name}: ${count(frames, 'frame')} in ${seconds} s.`,
  'record.savedCapped': ({
    name, frames, seconds, limit,
  }) => `Saved ${name}: ${count(frames, 'frame')} in ${seconds} s. It stops at the limit of ${grouped(limit)} frames, before the end of the run: take more steps per frame to reach it.`,
  'record.cancelled': 'Recording cancelled; nothing was saved.',
  'record.moved': 'The run was changed while recording: the recording stopped and nothing was saved.',
  'record.noEncoder': 'This browser cannot encode video (no WebCodecs): record a GIF instead.',
  'record.formatUnsupported': ({ format, size }) => `This browser cannot encode ${format} at ${size}: choose another format or size.`,
  'record.failed': ({ message }) => `The recording failed: ${message}`,

  // ---- Refused fields (ProblemWire codes from Rust, and the page's own) ----
  'problem.rule': ({ rule: r }) => rule(r),
  'problem.notAWholeNumber': ({
    quantity, lo, hi, text,
  }) => `${WHAT[quantity]} must be a whole number from ${lo} to ${hi}, not ${text}`,
  'problem.abovePageLimit': ({ n, max }) => `n must be at most ${max} on this page, got ${n}`,
  'problem.notAJump': ({ mover: m, word }) => `${word} is not a jump: ${mover(m)}'s jumps are whole numbers (or ranges like 1-9) separated by spaces or commas`,
  'problem.jumpTooLarge': ({ word }) => `${word} is far too large for a jump`,
  'problem.backwardRange': ({ word, first, last }) => `the range ${word} runs backwards; write it as ${last}-${first}`,
  'problem.tooManyJumps': ({
    mover: m, count: k, n, seconds,
  }) => `${mover(m)}'s ${k} jumps are too many for n = ${n} on this page: running it to the end could take up to ${duration(seconds)} (${PAGE_LIMIT})`,
  'problem.tooLargeForJumps': ({ n, seconds }) => `n = ${n} is too large for these jump sets on this page: running it to the end could take up to ${duration(seconds)} (${PAGE_LIMIT})`,
  'problem.judgeInput': ({ line, column, problem }) => `line ${line}, column ${column}: ${inputProblem(problem)}`,
  'problem.noSuchCase': ({ case: c, held }) => `there is no case ${c}: the input holds ${held === 1 ? 'one game' : `${held} cases`}`,
  'problem.caseNumber': 'the case is a number from 1',
  'problem.playStart': ({ n, numbering }) => {
    const { first, last } = placesAfterHole(numbering, n);
    return `a state such as R${first} or M${last} (${place(numbering)} ${first} to ${last}, R for Rick or M for Morty to move)`;
  },
  'problem.graphStart': ({ n }) => `a node from 1 to ${n}`,
  'problem.notAMove': ({ n, m }) => `not a move from (${n}, ${m}): take k ≥ 1 from one pile and k·s from the other`,

  // ---- An answer out of the judge's format (FormatWire) ----
  'format.empty': ({ expected }) => `the answer is empty; expected ${expected}`,
  'format.endsEarly': ({
    read, line, word, expected,
  }) => `the answer ends after ${count(read, 'word')} (the last at line ${line}, word ${word}); expected ${expected}`,
  'format.notAWord': ({
    line, word, choices, found, otherCase,
  }) => `line ${line}, word ${word}: expected ${orList(choices)}, found ${found}${otherCase ? ' (the words are case-sensitive)' : ''}`,
  'format.extra': ({
    line, word, found, expected,
  }) => `line ${line}, word ${word}: extra word ${found}; expected only ${expected}`,
  'format.expectedBerzerk': ({ words, choices, places: range }) => `${count(words, 'word')} of ${orList(choices)}: ${range} with Rick moving first, then with Morty moving first`,
  'format.expectedCases': ({
    words, choices, games, places: range,
  }) => `${count(words, 'word')} of ${orList(choices)}: for each of the ${games} games, ${range} with Rick moving first, then with Morty moving first`,
  'format.expectedPiles': ({ words, choices }) => `${count(words, 'word')} of ${orList(choices)}, one per query`,
  'format.expectedGraph': ({ words, choices, nodes }) => `${count(words, 'word')} of ${orList(choices)}: nodes 1..${nodes}, for the player to move there`,

  // ---- The proof of a wrong word (ProofWire): the claim, then the best play ----
  'proof.claim': ({ truth, said, claim }) => `it is ${truth}, not ${said}: ${claim}`,
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
  'proof.anOutcome': ({ outcome }) => `a ${outcome}`,
  'proof.loopMove': ({
    me, you, jump, place: at,
  }) => `${me}'s move ${jump} reaches ${at}, which ${you} cannot win (a Loop)`,
  'proof.into': ({ jump }) => `${jump} into the hole`,
  'proof.to': ({ jump, place: at }) => `${jump} to ${at}`,
  'proof.plays': ({ who, reaches }) => `${who} plays ${reaches}`,
  'proof.bestPlay': ({ plays, more, ending }) => `best play: ${plays.join(', ')}${more > 0 ? `, and ${count(more, 'more move', 'more moves')}` : ''}${ending}`,
  'proof.endWin': ({ me, moves }) => `: ${me} wins in ${count(moves, 'move')}`,
  'proof.endLose': ({ me, moves }) => `: ${me} loses in ${count(moves, 'move')}`,
  'proof.endLoop': '; then the game repeats forever',

  // ---- A graph's proof (ProofWire, each move named by the node it reaches) ----
  'graphProof.mover': 'the mover',
  'graphProof.noMoves': ({ node }) => `node ${node} has no moves, so the player to move there has lost`,
  'graphProof.winAtOnce': ({ node }) => `the mover moves to node ${node}, where the opponent has no move`,
  'graphProof.winTo': ({ node }) => `the mover moves to node ${node}, where the opponent loses (every move from node ${node} reaches a Win for the mover)`,
  'graphProof.everyMoveLoses': ({ listed, more }) => `every move reaches a Win for the opponent: ${listed.join(', ')}${more > 0 ? `, and ${more} more` : ''}`,
  'graphProof.resists': ({ node, remoteness }) => `to node ${node} (the opponent wins in ${remoteness})`,
  'graphProof.noWinningMove': ({ listed, more, stay }) => `no move reaches a Lose for the opponent (${listed.join(', ')}${more > 0 ? `, and ${more} more` : ''}), and ${stay}`,
  'graphProof.landsOn': ({ node, worth }) => `to node ${node}: ${worth}`,
  'graphProof.winFor': ({ remoteness }) => `a Win for the opponent in ${remoteness}`,
  'graphProof.loopMove': ({ node }) => `the move to node ${node} reaches a Loop, which the opponent cannot win`,
  'graphProof.over': 'best play: none, the game is over',
};
