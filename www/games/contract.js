// @ts-check
// What the page asks of a game, in one place: the members the page (ui/) calls on a
// game (`Game`), the words the shared cards (panels/) ask of it (`CheckNaming`, `Naming`),
// and the requests the worker or the page's thread sends its engine (`EngineHandlers`,
// made by an `EngineFactory`). Each shape is written twice, as a type that TypeScript's
// checker holds every game.js, naming.js and engine.js to (`npm run typecheck`), and as a
// list of members that tests/unit/contract.test.mjs walks in every registered game; the
// checker also holds each list to its type's names, so the two cannot drift apart.
// `defineGame` fills in what a game may leave out and freezes it.

/** A game's form values, by field id (the texts as typed). @typedef {Readonly<Record<string, string>>} Values */
/** The game as its engine described it at its start ({ n, jumps, … }, { size }, { nodes, … }). @typedef {Record<string, any>} Info */
/** The page's copy of a run (model/state-run.js, model/pile-run.js). @typedef {Record<string, any>} Run */
/** A state or cell on the board, as pinned, hovered or under the keyboard's cursor ({ state } or { n, m }). @typedef {Record<string, any>} Target */
/** Where a game's engine runs: the page's own thread or the worker. @typedef {'local' | 'worker'} Place */
/** A label and its value (text or a node), a row of the board's tooltip. @typedef {any[]} Row */
/** A read-only request to the game's engine, by name (ui/queries.js): each takes a payload and resolves to the answer. @typedef {(payload?: object) => Promise<any>} Query */
/** The panels' fixed list of read-only requests (ui/queries.js `PANEL_QUERIES`). @typedef {Readonly<Record<'describe' | 'bestLine' | 'stats' | 'check' | 'parseInput' | 'ask' | 'reply' | 'legal', Query>>} PanelQueries */
/** The page's own read-only requests (ui/queries.js `PAGE_QUERIES`). @typedef {Readonly<Record<'describe' | 'timeline' | 'judge' | 'table', Query>>} PageQueries */
/** A file a game saves besides the board. @typedef {{ extension: string, blob: Blob }} SavedFile */
/**
 * What the page (ui/panel-hooks.js) hands a game's cards.
 * @typedef {object} PanelHooks
 * @property {PanelQueries & Readonly<Record<string, Query>>} queries The read-only requests the cards may send the game's engine: the shared ones and the game's own (`ownQueries`).
 * @property {() => boolean} active Whether this game is the one shown (cards shared between games act only then).
 * @property {() => Run} run The page's copy of the run.
 * @property {() => Values} values The values the game shown was started from.
 * @property {() => Target | null} pinned The target pinned, if any.
 * @property {() => { start: number, moves: { to: number }[], at?: number } | null} played The game Play is playing on the board, if any.
 * @property {() => number} steps The run's steps so far.
 * @property {(target: Target | null) => void} pin Pins a target (null: none).
 * @property {(move: any) => void} preview Shows a move previewed on the board.
 * @property {(changes: Record<string, any>) => void} decorate Changes what the board draws besides the run.
 * @property {(...args: any[]) => any} runToEnd Runs to the end.
 * @property {() => any} loadRandom Loads a random game.
 * @property {(values: Values, ...rest: any[]) => any} load Loads a game's values into the form and starts it.
 * @property {(name: string) => void} openTab Opens a tab of the dock.
 */

/**
 * A game's cards as one panel: `update` after every change of the run, the rest when the
 * controller has something for them (each optional; ui/app.js calls them with `?.`).
 * @typedef {object} Panel
 * @property {(run: Run, moment: Record<string, any>) => void} update
 * @property {(info: any, moment: Record<string, any>) => void} [focus]
 * @property {(info: Info) => void} [reset]
 * @property {() => void} [shown]
 * @property {() => void} [hidden]
 * @property {() => void} [refresh]
 * @property {(name: string) => void} [presetApplied]
 * @property {(target: Target, run: Run, place?: any) => boolean} [claimsClick]
 * @property {(...args: any[]) => any} [press]
 * @property {(...args: any[]) => any} [drag]
 * @property {(...args: any[]) => any} [release]
 * @property {() => string[][]} [address]
 * @property {(params: URLSearchParams, texts: Map<string, string>) => Promise<any[]>} [openLink]
 * @property {(from: string) => void} [renumbered]
 */

/**
 * A game's board on a canvas, drawn from plain data: the run as shown, and what the page
 * draws besides it (the decorations, the focus and its description; see ui/paint.js).
 * @typedef {object} View
 * @property {(run: Run, scene?: Record<string, any>) => void} draw
 * @property {(...args: any[]) => any} resize
 * @property {(x: number, y: number) => any} hitTest
 * @property {(factor: number, x: number, y: number, anchor?: any) => any} zoom
 * @property {(dx: number, dy: number) => any} pan
 * @property {(...args: any[]) => any} [fit]
 * @property {(...args: any[]) => any} [centreOn]
 * @property {(...args: any[]) => any} [placeAt]
 * @property {(...args: any[]) => any} [viewText]
 * @property {() => number | null} [columns]
 */

/**
 * A game as the page plays it (games/<id>/game.js, listed in games/registry.js).
 * @typedef {object} Game
 * @property {string} id The game's id: in links (`game=`), on its cards (`data-game-part`), to its engine.
 * @property {boolean} numbered Whether its states are named by numbers in the page's numbering (links carry `numbering=`).
 * @property {readonly string[]} fields The form's field ids, in order.
 * @property {Values} defaults The values the page opens with.
 * @property {Readonly<Record<string, Values>>} presets The preset buttons' values, by `data-preset` name.
 * @property {((random?: () => number) => Values) | null} random A random game for the Random button, or null when it has none.
 * @property {(params: URLSearchParams, texts: Map<string, string>) => Values | null} readUrl The values a link's query names, or null when it names none.
 * @property {(values: Values) => string[][]} urlParams The query parameters that write `values` in a link.
 * @property {(id: string, text: string) => string | null} shortenField What a field shows of a text too long to lay out whole, or null to show it all.
 * @property {(values: Values, limit: number) => boolean} linkFits Whether the link of `values` can be within `limit` characters (false: never built per paint).
 * @property {(values: Values) => Place} placeFor Where a game with these values starts.
 * @property {(info: Info) => boolean} heavy Whether a run started on the page should move to the worker.
 * @property {(values: Values) => object} startMessage The `start` request's payload for `values`.
 * @property {() => Run} createRun An empty copy of a run, before its first snapshot.
 * @property {(run: Run, snapshot: Record<string, any>, info: Info) => any} applySnapshot Brings the page's copy of the run up to date with an engine's snapshot.
 * @property {(canvas: HTMLCanvasElement) => View} createView The board on `canvas`.
 * @property {(doc: Document, hooks: PanelHooks) => Panel} createPanel The game's cards, made once at start.
 * @property {((run: Run) => Run) | null} concealRun The run as drawn while play hides outcomes, or null for a game graph's tables blanked.
 * @property {(a: Target | null, b: Target | null) => boolean} sameTarget Whether two targets are the same state (the focus is described once).
 * @property {(target: Target) => object} describeMessage The `describe` request's payload for a target.
 * @property {(target: Target, info: any, preview: any) => object} focusOf What the board draws of the target in focus, its description and the move previewed.
 * @property {(target: Target | null) => number | null} anchorOf The state a zoom without a pointer holds still, or null.
 * @property {(target: Target | null, key: string, run: Run, info: Info, view: View) => Target} moveCursor The keyboard's cursor after a key of `cursorKeys`, on the board `view` draws.
 * @property {readonly string[]} cursorKeys The keys that move the focused board's cursor: the arrows, and Home and End where a game takes them (else End, on the board too, runs to the end).
 * @property {(info: Info, place: Place) => boolean} mapsAtStart Whether the timeline's map of the run is asked at start (else at the first seek).
 * @property {(target: Target, info: Info) => string} pinName A target's name, as a link's `pin=` writes it.
 * @property {(text: string, info: Info) => Target | null} pinFrom The target a link's `pin=` names, or null.
 * @property {(run: Run, info: Info) => number} progress How far the run is, from 0 to 1.
 * @property {{ lines: (info: Info) => string[], active: (run: Run, info: Info) => number[] }} code The pseudocode shown beside the board (for the game `info`), with the lines the latest step ran (games/reverse-bfs.js).
 * @property {(info: Info) => { title: string, text: string }} caption The board's caption: the game's name and what it is.
 * @property {(values: Values, run?: Run) => string} fileName The saved files' and recordings' name, without extension.
 * @property {(kind: string, run: Run) => boolean} exportable Whether the file of `kind` ([data-export]) can be saved now.
 * @property {(kind: string, queries: PageQueries) => Promise<SavedFile | null>} exportFile The file of `kind`, built by the engine.
 * @property {(run: Run, info: Info) => any} status The status line's counts and words.
 * @property {(run: Run, info: Info) => string} narration What the latest step did, in words.
 * @property {(run: Run, info: Info) => any} detail The readout's detail line (the queue, the latest P-positions).
 * @property {(description: any) => Row[]} tooltip The hovered state's tooltip rows, from its description.
 * @property {() => string[][]} timelineKey The kinds of mark the timeline can draw, with their names.
 * @property {readonly string[]} ownQueries The read-only requests of its own its cards may send its engine besides the shared ones (ui/queries.js `panelQueries`; none that moves a run).
 * @property {readonly string[]} longQueries Those of its own requests that can take long: the page shows them running, with the progress bar and Cancel (ui/jobs.js).
 * @property {readonly string[]} cards The shared cards of index.html (`data-card`) it shows beside its own markup (parts.html); one that shows Why? (`explain`) has the shared cards made for it (panels/shared.js), so its `naming` is a whole `Naming`.
 * @property {CheckNaming | Naming} naming How the shared cards speak of the game.
 */

/**
 * What a whole answer should hold, as the engine's format problem says it (crates/wire
 * `ExpectedWire`): how many words, which words, and the game's own shape (`kind` and its counts).
 * @typedef {{ words: number, choices: readonly string[], shape: { kind: string } & Record<string, any> }} ExpectedAnswer
 */

/**
 * How the check card (panels/check-panel.js, check-text.js) speaks of a game.
 * @typedef {object} CheckNaming
 * @property {(state: number, info?: any) => string} stateName A state's name, as the cards and links write it.
 * @property {string} checkLabel The answer field's label (a catalogue key).
 * @property {string} checkPlaceholder The answer field's example answer.
 * @property {(first: any, info: any) => (string | null)[]} proofSentences Why the first wrong word is wrong, sentence by sentence (empty ones are left out).
 * @property {(expected: ExpectedAnswer) => string} answerShape What a whole answer should hold, in words, for a format problem (its shape is the game's own).
 * @property {(state: number, info: any) => Target | null} [targetOf] The target a wrong state pins, or null (else `{ state }`).
 * @property {string} [checkInput] The field of the judge input the answer answers, if the card has one.
 * @property {string} [checkInputLink] That input's name in a link.
 * @property {(first: any) => string} [mistakeName] The first mistake's name (else its state's).
 * @property {(word: string) => string} [answerWord] A word of an answer in the page's words (else the outcome's).
 * @property {(verdict: any, info: any) => string} [checkNote] What else the verdict says ('' for nothing).
 * @property {(state: number, info?: any) => string} [checkedName] A wrong state's name in the verdict (else `stateName`).
 */

/**
 * How all the shared cards (Why?, the whole result, check, play, predict) speak of a game.
 * @typedef {object} SharedNaming
 * @property {string} moveKey The move's field that names it in a description's move table.
 * @property {(move: any) => any} moveLabel A move's label in the move table and the log.
 * @property {(info: any) => any} bestMove The described state's best move ({ label, to }) or null.
 * @property {readonly string[]} columns The move table's own columns (catalogue keys).
 * @property {(move: any, info: any) => string[]} moveCells A move's own cells in the move table.
 * @property {(info: any) => string} headline Why?'s headline: the state's outcome in words.
 * @property {(info: any, game: Info) => string} reasonText Why?'s reason in words.
 * @property {(move: any, from: number, info: Info, i: number) => string} lineItemText A move of the best line in words.
 * @property {(info: any) => string} lineNote What the best line shows, under it.
 * @property {() => string} whyHint Why? before a state is pinned.
 * @property {(info: Info) => boolean} drawsEach Whether the board draws each state (predict asks only then).
 * @property {() => string} predictTooLarge Predict's note on a board too large.
 * @property {string} predictHint Predict's hint on its card, naming what is clicked (a catalogue key).
 * @property {string} predictStarted Predict's line beside the board as it starts (a catalogue key).
 * @property {string} statsCaption The whole result's caption (a catalogue key).
 * @property {readonly string[]} statGroups The whole result's groups (catalogue keys).
 * @property {(run: Run) => string} statsNote What the tally counts so far.
 * @property {readonly { value: string, mover: number }[]} sides The sides one can play, by their form value.
 * @property {(mover: number) => string} sideOf A side's form and link value.
 * @property {(mover: number) => string} moverKey A side's data attribute.
 * @property {(mover: number) => string} moverName A side's name.
 * @property {(state: number, ply: number, info: Info) => number} moverAt The side to move at a state and ply.
 * @property {(text: string, info: Info) => number | null} parseStart The state a start field names, or null.
 * @property {() => string} startExample A start the field shows as an example.
 * @property {() => string} startHint The start field's hint.
 * @property {(info: Info, text: string) => object} badStart A start (`text` as typed) that names no state, as a field's problem.
 * @property {(value: string, info: Info) => object} badPlay A link's `play=` that names no start, as a note.
 * @property {(value: string) => object} badYou A link's `you=` that names no side, as a note.
 * @property {(text: string, from: string, info: Info) => string} [renamed] A start typed in numbering `from`, in the page's numbering now.
 * @property {(row: any, info: Info) => string} playMoveText A move's button in play.
 * @property {(move: any, byYou: boolean, info: Info) => string} logText A move in the play log.
 * @property {(youWon: boolean, who: string, moves: number) => string} playOver The game's end in play.
 */

/** @typedef {CheckNaming & SharedNaming} Naming */

/**
 * What a job (a request that may run in slices) is handed by the host (engine/host.js).
 * @typedef {object} Job
 * @property {boolean} cancelled Set when the page asks the job to stop at its next slice.
 * @property {() => Promise<void>} pause Yields to the thread's event loop between slices.
 * @property {(done: number, total: number, phase?: string) => void} progress Reports how far the job is.
 */

/** A request's answer, at once or later. @typedef {(payload: any, job: Job) => any} Handler */

/**
 * A game's engine (games/<id>/engine.js, listed in games/engines.js): its handlers by
 * request type. The required ones are engine/protocol.js `COMMON`, which the host refuses an
 * engine without; the others are the requests some games answer.
 * @typedef {object} EngineHandlers
 * @property {Handler} start Opens a game from its fields: `{ info, snapshot }`.
 * @property {Handler} reset Back to the run's start: a snapshot.
 * @property {Handler} step One step forward: a snapshot.
 * @property {Handler} back One step back: a snapshot.
 * @property {Handler} run `{ steps }` forward: a snapshot.
 * @property {Handler} seek To `{ step }`, forward or back (a job): a snapshot.
 * @property {Handler} end To the run's end (a job): a snapshot.
 * @property {Handler} pull The run as it stands: a snapshot.
 * @property {Handler} describe One target's description (the payload of `describeMessage`), or null.
 * @property {Handler} validate Checks a game's fields without starting it (throws its problems).
 * @property {Handler} timeline The whole run's landmarks, for the timeline.
 * @property {Handler} [close] Frees the game's session.
 * @property {Handler} [bestLine] A stretch of a state's best line.
 * @property {Handler} [table] The solved table as a JSON Blob (a job).
 * @property {Handler} [judge] The judge answer as text once the run is over.
 * @property {Handler} [check] A program's answer checked against the game's truth.
 * @property {Handler} [stats] The whole result's tally.
 * @property {Handler} [parseInput] A pasted judge input's game, as the form's fields.
 * @property {Handler} [ask] A judge query answered over the whole judge range.
 * @property {Handler} [legal] Whether a move is one of the game's.
 * @property {Handler} [reply] Perfect play's move.
 * @property {Handler} [grundy] Every state's Grundy value (a rule game under normal play).
 */

/** Makes a game's engine over the instantiated wasm module. @typedef {(wasm: any) => EngineHandlers} EngineFactory */

/**
 * A member as the tests see it: its kind, and for a function the most arguments its caller
 * passes (a function declaring more would read `undefined`); `nullable` also allows null,
 * `optional` allows it missing.
 * @typedef {{ kind: 'string' | 'boolean' | 'array' | 'object' | 'function', args?: number, nullable?: boolean, optional?: boolean }} Member
 */

/** @param {number} args @returns {Member} */
const fn = (args) => ({ kind: 'function', args });
/** @param {Member} member @returns {Member} */
const orNull = (member) => ({ ...member, nullable: true });
/** @param {Member} member @returns {Member} */
const optional = (member) => ({ ...member, optional: true });
/** @type {Member} */ const STRING = { kind: 'string' };
/** @type {Member} */ const BOOLEAN = { kind: 'boolean' };
/** @type {Member} */ const ARRAY = { kind: 'array' };
/** @type {Member} */ const OBJECT = { kind: 'object' };

/** @type {{ readonly [K in keyof Game]-?: Member }} */
const GAME = {
  id: STRING,
  numbered: BOOLEAN,
  fields: ARRAY,
  defaults: OBJECT,
  presets: OBJECT,
  random: orNull(fn(1)),
  readUrl: fn(2),
  urlParams: fn(1),
  shortenField: fn(2),
  linkFits: fn(2),
  placeFor: fn(1),
  heavy: fn(1),
  startMessage: fn(1),
  createRun: fn(0),
  applySnapshot: fn(3),
  createView: fn(1),
  createPanel: fn(2),
  concealRun: orNull(fn(1)),
  sameTarget: fn(2),
  describeMessage: fn(1),
  focusOf: fn(3),
  anchorOf: fn(1),
  moveCursor: fn(5),
  cursorKeys: ARRAY,
  mapsAtStart: fn(2),
  pinName: fn(2),
  pinFrom: fn(2),
  progress: fn(2),
  code: OBJECT,
  caption: fn(1),
  fileName: fn(2),
  exportable: fn(2),
  exportFile: fn(2),
  status: fn(2),
  narration: fn(2),
  detail: fn(2),
  tooltip: fn(1),
  timelineKey: fn(0),
  ownQueries: ARRAY,
  longQueries: ARRAY,
  cards: ARRAY,
  naming: OBJECT,
};

/** @type {{ readonly [K in keyof CheckNaming]-?: Member }} */
const CHECK_NAMING = {
  stateName: fn(2),
  checkLabel: STRING,
  checkPlaceholder: STRING,
  proofSentences: fn(2),
  answerShape: fn(1),
  targetOf: optional(fn(2)),
  checkInput: optional(STRING),
  checkInputLink: optional(STRING),
  mistakeName: optional(fn(1)),
  answerWord: optional(fn(1)),
  checkNote: optional(fn(2)),
  checkedName: optional(fn(2)),
};

/** @type {{ readonly [K in keyof SharedNaming]-?: Member }} */
const SHARED_NAMING = {
  moveKey: STRING,
  moveLabel: fn(1),
  bestMove: fn(1),
  columns: ARRAY,
  moveCells: fn(2),
  headline: fn(1),
  reasonText: fn(2),
  lineItemText: fn(4),
  lineNote: fn(1),
  whyHint: fn(0),
  drawsEach: fn(1),
  predictTooLarge: fn(0),
  predictHint: STRING,
  predictStarted: STRING,
  statsCaption: STRING,
  statGroups: ARRAY,
  statsNote: fn(1),
  sides: ARRAY,
  sideOf: fn(1),
  moverKey: fn(1),
  moverName: fn(1),
  moverAt: fn(3),
  parseStart: fn(2),
  startExample: fn(0),
  startHint: fn(0),
  badStart: fn(2),
  badPlay: fn(2),
  badYou: fn(1),
  renamed: optional(fn(3)),
  playMoveText: fn(2),
  logText: fn(3),
  playOver: fn(3),
};

/** @type {{ readonly [K in keyof EngineHandlers]-?: Member }} */
const ENGINE = {
  start: fn(2),
  reset: fn(2),
  step: fn(2),
  back: fn(2),
  run: fn(2),
  seek: fn(2),
  end: fn(2),
  pull: fn(2),
  describe: fn(2),
  validate: fn(2),
  timeline: fn(2),
  close: optional(fn(2)),
  bestLine: optional(fn(2)),
  table: optional(fn(2)),
  judge: optional(fn(2)),
  check: optional(fn(2)),
  stats: optional(fn(2)),
  parseInput: optional(fn(2)),
  ask: optional(fn(2)),
  legal: optional(fn(2)),
  reply: optional(fn(2)),
  grundy: optional(fn(2)),
};

/** The members of each shape, as the tests walk them. */
export const MEMBERS = Object.freeze({
  game: GAME,
  checkNaming: CHECK_NAMING,
  naming: { ...CHECK_NAMING, ...SHARED_NAMING },
  engine: ENGINE,
});

/**
 * What a game may leave out, as the page reads it then: no numbering, no Random, fields
 * shown whole, links always built, never moved to the worker, its run blanked as a game
 * graph's tables while play hides outcomes (ui/app.js), nothing held still by a zoom, no files but the board's, no timeline marks, no
 * requests of its own, and only the cards a game makes itself.
 */
export const GAME_DEFAULTS = Object.freeze({
  numbered: false,
  /** @type {Game['random']} */
  random: null,
  /** @type {Game['shortenField']} */
  shortenField: () => null,
  /** @type {Game['linkFits']} */
  linkFits: () => true,
  /** @type {Game['heavy']} */
  heavy: () => false,
  /** @type {Game['concealRun']} */
  concealRun: null,
  /** @type {Game['anchorOf']} */
  anchorOf: () => null,
  /** @type {Game['exportable']} */
  exportable: () => false,
  /** @type {Game['exportFile']} */
  exportFile: async () => null,
  /** @type {Game['timelineKey']} */
  timelineKey: () => [],
  cursorKeys: Object.freeze(['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown']),
  ownQueries: Object.freeze([]),
  longQueries: Object.freeze([]),
  cards: Object.freeze([]),
});

/** A game as written in its game.js: a `Game` less what `GAME_DEFAULTS` supplies. @typedef {Omit<Game, keyof typeof GAME_DEFAULTS> & Partial<Pick<Game, keyof typeof GAME_DEFAULTS>>} GameSpec */

/**
 * A game from what is its own: the defaults filled in where it says nothing, frozen.
 * @param {GameSpec} spec
 * @returns {Readonly<Game>}
 */
export function defineGame(spec) {
  return Object.freeze({ ...GAME_DEFAULTS, ...spec });
}
