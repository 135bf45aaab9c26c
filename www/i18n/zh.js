// 简体中文：页面的全部文字，与 en.js 的键一一对应（tests/unit/i18n.test.mjs 检查）。
//
// Terms, chosen once and used everywhere, as Chinese competitive programmers write them on
// Luogu, Nowcoder and CSDN (and as the multi-case statement, seed 003, does):
// - Win 必胜, Lose 必败: the usual 必胜态 / 必败态 of game theory; "Win in 3" is "3 步必胜".
// - Loop 循环: the game goes round forever and neither side can force a win. 平局 (a draw)
//   would suggest a game that ends even; this one never ends, hence 循环 (循环态, 无限循环).
// - The judge's words Win / Lose / Loop stay English only where they are the judge's format
//   (the answer lines, what a pasted answer must hold).
// - remoteness 步数 (moves to the end under best play); the counter is the 出度 contestants
//   decrement ("出度减一"): 剩余出度 in sentences (moves not yet known to reach a Win), 出度(p)
//   in the pseudocode; queue 队列, predecessor 前驱, successor 后继.
// - A step of the algorithm is a 步骤 ("步骤 12"; "每秒 4 步" for the speed); a move of the
//   game is a 步 ("3 步"). Where a step and a remoteness share a sentence, the step is named
//   as the dequeue it is ("第 12 次出队"). The run, as a noun, is the 搜索 (搜索过程).
// - A best move is a 最优走法; the whole line of best play a 最优路线.
// - A jump is how many objects the monster moves, 跳 x 格, its size a 步长 as in the statement.
// - Berzerk is 环形博弈 (the statement's own title), Rick 瑞克 and Morty 莫蒂 (the show's
//   Chinese names), objects 物体 (object 1 the 黑洞), positions 位置 (position 0 the 终止位置,
//   as in the statement). Example state names come from the numbering shown (examples.js).
// - Two piles 两堆石子, Alice 爱丽丝, Bob 鲍勃, a P-position P 态 (the player to move loses).
// - The graph game 有向图博弈: a node 结点 (numbered 1..n, as in the judge's format), an edge
//   边 (never 走法 when the graph is meant), the player to move at a node 当前玩家 (as the
//   statement's "当前玩家必胜") and the other 对手; in a game played, 先手 and 后手.
// State names (R5, M3) are the same in every language, so links mean the same states.
// Punctuation is full-width, one colon a sentence; a space sits between Chinese and numbers or
// Latin letters; a pile pair (0, 0) is math, half-width and never broken across lines.

import { grouping } from './numbers.js';
import { placeNextToHole, placesAfterHole } from './examples.js';

const grouped = grouping('zh-CN');
/** "2"、"2 和 3"、"2、3 和 5". */
const list = (items) => (items.length < 2 ? items.map(String).join('') : `${items.slice(0, -1).join('、')} 和 ${items[items.length - 1]}`);
/** "Win、Lose 或 Loop": the judge's words offered as choices. */
const orList = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join('、')} 或 ${items[items.length - 1]}`);
/** What Berzerk's numbers count: objects 1..n (object 1 the hole) or positions 0..n-1. */
const place = (numbering) => (numbering === 'position' ? '位置' : '物体');
/** An outcome the judge prints, with the judge's word first: "Win（必胜）". */
const JUDGE_WORD = {
  必胜: 'Win', 必败: 'Lose', 循环: 'Loop', 先手必胜: 'Alice', 先手必败: 'Bob',
};
const judged = (outcome) => (JUDGE_WORD[outcome] ? `${JUDGE_WORD[outcome]}（${outcome}）` : outcome);
/** Pile pairs such as (0, 0) held on one line: a no-break space after the comma. */
const unbroken = (text) => String(text).replace(/\((\d+|[nm]), (\d+|[nm])\)/g, '($1,\u00a0$2)');
const MOVER = { rick: '瑞克', morty: '莫蒂' };
const mover = (name) => MOVER[name];
/** A zoom factor as the board's captions give it: "2.5", or "12" past ten. */
/** A name and its value, as the board's text reads them: no space between two Chinese words. */
const HAN = /\p{Script=Han}/u;
const row = (name, value) => (HAN.test(String(name).slice(-1)) && HAN.test(String(value).charAt(0)) ? `${name}${value}` : `${name} ${value}`);
const zoomed = (zoom) => (zoom < 10 ? zoom.toFixed(1) : Math.round(zoom));
/** The status line of a run over states (Berzerk's) or nodes (a graph's): the same counts. */
const status = ({
  steps, win, lose, loop, undecided, queue,
}) => `步骤 ${steps} · 必胜 ${win} · 必败 ${lose} · 循环 ${loop} · 未定 ${undecided} · 队列 ${queue}`;

/** "约 20 秒"、"约 13 分钟"、"约 2 小时". */
function duration(seconds) {
  if (seconds < 120) return `约 ${seconds} 秒`;
  if (seconds < 7200) return `约 ${Math.ceil(seconds / 60)} 分钟`;
  return `约 ${Math.ceil(seconds / 3600)} 小时`;
}

/** A broken game rule (the contract's `RuleWire`). */
function rule(r) {
  switch (r.code) {
    case 'tooFewObjects': return `n 至少为 2（黑洞加一个星球），现在是 ${r.n}`;
    case 'tooManyObjects': return `n 至多为 4294967295，现在是 ${r.n}`;
    case 'emptySet': return `${mover(r.mover)}的步长集合是空的，至少要有一个步长`;
    case 'jumpOutOfRange': return `${mover(r.mover)}的步长 ${r.jump} 超出范围：步长必须在 1 到 ${Math.max(0, r.n - 1)} 之间`;
    default: return `${mover(r.mover)}的步长 ${r.jump} 出现了两次，步长必须互不相同`;
  }
}

/** "第 3 组数据中，" before a sentence about a case (its own colon would stack on the line's). */
const casePrefix = (c) => (c === null || c === undefined ? '' : `第 ${c} 组数据中，`);
/** "第 3 组数据的" before an item of a case. */
const caseOf = (c) => (c === null || c === undefined ? '' : `第 ${c} 组数据的`);

/** An item of a judge format (`ItemWire`). */
function item(i) {
  switch (i.kind) {
    case 'objects': return 'n（物体个数）';
    case 'setSize': return `k${i.mover === 'rick' ? 1 : 2}（${mover(i.mover)}的步长个数）`;
    case 'jump': return `${mover(i.mover)}的第 ${i.index} 个步长（共 ${i.count} 个）`;
    case 'cases': return 'T（数据组数）';
    case 'queries': return 'T（询问个数）';
    case 'pile': return `第 ${i.query} 个询问（共 ${i.queries} 个）的${i.second ? '第二' : '第一'}堆`;
    case 'nodes': return 'n（结点个数）';
    case 'edges': return 'm（边数）';
    default: return `第 ${i.edge} 条边（共 ${i.edges} 条）的${i.head ? ' v（它走到的结点）' : ' u（它出发的结点）'}`;
  }
}

const wanted = (w) => `${caseOf(w.case)}${item(w.item)}`;

function bounds(b) {
  if (b.kind === 'any') return '是 64 位整数';
  return b.kind === 'atMost' ? `至多为 ${b.max}` : `在 ${b.lo} 到 ${b.hi} 之间`;
}

function after(a) {
  switch (a.kind) {
    case 'game': return '这局游戏';
    case 'cases': return `全部 ${a.count} 组数据`;
    case 'queries': return `全部 ${a.count} 个询问`;
    default: return a.count === 0 ? 'n 和 m（图中没有边）' : `全部 ${a.count} 条边`;
  }
}

/** What the judge's reader found wrong (`InputProblemWire`). */
function inputProblem(p) {
  switch (p.kind) {
    case 'empty': return `输入是空的，应先给出 ${wanted(p.wanted)}`;
    case 'endsEarly': return `输入提前结束了，还缺 ${wanted(p.wanted)}`;
    case 'notAnInteger': return `应为整数 ${wanted(p.wanted)}，读到的却是${p.binary ? '二进制数据' : '单词'} ${p.text}`;
    case 'outOfRange': return `${wanted(p.wanted)}必须${bounds(p.bounds)}，读到的是 ${p.text}`;
    case 'rule': return `${casePrefix(p.case)}${rule(p.rule)}`;
    case 'tooManyObjectsInAll': return `${casePrefix(p.case)}n = ${p.n} 使所有数据的 n 之和超过了 ${p.max}`;
    default: return `${after(p.after)}之后多出了输入 ${p.text}`;
  }
}

const PAGE_LIMIT = '本页面最多花几秒钟把一局游戏运行到底';
const WHAT = { objects: 'n', gridSize: '网格大小', pile: '石子堆' };

export const ZH = {
  // ---- Texts of index.html (data-i18n and data-i18n-attr) ----
  'app.gameSwitch': '游戏',
  'app.subtitle': '从终局倒着求解博弈',
  'app.title': '逆推',
  'app.documentTitle': '逆推：从终局倒着求解博弈',
  'lang.label': '语言',
  'numbering.label': '编号',
  'numbering.object': '物体 1..n，黑洞为 1（原题）',
  'numbering.position': '位置 0..n−1，终止位置为 0',
  'ask.ask': '查询',
  'ask.first': '第一堆',
  'ask.firstPlaceholder': '例如 3',
  'ask.hint': '0 到 5000 之间的任意两堆，立即作答。爱丽丝先手。',
  'ask.log': '之前的回答',
  'ask.second': '第二堆',
  'ask.secondPlaceholder': '例如 5',
  'ask.title': '谁会赢？',
  'board.label': '游戏盘面，按图例用颜色标出胜负。盘面获得焦点后，方向键移动光标，回车键固定。',
  'board.region': '游戏盘面',
  'check.answerLabel': '你的程序对这局游戏输出的两行',
  'check.case': '第几组',
  'check.check': '检查',
  'check.inputLabel': '或者载入一份评测输入（一局游戏，或 T 组数据）',
  'check.load': '载入',
  'check.queriesLabel': '询问：一份评测输入（T，然后 T 行 n m）',
  'check.title': '检查答案',
  'check.wrongStates': '答错的状态（点击查看原因）',
  'fatal.restart': '重新开始',
  'form.apply': '应用',
  'form.berzerkTitle': '游戏',
  'form.n': 'n',
  'form.nHint': ({ numbering }) => (numbering === 'position' ? '个位置' : '个物体'),
  'form.pileSize': '网格大小',
  'form.pileSizeHint': '最大的一堆',
  'form.pilesTitle': '网格',
  'form.presets': '预设',
  'form.random': '随机',
  'form.s1': '瑞克的步长',
  'form.s1Placeholder': '例如 3 2 或 1-9',
  'form.s2': '莫蒂的步长',
  'form.s2Placeholder': '例如 1, 2, 3',
  'game.berzerk': '环形博弈',
  'game.piles': '两堆石子',
  'legend.counter': '剩余出度',
  'legend.counterText': '还不知道会走到对手必胜态的走法数；减到 0 时每种走法都输，该状态就是必败态。只有未定的状态显示剩余出度。',
  'legend.decremented': '这一步骤使其剩余出度减一的前驱',
  'legend.density': '在大圆上，环的每一小段是一根条形：从外到内依次是它覆盖的状态中必胜、必败、循环和未定所占的比例',
  'legend.hole': ({ numbering }) => `${numbering === 'position' ? '位置 0，终止位置（黑洞）' : '物体 1，黑洞'}：轮到谁在这里走，谁就已经输了`,
  'legend.holes': '黑洞',
  'legend.holesText': '两个黑洞状态从一开始就是 0 步必败；它们不在评测答案之中，所以各结局的状态数（状态栏、完整结果）不含它们，而队列和步骤像对待其他状态一样包含它们',
  'legend.itsCounter': '它的剩余出度',
  'legend.keys': '按键：空格 播放/暂停，→ 单步，← 后退，End 运行到底，Esc 停止或取消固定，+ − 0 缩放，p 演示，c 对比度',
  'legend.labelled': '这一步骤标记的前驱',
  'legend.line': '从焦点状态出发的最优路线，一步一步',
  'legend.moverLoses': '先手必败',
  'legend.names': ({ numbering }) => `${place(numbering)} ${placeNextToHole(numbering)}，外环为瑞克走，内环为莫蒂走`,
  'legend.namesTerm': ({ numbering }) => `R${placeNextToHole(numbering)}，M${placeNextToHole(numbering)}`,
  'legend.notDecided': '尚未确定',
  'legend.pPosition': 'P 态',
  'legend.pileHint': '格子 (n,\u00a0m)：第一堆 n 颗石子（横向），第二堆 m 颗（纵向）。把鼠标移到必胜的格子上，可以看到它走到 P 态的那一步。滚轮或 +/− 缩放，拖动平移，0 复原。',
  'legend.pinHint': '点击或轻触一个状态可将它固定；Esc 取消固定。在大圆上，放大镜会显示焦点状态附近的状态及其字母。',
  'legend.queued': '在队列中等待：带编号的圆点（1 = 下一个）；在大圆上是环旁的深色带',
  'legend.remoteness': '步数',
  'legend.remotenessText': '双方都走最优时到终局还要走的步数：赢的一方求快，输的一方拖延',
  'legend.ruledOut': '已排除',
  'legend.ruledOutLatest': '被最新的 P 态排除',
  'legend.taken': '刚出队的状态：粗边框（大圆上是横穿环的一道刻痕）',
  'legend.title': '图例',
  'mover.morty': '莫蒂',
  'mover.rick': '瑞克',
  'options.contrast': '高对比度',
  'options.contrastTitle': '对比度最高的配色（c）',
  'options.present': '演示',
  'options.presentTitle': '只显示盘面、步骤、讲解和算法，并放大字号（p）',
  'outcome.loop': '循环',
  'outcome.lose': '必败',
  'outcome.undecided': '未定',
  'outcome.win': '必胜',
  'play.alice': '爱丽丝（先手）',
  'play.and': '和',
  'play.bob': '鲍勃',
  'play.chart': '每一步之后这局游戏对你的价值',
  'play.hints': '提示',
  'play.move': '走',
  'play.moves': '你的走法',
  'play.restart': '重来',
  'play.sideToMove': '轮到走的一方',
  'play.start': '起点',
  'play.startGame': '开始一局',
  'play.startHint': ({ numbering }) => `例如 R${placeNextToHole(numbering)}`,
  'play.take': '拿走',
  'play.title': '与最优策略对弈',
  'play.undo': '悔棋',
  'play.you': '你执',
  'predict.hint': '如果你认为下一步骤会标记某个状态，就点击它一次；如果认为只会使它的剩余出度减一，就点击两次。如果认为这一步骤什么都不会改变，就什么也不标。单步时会给你评分：✓ 正确，✗ 错误，? 遗漏。',
  'predict.new': '新的小游戏',
  'predict.newTitle': '一局小到可以预测的随机游戏',
  'predict.title': '预测下一步骤',
  'predict.stop': '停止预测',
  'predict.toggle': '预测',
  'predict.toggleTitle': '标出你认为下一步骤会做的事，再单步',
  'preset.big': 'n = 7000，全集',
  'preset.loop': '大多循环',
  'preset.pileFull': '5000 × 5000',
  'preset.pileSample': '样例询问',
  'preset.pileSmall': '小网格',
  'preset.sample1': '样例 1',
  'preset.sample2': '样例 2',
  'result.caption': '瑞克走和莫蒂走时，各步数下的必胜与必败状态数，以及循环状态数',
  'result.classesHint': ({ numbering }) => `按结果分类的${place(numbering)}（瑞克先手 / 莫蒂先手，点击可标出）：`,
  'result.mortyToMove': '莫蒂走',
  'result.remoteness': '步数',
  'result.rickToMove': '瑞克走',
  'result.shade': '按步数着色',
  'result.shadeTitle': '已确定的状态离终局越近颜色越深，越远越浅',
  'result.title': '完整结果',
  'run.back': '◀ 后退',
  'run.backTitle': '撤销一个步骤（←）',
  'run.cancel': '取消',
  'run.cancelTitle': '停止正在进行的任务（Esc）',
  'run.endTitle': '运行到底；再按一次停止（End）',
  'run.playTitle': '播放或暂停（空格）',
  'run.playback': '播放控制',
  'run.progress': '进度',
  'run.region': '搜索过程',
  'run.reset': '重置',
  'run.resetTitle': '回到开头',
  'run.speed': '速度',
  'run.step': '单步 ▶',
  'run.stepTitle': '从队列中取出一个状态（→）',
  'save.answerTitle': '评测输出',
  'save.copy': '复制',
  'save.json': '表格（JSON）',
  'save.jsonTitle': '每个状态的结果、步数和最优走法',
  'save.link': '复制链接',
  'save.linkTitle': '复制指向当前画面的链接',
  'save.png': '盘面（PNG）',
  'save.pngTitle': '带标题、步骤、各结局状态数和图例的盘面，存为 PNG 图片',
  'save.text': '答案（文本）',
  'save.textTitle': '搜索结束后的两行评测输出',
  'save.group': '保存',
  'embed.button': '复制嵌入代码',
  'embed.buttonTitle': '复制可在其他网页中显示此画面的 HTML 代码',
  'embed.snippet': '嵌入代码',
  'embed.autoplay': '加载后自动播放',
  'embed.autoplayTitle': '嵌入的画面在加载后自动播放整个过程',
  'embed.narration': '解说',
  'embed.narrationTitle': '显示或隐藏每一步的解说',
  'embed.open': '完整页面 ↗',
  'embed.openTitle': '在新标签页的完整页面中打开此画面（停在当前这一步）',
  'save.title': '保存与分享',
  'story.algorithm': '算法',
  'story.queue': '队列',
  'story.found': '已找到',
  'story.title': '搜索正在做什么',
  'tab.ask': '谁会赢？',
  'tab.check': '检查',
  'tab.game': '游戏',
  'tab.grid': '网格',
  'tab.legend': '图例',
  'tab.play': '对弈',
  'tab.predict': '预测',
  'tab.result': '结果',
  'tab.save': '保存',
  'tab.why': '为什么？',
  'timeline.label': '时间轴',
  'timeline.layer': '推进一层',
  'timeline.layerTitle': '一直单步，直到下一层（同一步数的状态）的最后一个出队',
  'timeline.map': '记录整个搜索过程',
  'timeline.mapTitle': '把整个搜索过程跑一遍并记录下来，以便跳到任意一个步骤',
  'tools.region': '工具',
  'why.close': '关闭并取消固定',
  'why.colJump': '步长',
  'why.colOutcome': '到达处的结果',
  'why.colRemoteness': '步数',
  'why.colTo': '到达',
  'why.title': '为什么？',
  'draw.delete': '删除所选',
  'draw.find': '查找结点',
  'draw.findGo': '查找',
  'draw.hint': '绘制时：点击盘面空白处添加一个结点，从一个结点拖到另一个结点添加一条边，点击结点或边将它选中，再按删除键。',
  'draw.title': '绘制',
  'draw.toggle': '在盘面上绘制',
  'form.graphEdges': '边表：先是 n m，然后每条边一行 u v（结点 1..n）',
  'form.graphTitle': '有向图',
  'form.graphFile': '打开文件……',
  'game.graph': '有向图博弈',
  'graphLegend.badge': '结点上的角标：未定时是它的剩余出度，确定后是它的步数',
  'graphLegend.decremented': '指向能走到它、且这一步骤使其剩余出度减一的结点',
  'graphLegend.labelled': '从刚出队的结点指向能走到它、且被这一步骤标记的结点',
  'graphLegend.large': '大图',
  'graphLegend.largeText': '超过 400 个结点时，每个结点是网格中的一个格子：搜索过程中按结点编号排列，搜索结束后按结果和步数分组；颜色较深的格子在队列中等待。放大可以看到编号；“查找结点”可把某个结点移到视野内。',
  'graphLegend.layout': '布局',
  'graphLegend.layoutText': '搜索过程中，边把它连接的结点拉到一起；搜索结束后，每个步数占一列，终局（0）在最右边，循环的结点单独放在左边',
  'graphLegend.queued': '在队列中等待：结点下方带编号的标签（1 = 下一个）',
  'graphLegend.taken': '刚出队的结点：粗圆环',
  'preset.graphChain': '一条链',
  'preset.graphCycle': '一个环',
  'preset.graphDraw': '局面重复（循环）',
  'preset.graphSleepy': '瞌睡游戏（原题 936B）',
  'save.graphAnswerHint': '与 retrograde graph --remoteness 的输出相同：每个结点一个词，然后是每个结点的步数（循环为 -）。',
  'save.graphAnswerTitle': '答案',
  'why.colMoveTo': '走到',
  'zoom.fit': '适应',
  'zoom.fitTitle': '显示整个盘面（0）',
  'zoom.group': '缩放',
  'zoom.in': '放大',
  'zoom.inTitle': '放大（+）',
  'zoom.out': '缩小',
  'zoom.outTitle': '缩小（−）',
  // ---- Shared words ----
  'join.sentences': '',
  'join.items': '，',
  'outcome.0': '未定',
  'outcome.1': '必胜',
  'outcome.2': '必败',
  'outcome.3': '循环',
  'outcome.in': ({ name, remoteness }) => `${remoteness} 步${name}`,
  'mover.0': '瑞克',
  'mover.1': '莫蒂',
  'count.moves': ({ count: n }) => `${n} 步`,
  'count.states': ({ count: n }) => `${n} 个状态`,
  'count.steps': ({ count: n }) => `${n} 个步骤`,
  'status.done': '完成',
  'status.note': ({ note }) => `（${note}）`,
  'form.notApplied': '已修改但尚未应用：按“应用”（或回车）来显示这局游戏。',
  'form.jumpsShortened': ({ more }) => `……另有 ${grouped(more)} 项，按应用时保留（太多了，这里显示不下；“应用”会用到全部）`,
  'caption.edited': '（表单中有尚未应用的修改）',
  'fatal.message': ({ message }) => `页面无法继续运行：${message}`,
  'speed.value': ({ speed }) => `每秒 ${speed} 步`,
  'run.play': '播放',
  'run.pause': '暂停',
  'run.end': '到底',
  'run.stop': '停止',
  'progress.title': ({ percent }) => `搜索已完成 ${percent}%`,
  'progress.job': ({ what, percent }) => `${what}：${percent}%`,
  'job.end': '正在运行到底',
  'job.seek': '正在跳到该步骤',
  'job.timeline': '正在记录整个搜索过程',
  'job.table': '正在生成表格',
  'job.check': '正在检查',
  'job.judge': '正在写出答案',
  'job.stats': '正在统计',
  'job.back': '正在后退一个步骤',
  'job.record': '正在逐步录制搜索过程',

  // ---- Berzerk ----
  'berzerk.caption': ({ n, rick, morty }) => `n = ${n}；瑞克的步长 ${rick}；莫蒂的步长 ${morty}`,
  'berzerk.setMore': ({ shown, count: n }) => `${shown}, …（共 ${grouped(n)} 个步长）`,
  'berzerk.hole': '黑洞',
  'berzerk.holePlace': ({ number }) => `${number}（黑洞）`,
  'berzerk.place': ({ number, numbering }) => `${place(numbering)} ${number}`,
  'berzerk.placeRange': ({ first, last, numbering }) => `${place(numbering)} ${first}..${last}`,
  'berzerk.whoAt': ({ mover: who, place: at }) => `${at}（${who}走）`,
  'berzerk.status': status,
  'berzerk.statusHoles': '各结局的状态数不含两个黑洞状态；队列和步骤包含它们',
  'berzerk.start': ({ rick, morty }) => `开始：每个状态的剩余出度等于它的出度，即走法数（瑞克 ${rick} 种，莫蒂 ${morty} 种）。`
    + '两个黑洞状态对轮到走的一方来说已经输了（0 步必败），它们在队列中等待。'
    + '按“单步”（→）从队列中取出第一个状态。',
  'berzerk.tookHole': ({ who }) => `取出${who}：游戏在那里已经结束，所以是 0 步必败。`,
  'berzerk.took': ({ who, outcome }) => `取出${who}：${outcome}。`,
  'berzerk.ruleLose': '它是必败态，所以每个能走到它的未定状态都是必胜态。',
  'berzerk.ruleWin': '它是必胜态，所以每个能走到它的未定状态，剩余出度都减一。',
  'berzerk.labelledWin': ({ who, jump, remoteness }) => `${who}可以跳 ${jump} 格到达它：${remoteness} 步必胜。`,
  'berzerk.labelledLose': ({
    who, jumps, count: k, other, remoteness,
  }) => `${who}现在${k === 1 ? `唯一的走法（${jumps}）` : `每种走法（${jumps}）都`}会走到${other}的必胜态：${remoteness} 步必败。`,
  'berzerk.moreLabelled': ({ count: n }) => `……另有 ${grouped(n)} 个被标记。`,
  'berzerk.counterTo': ({ name, remaining }) => `${name} → ${remaining}`,
  'berzerk.countersDown': ({ shown, more }) => `剩余出度变为：${shown.join('，')}${more > 0 ? `，另有 ${grouped(more)} 个` : ''}。`,
  'berzerk.noPredecessor': '能走到它的状态都已确定：没有任何变化。',
  'berzerk.queueEmpty': ({ loops }) => `队列已空：${loops} 个状态的剩余出度始终没有减到 0，标记为循环。`,
  'berzerk.queueEmptyNoLoop': '队列已空：每个状态都已确定，没有循环。',
  'berzerk.queueNext': ({ names, more }) => `${names.join(' ')}${more > 0 ? ` … +${grouped(more)}` : ''}`,
  'berzerk.queueNone': '空：下一步骤把所有未定状态标记为循环',
  'berzerk.queueDone': '空',
  'tip.state': '状态',
  'tip.place': ({ numbering }) => place(numbering),
  'tip.toMove': '轮到',
  'tip.outcome': '结果',
  'tip.undecided': '目前未定',
  'tip.counter': '剩余出度',
  'tip.movesLeft': ({ count: n }) => `${n} 种走法尚不知道会走到必胜态`,
  'tip.remoteness': '步数',
  'tip.best': '最优走法',
  'tip.jump': ({ jump }) => `顺时针跳 ${jump} 格`,
  'tip.queue': '队列',
  'tip.queuePlace': ({ place: at }) => `排第 ${at} 位`,

  // ---- Why? ----
  'why.hint': '把鼠标移到一个状态上，看看它为什么是这个结果；点击或轻触可把它固定在这里（Esc 取消固定）。',
  'why.pinned': '已固定',
  'why.headline': ({ prefix, name, headline }) => `${prefix} ${name}：${headline}`,
  'why.hole': ({ who, other }) => `游戏结束：轮到${who}在黑洞上走，说明${other}刚刚获胜。0 步必败。`,
  'why.winInto': ({ who, jump }) => `1 步必胜：${who}跳 ${jump} 格，直接跳进黑洞。`,
  'why.win': ({
    who, other, jump, remoteness, place: at, toRemoteness,
  }) => `${remoteness} 步必胜：${who}跳 ${jump} 格到${at}，${other}在那里 ${toRemoteness} 步必败。`,
  'why.lose': ({
    remoteness, jumps, count: k, other, resist, place: at, toRemoteness,
  }) => `${remoteness} 步必败：${k === 1 ? `唯一的走法（${jumps}）` : `每种走法（${jumps}）都`}会走到${other}的必胜态；`
    + `${k === 1 ? '它' : `跳 ${resist} 格`}坚持得最久（到${at}，${other}在那里 ${toRemoteness} 步必胜）。`,
  'why.loop': ({
    who, other, jump, place: at,
  }) => `循环：没有走法能走到${other}的必败态，而跳 ${jump} 格会到${at}，${other}在那里也赢不了，所以${who}可以让游戏一直进行下去。`,
  'why.undecided': ({ counter, k, other }) => `目前未定。剩余出度 ${counter}：${k} 种走法中有 ${counter} 种尚不知道会走到${other}的必胜态。`,
  'why.knownWins': ({ jumps, other }) => `已知会走到${other}必胜态的步长：${list(jumps)}。`,
  'why.queuedWins': ({ jumps, other }) => `还在队列中等待、出队时会让它的剩余出度减一的${other}必胜态，对应步长：${list(jumps)}。`,
  'why.knownLoses': ({ jumps, other, who }) => (jumps.length === 1
    ? `步长 ${jumps[0]} 会走到${other}的必败态，它还在队列中：一旦它出队，${who}就是必胜。`
    : `步长 ${list(jumps)} 会走到${other}的必败态，它们还在队列中：第一个出队时，${who}就是必胜。`),
  'why.lineItem': ({
    who, jump, name, place: at,
  }) => `${who}跳 ${jump} 格 → ${name}（${at}）`,
  'why.lineToHole': ({ count: n }) => `最优路线：${grouped(n)} 步到达黑洞。`,
  'why.lineCycle': ({ move }) => `一条永不结束的路线：从第 ${grouped(move)} 步起一直绕着同一个圈走。`,
  'why.more': ({ count: n }) => `……另有 ${grouped(n)} 种`,
  'why.lineMore': ({ count: n }) => `……另有 ${grouped(n)} 步`,
  'why.lineNext': ({ count: n }) => `再显示 ${grouped(n)} 步`,
  'why.toCell': ({ name, place: at }) => `${name}（${at}）`,
  'why.group.winning': '必胜的走法',
  'why.group.looping': '保持循环的走法',
  'why.group.undecided': '尚未确定的走法',
  'why.group.losing': '必败的走法',

  // ---- The algorithm ----
  'code.counters': '对每个状态 s：出度(s) ← 它的走法数',
  'code.queueHoles': '队列 ← 无路可走的状态（两个黑洞）：必败，步数 0',
  'code.loop': '当队列非空：',
  'code.take': '  s ← 取出队首',
  'code.each': '  对每个能走到 s 的未定状态 p：',
  'code.win': '    若 s 必败：p ← 必胜，步数(s) + 1；p 入队',
  'code.countDown': '    否则：出度(p) ← 出度(p) − 1',
  'code.lose': '      若 出度(p) = 0：p ← 必败，步数(s) + 1；p 入队',
  'code.loops': '所有仍未定的状态 ← 循环',
  // ---- The board ----
  'glyph.0': '',
  'glyph.1': '胜',
  'glyph.2': '败',
  'glyph.3': '∞',
  'mover.letter.0': 'R',
  'mover.letter.1': 'M',
  'board.outerRing': '外环：瑞克走',
  'board.innerRing': '内环：莫蒂走',
  'board.holeNote': ({ number, numbering }) => `▲ ${place(numbering)} ${number} = 黑洞`,
  'board.scale': ({ max }) => `步数 0 → ${max}`,
  'board.taken': ({ name }) => `已取出 ${name}`,
  'board.viewAll': ({ zoom }) => `放大 ×${zoom.toFixed(1)}：整个圆都在视野内。`,
  'board.viewArc': ({
    first, last, n, zoom, numbering,
  }) => `视野内：共 ${grouped(n)} 个中的${place(numbering)} ${grouped(first)} 到 ${grouped(last)}（放大 ×${zoomed(zoom)}）。点击小圆可移动视野。`,
  'board.viewArcWrap': ({
    first, last, n, zoom, end, start, numbering,
  }) => `视野内：共 ${grouped(n)} 个中的${place(numbering)} ${grouped(first)} 到 ${grouped(end)} 以及 ${grouped(start)} 到 ${grouped(last)}（放大 ×${zoomed(zoom)}）。点击小圆可移动视野。`,
  'board.row': ({ name, value }) => row(name, value),
  'board.pinnedText': ({ focus }) => `已固定：${focus}。`,
  'board.cursorAt': '光标在',
  'board.concealedClick': '提示已关闭：对局结束前，点击棋盘不会固定任何状态，胜负留给你自己判断。',
  'status.concealed': '提示已关闭：对局结束前不显示各局面是必胜还是必败，也不显示它们的数目。',
  'why.concealed': '提示已关闭：对局结束前这里不解释任何局面。在“对弈”里打开提示即可查看。',
  'play.concealedNote': '提示已关闭，对局结束后显示。',
  'board.focusText': ({ focus }) => `焦点：${focus}。`,
  'options.leavePresent': '退出演示',
  'options.standard': '标准配色',

  // ---- Timeline ----
  'timeline.firstLose': '第一个因剩余出度归零而得到的必败态',
  'timeline.layerEnd': '一个步数层出队完毕',
  'timeline.queueEmpty': '队列变空',
  'timeline.markFirstLose': ({ step }) => `步骤 ${step}：第一个因剩余出度归零而得到的必败态（有走法，且每一步都走到必胜态）`,
  'timeline.markLayer': ({ step, remoteness }) => `第 ${step} 次出队后，步数为 ${remoteness} 的状态已全部出队，步数为 ${remoteness + 1} 的已全部确定`,
  'timeline.markLastLayer': ({ step, remoteness }) => `第 ${step} 次出队后，步数为 ${remoteness} 的状态已全部出队，这是最深的一层`,
  'timeline.markLayers': ({ step, first, last }) => `从第 ${step} 次出队起，步数 ${first} 到 ${last} 的各层依次全部出队`,
  'timeline.markQueueEmpty': ({ step }) => `步骤 ${step}：队列变空`,
  'timeline.unmapped': '记录整个搜索过程后即可拖动浏览。',
  'timeline.value': ({ step }) => `步骤 ${step}`,
  'timeline.valueOf': ({ step, total }) => `步骤 ${step} / ${total}`,

  // ---- Links ----
  'link.badGame': ({ value }) => `链接中的 game=${value} 不是这里的游戏：显示环形博弈。`,
  'link.badStep': ({ value }) => `已忽略链接中的 step=${value}：步骤应为整数或 end。`,
  'link.stepPastEnd': ({ value, steps }) => `链接中的 step=${value} 超过了搜索的终点（共 ${steps} 个步骤）：显示终点。`,
  'link.badPin': ({ value }) => `已忽略链接中的 pin=${value}：这局游戏中没有这个状态。`,
  'link.badPlay': ({ value, n, numbering }) => {
    const { first, last } = placesAfterHole(numbering, n);
    return `已忽略链接中的 play=${value}：起点应是 R${first} 或 M${last} 这样的状态，且不能是黑洞。`;
  },
  'link.badYou': ({ value }) => `已忽略链接中的 you=${value}：它只能是 rick 或 morty。`,
  'link.youWithoutPlay': '已忽略链接中的 you=：它要和 play= 一起用。',
  'link.badPacked': ({ name }) => `已忽略链接中的 ${name}=：它不是压缩后的文本（deflate 压缩、base64url 编码），或已损坏。`,
  'link.badLang': ({ value }) => `已忽略链接中的 lang=${value}：本页面支持 en（英文）和 zh（中文）。`,
  'link.tooLong': '这个地址代表的游戏太长，放不进地址里，所以打开的是这个游戏的第一个例子；“保存”里的“复制链接”可以生成包含整个游戏的链接。',
  'link.badNumbering': ({ value }) => `已忽略链接中的 numbering=${value}：它只能是 1（物体 1..n）或 0（位置 0..n−1）。`,

  // ---- Check ----
  'check.checking': '正在检查……',
  'check.unreadLink': '链接中的答案（answerz=）无法读取：它已损坏或不完整。没有进行检查；请粘贴答案后再检查。',
  'check.unreadInput': ({ name }) => `链接中的 ${name}= 无法读取：它已损坏或不完整。没有进行检查；请粘贴输入后再检查答案。`,
  'check.accepted': '通过：每个词都正确。',
  'check.format': ({ problem }) => `不符合评测格式。${problem}。`,
  'check.wrong': ({
    wrong, words, line, word, name, said, truth, proof,
  }) => `答案错误：${grouped(words)} 个词中错了 ${grouped(wrong)} 个。第一个错误在第 ${line} 行第 ${word} 个词（${name}），你的输出是 ${judged(said)}，正确结果是 ${judged(truth)}。证明：${proof}盘面显示的是搜索结束时的状态，也就是正确答案。`,
  // 证明的各行本身以句号结尾。
  'check.proof': ({ lines }) => lines.join(''),
  'check.cases': ({ count: n }) => `这份输入共有 ${grouped(n)} 组数据。`,

  // ---- Play ----
  'play.needsEnd': '先把这局游戏运行到底（到底），才能对弈。',
  'play.itLoops': '会循环',
  'play.you.win': ({ moves }) => `你 ${moves} 步必胜`,
  'play.you.lose': ({ moves }) => `你 ${moves} 步必败`,
  'play.moveLabel': ({ jump, name }) => `${jump} → ${name}`,
  'play.yourMove': ({ who, name }) => `轮到你走，${who}在 ${name}。`,
  'play.again': ({ name, worth }) => `又回到了 ${name}${worth ? `：${worth}` : ''}。`,
  'play.stillWin': ({ moves }) => `你仍然 ${moves} 步必胜`,
  'play.stillLose': ({ moves }) => `电脑仍然 ${moves} 步必胜`,
  'play.looping': ({ name, moves }) => `游戏进入循环：${moves} 步之后又回到了 ${name}，而且双方都无法从这里强制取胜。`,
  'play.youWin': ({ who, moves }) => `你赢了：${who}把怪物送进了黑洞，全局共走了 ${moves} 步。`,
  'play.computerWins': ({ who, moves }) => `电脑赢了：${who}把怪物送进了黑洞，全局共走了 ${moves} 步。`,
  'play.logYou': ({ who, jump, name }) => `${who}（你）跳 ${jump} 格 → ${name}`,
  'play.logComputer': ({ who, jump, name }) => `${who}跳 ${jump} 格 → ${name}`,
  'play.intoHole': ({ text }) => `${text}（跳进黑洞）`,
  'play.moveHint': ({ label, worth }) => `${label}：${worth}`,
  'chart.youWin': '你获胜：剩余步数',
  'chart.computerWins': '电脑获胜：剩余步数',
  'chart.loop': '循环',
  'chart.moves': '已走步数',

  // ---- Predict ----
  'predict.started': '点击你认为下一步骤会标记的状态（点两次：只让它的剩余出度减一），如果认为什么都不会变就不点，然后单步。',
  'predict.graded': ({ right, wrong, missed }) => `这一步骤：正确 ${right} 个，错误 ${wrong} 个，遗漏 ${missed} 个。`,
  'predict.nothingRight': '正确：正如你所预测的，这一步骤没有改变任何东西。',
  'predict.skipped': '这不是向前的一个步骤：不评分。标出你的下一个预测，然后单步。',
  'predict.score': ({ right, wrong, missed }) => `得分：正确 ${right} 个，错误 ${wrong} 个，遗漏 ${missed} 个。`,
  'predict.tooLarge': ({ limit }) => `预测只适用于 n 至多为 ${limit} 的圆，那样每个状态都会画出来。`,

  // ---- The whole result ----
  'result.classLabel': ({ rick, morty, count: k }) => `${rick} / ${morty}：${k}`,
  'result.loopsUndecided': ({ loop, undecided }) => `${loop}（另有 ${undecided} 个未定）`,
  'result.final': '最终结果。两个黑洞状态（0 步必败）不计在内。',
  'result.soFar': ({ steps }) => `截至步骤 ${steps} 的结果；未定状态单独统计。两个黑洞状态不计在内。`,
  'result.no.win': '还没有必胜态',
  'result.no.loss': '还没有必败态',
  'result.none.win': '没有必胜态',
  'result.none.loss': '没有必败态',
  'result.longest.win': ({ name, remoteness }) => `最长的胜局：${name}，${remoteness} 步`,
  'result.longest.loss': ({ name, remoteness }) => `最长的败局：${name}，${remoteness} 步`,

  // ---- Save ----
  'save.answerLater': '标记完成后在这里给出。',
  'save.answerTooLong': ({ words }) => `答案共有 ${grouped(words)} 个词：请用下方的“答案（文本）”下载。`,
  'save.copied': '已复制',
  'save.selectAndCopy': '请选中后复制',
  'save.building': '正在生成文件……',
  'save.linkCopied': ({ length }) => `链接已复制（${grouped(length)} 个字符）。`,

  // ---- Embed ----
  'embed.title': ({ title, text }) => `${title}：${text}，逐步演示逆向分析`,
  'embed.copied': '嵌入代码已复制：把它粘贴到网页中即可。',
  'embed.select': '请选中下方的嵌入代码并复制。',

  // ---- Two piles ----
  'piles.caption': ({ size }) => `石子数 0 到 ${size}，爱丽丝先手`,
  'piles.status': ({
    steps, cells, winning, undecided,
  }) => `步骤 ${steps} · P 态 ${steps}（${cells} 格）· 必胜格 ${winning} · 未定格 ${undecided}`,
  'piles.pair': ({ a, b }) => `(${a},\u00a0${b}) 和 (${b},\u00a0${a})`,
  'piles.start': '开始：什么都还没确定。筛法逐行扫描 n ≤ m 的格子，第一个没被排除的格子就是 P 态。按“单步”（→）找出第一个。',
  'piles.found': ({ pair }) => `找到 P 态 ${unbroken(pair)}：从它出发的每一步都会走到已被排除的格子。`,
  'piles.foundEnd': ({ pair }) => `找到 P 态 ${unbroken(pair)}：这里无路可走，轮到走的一方已经输了。`,
  'piles.noneRuledOut': '能走到它的格子都已经被排除了。',
  'piles.ruledOut': ({ count: n }) => `它又排除了 ${grouped(n)} 个能走到它的格子。`,
  'piles.allDecided': '现在每个格子都已确定。',
  'piles.noneYet': '还没有找到',
  'piles.takeFirst': ({ k }) => `从第一堆拿走 ${k} 颗`,
  'piles.takeSecond': ({ k }) => `从第二堆拿走 ${k} 颗`,
  'piles.takeBoth': ({ first, second }) => `从第一堆拿走 ${first} 颗、从第二堆拿走 ${second} 颗`,
  'piles.notDecided': '尚未确定',
  'piles.tipLose': '必败：P 态',
  'piles.tipLoseWhy': '每一步都会走到必胜的格子',
  'piles.tipLoseEnd': '无路可走：轮到走的一方已经输了',
  'piles.atStep': ({ step }) => `步骤 ${step}`,
  'piles.bobWins': ({ where }) => `鲍勃从 ${unbroken(where)} 获胜：这是 P 态，爱丽丝无论怎么走，都会给鲍勃留下必胜局面。`,
  'piles.bobWinsEnd': ({ where }) => `鲍勃从 ${unbroken(where)} 获胜：两堆都空了，先走的爱丽丝无路可走。`,
  'piles.aliceWins': ({ where, move, to }) => `爱丽丝从 ${unbroken(where)} 获胜：${move}，走到 P 态 ${unbroken(to)}。`,
  'piles.winsFrom': ({ who, where }) => `${who}从 ${unbroken(where)} 获胜`,
  'piles.reasonUndecided': ({ where }) => `${unbroken(where)} 尚未确定：筛法既没有找到它，也没有排除它。`,
  'piles.reasonLose': ({ where, step }) => `${unbroken(where)} 是 P 态，在步骤 ${step} 找到：从它出发的每一步都会走到必胜的格子，所以轮到走的一方必败。`,
  'piles.reasonLoseEnd': ({ where, step }) => `${unbroken(where)} 是 P 态，在步骤 ${step} 找到：这里无路可走，所以轮到走的一方必败。`,
  'piles.reasonWin': ({
    where, move, to, step,
  }) => `${unbroken(where)} 必胜：${move}，走到步骤 ${step} 找到的 P 态 ${unbroken(to)}。`,
  'piles.numbersNone': '还没有 0 < n ≤ m 的 P 态 (n,\u00a0m)。',
  'piles.numbersNoneFinal': '这个网格里没有 0 < n ≤ m 的 P 态 (n,\u00a0m)。',
  'piles.numbers': ({
    count: n, latest, low, high,
  }) => `共 ${grouped(n)} 个 P 态（n ≤ m），每行 n 至多一个。比值 m / n：最新为 ${latest}，全部在 ${low} 到 ${high} 之间。`,
  'piles.why.hint': '把鼠标移到一个格子上，看看它为什么必胜或必败；点击或轻触可将它固定（Esc 取消固定）。',
  'piles.playOver': ({ winner, loser, moves }) => `${winner}用 ${moves} 步获胜：${loser}在 (0,\u00a00) 无路可走。`,
  'piles.yourMove': ({ who, n, m }) => `轮到你走，${who}：两堆是 (${n},\u00a0${m})。`,
  'piles.hintWin': ({ move }) => `提示：你可以获胜，${move}。`,
  'piles.hintLose': '提示：面对最优策略，这里每一步都会输。',
  'piles.alice': '爱丽丝',
  'piles.bob': '鲍勃',
  'piles.logYou': ({ who, move, to }) => `${who}（你）：${move} → ${unbroken(to)}`,
  'piles.logComputer': ({ who, move, to }) => `${who}：${move} → ${unbroken(to)}`,
  'pilesCheck.answerLabel': '你的程序对这些询问的输出（每个询问一个词）',
  'pilesCheck.query': ({ query, n, m }) => `第 ${query} 个询问，石子堆 ${unbroken(`(${n}, ${m})`)}`,
  'pilesCheck.word.Alice': '先手必胜',
  'pilesCheck.word.Bob': '先手必败',
  'pilesCheck.offGrid': ({ count: k, size, needed }) => `有 ${grouped(k)} 个答错的询问在这个网格（石子数 0 到 ${size}）之外，没有描边；把网格大小设为 ${needed} 就能看到。`,
  'pilesProof.takeFirst': ({ k }) => `从第一堆拿 ${k} 颗`,
  'pilesProof.takeSecond': ({ k }) => `从第二堆拿 ${k} 颗`,
  'pilesProof.takeBoth': ({ first, second }) => `从第一堆拿 ${first} 颗、从第二堆拿 ${second} 颗`,
  'pilesProof.aliceWinsEnd': ({ take }) => `先手必胜，因为爱丽丝可以${take}，走到 (0,\u00a00)，鲍勃无路可走。`,
  'pilesProof.aliceWins': ({ take, x, y }) => `先手必胜，因为爱丽丝可以${take}，走到 P 态 ${unbroken(`(${x}, ${y})`)}，从那里走的每一步都会留下必胜局面。`,
  'pilesProof.bobWinsEnd': ({ n, m }) => `先手必败，因为在 ${unbroken(`(${n}, ${m})`)} 爱丽丝无路可走。`,
  'pilesProof.bobWins': ({
    n, m, listed, more, count: k,
  }) => `先手必败，因为 ${unbroken(`(${n}, ${m})`)} 是 P 态，从它走的每一步都会留下必胜局面，没有一步能走到更小的 P 态。走到 ${listed.join('、')}${more > 0 ? `，以及另外 ${more} 个` : ''}${k === 1 ? '，而这两个数量都不是对方的倍数' : '，而这些取法中都没有一个数量是另一个的倍数'}。`,
  'pilesProof.reach': ({
    x, y, first, second,
  }) => `${unbroken(`(${x}, ${y})`)} 要拿 ${first} 颗和 ${second} 颗`,
  'tip.piles': '两堆',
  'tip.why': '原因',
  'tip.winningMove': '必胜走法',
  'tip.decidedAt': '确定于',
  'pilesCode.start': '每个格子 (n, m) 开始时都未定',
  'pilesCode.scan': '对每个 n ≤ m 的格子 (n, m)，逐行：',
  'pilesCode.found': '  若它未定：它是 P 态',
  'pilesCode.why': '    （从它出发的每一步都走到已被排除的格子）',
  'pilesCode.ruleOut': '    排除所有能走到它或它的对称格的格子',
  'pilesCode.done': '每个格子都已确定',

  // ---- Graph ----
  'graph.caption': ({ nodes, moves }) => `${grouped(nodes)} 个结点，${grouped(moves)} 条边`,
  'graph.status': status,
  'graph.start': ({ terminal }) => (terminal === 0
    ? '开始：每个结点的剩余出度等于它的出度，即走法数。每个结点都有走法，所以队列一开始就是空的，没有结点能被确定：按“单步”（→）把它们全部标为循环。'
    : `开始：每个结点的剩余出度等于它的出度，即走法数。${terminal === 1 ? '唯一一个' : `${terminal} 个`}无路可走的结点对轮到走的一方来说已经输了（0 步必败），${terminal === 1 ? '它' : '它们'}在队列中等待。`
      + '按“单步”（→）从队列中取出第一个结点。'),
  'graph.tookTerminal': ({ node }) => `取出结点 ${node}：它无路可走，所以是 0 步必败。`,
  'graph.took': ({ node, outcome }) => `取出结点 ${node}：${outcome}。`,
  'graph.ruleLose': '它是必败态，所以每个能走到它的未定结点都是必胜态。',
  'graph.ruleWin': '它是必胜态，所以每个能走到它的未定结点，剩余出度都减一。',
  'graph.labelledWin': ({ node, to, remoteness }) => `结点 ${node} 可以走到 ${to}：${remoteness} 步必胜。`,
  'graph.labelledLose': ({ node, remoteness }) => `结点 ${node} 现在每种走法都会走到对手的必胜态：${remoteness} 步必败。`,
  'graph.counterTo': ({ node, remaining }) => `结点 ${node} → ${remaining}`,
  'graph.statsCaption': '各步数下的必胜与必败结点数，以及循环结点数',
  'graph.noPredecessor': '能走到它的结点都已确定：没有任何变化。',
  'graph.queueEmpty': ({ loops }) => `队列已空：${loops} 个结点的剩余出度始终没有减到 0，标记为循环。`,
  'graph.queueEmptyNoLoop': '队列已空：每个结点都已确定，没有循环。',
  'graph.queueNone': '空：下一步骤把所有未定结点标记为循环',
  'graph.shortened': ({ more }) => `……另有 ${grouped(more)} 行，按载入时保留（太多了，这里显示不下；“应用”会用到全部）`,
  'graph.toNode': ({ node }) => `到结点 ${node}`,
  'graph.nodeCalled': ({ node }) => `结点 ${node}`,
  'graph.loopBand': '循环',
  'graph.zoomed': ({ zoom }) => `放大 ×${zoomed(zoom)}：按 0 或“适应”显示整个图。`,
  'graph.summaryView': ({
    n, zoom, solved, numbered,
  }) => `${grouped(n)} 个结点，每个一格，${solved ? '按结果和步数分组' : '按结点编号排列'}${zoom > 1 ? `（放大 ×${zoomed(zoom)}）` : ''}。${numbered ? '' : '放大可以看到编号。'}`,
  'graph.checkLabel': '你的程序对这个图输出的答案行（每个结点一个词）',
  'graph.predictTooLarge': ({ limit }) => `预测只适用于最多 ${limit} 个结点的图，那样每个结点都会画出来。`,
  'graph.allNodes': '全部结点',
  'graph.statsFinal': '最终结果。',
  'graph.statsSoFar': ({ steps }) => `截至步骤 ${steps} 的结果；未定结点单独统计。`,
  'graph.side.first': '先手',
  'graph.side.second': '后手',
  'graph.startHint': '一个结点，例如 1',
  'graph.badPlay': ({ value }) => `已忽略链接中的 play=${value}：起点应是这个图中的一个结点。`,
  'graph.badYou': ({ value }) => `已忽略链接中的 you=${value}：它只能是 first 或 second。`,
  'graph.logYou': ({ who, node }) => `${who}（你）→ ${node}`,
  'graph.logComputer': ({ who, node }) => `${who} → ${node}`,
  'graph.youWin': ({ moves }) => (moves === 0 ? '你赢了：电脑先走，却无路可走。' : `你赢了：走了 ${moves} 步之后，电脑无路可走。`),
  'graph.computerWins': ({ moves }) => (moves === 0 ? '电脑赢了：你先走，却无路可走。' : `电脑赢了：走了 ${moves} 步之后，你无路可走。`),
  'tip.node': '结点',
  'why.loseTied': ({
    remoteness, jumps, other, tied, resist, place: at, toRemoteness,
  }) => `${remoteness} 步必败：每种走法（${jumps}）都会走到${other}的必胜态；跳 ${list(tied)} 格${tied.length === 2 ? '两种走法' : '这几种走法'}同样坚持得最久`
    + `（每种之后${other}都 ${toRemoteness} 步必胜；最优路线跳 ${resist} 格，到${at}）。`,
  'tip.moves': '走法数',
  'graphWhy.hint': '把鼠标移到一个结点上，看看它为什么是这个结果；点击或轻触可把它固定在这里（Esc 取消固定）。',
  'graphWhy.terminal': ({ node }) => `游戏结束：结点 ${node} 无路可走，所以轮到在那里走的一方已经输了。0 步必败。`,
  'graphWhy.winAtOnce': ({ remoteness, node }) => `${remoteness} 步必胜：走到结点 ${node}，对手在那里无路可走。`,
  'graphWhy.win': ({ remoteness, node, toRemoteness }) => `${remoteness} 步必胜：走到结点 ${node}，对手在那里 ${toRemoteness} 步必败。`,
  'graphWhy.loseTied': ({
    remoteness, nodes, tied, resist, toRemoteness,
  }) => `${remoteness} 步必败：每种走法（到 ${list(nodes)}）都会走到对手必胜的结点；走到 ${list(tied)} ${tied.length === 2 ? '两种走法' : '这几种走法'}同样坚持得最久`
    + `（每种之后对手都 ${toRemoteness} 步必胜；最优路线走到 ${resist}）。`,
  'graphWhy.lose': ({
    remoteness, nodes, resist, toRemoteness,
  }) => `${remoteness} 步必败：${nodes.length === 1 ? `唯一的走法（到 ${nodes[0]}）` : `每种走法（到 ${list(nodes)}）都`}会走到对手必胜的结点；`
    + `${nodes.length === 1 ? '它' : `走到 ${resist} 的走法`}坚持得最久（对手 ${toRemoteness} 步必胜）。`,
  'graphWhy.loop': ({ node }) => `循环：没有走法能走到对手必败的结点，而走到 ${node} 会到达一个对手也赢不了的结点，所以游戏可以一直进行下去。`,
  'graphWhy.undecided': ({ counter, k }) => `目前未定。剩余出度 ${counter}：${k} 种走法中有 ${counter} 种尚不知道会走到对手的必胜态。`,
  'graphWhy.knownWins': ({ nodes }) => `已知会走到对手必胜态的走法：到 ${list(nodes)}。`,
  'graphWhy.queuedWins': ({ nodes }) => `还在队列中等待、出队时会让它的剩余出度减一的对手必胜态：${list(nodes)}。`,
  'graphWhy.knownLoses': ({ nodes }) => (nodes.length === 1
    ? `走到 ${nodes[0]} 会到达对手的必败态，它还在队列中：一旦它出队，当前玩家就必胜。`
    : `走到 ${list(nodes)} 会到达对手的必败态，它们还在队列中：第一个出队时，当前玩家就必胜。`),
  'graphWhy.lineMover': ({ node }) => `当前玩家 → ${node}`,
  'graphWhy.lineOpponent': ({ node }) => `对手 → ${node}`,
  'graphWhy.lineToEnd': ({ count: n }) => `最优路线：${grouped(n)} 步到达无路可走的结点。`,
  'graphCode.counters': '对每个结点 v：出度(v) ← 它的走法数',
  'graphCode.queue': '队列 ← 无路可走的结点：必败，步数 0',
  'graphCode.each': '  对每个能走到 s 的未定结点 p：',
  'graphCode.loops': '所有仍未定的结点 ← 循环',

  // ---- Record (the run as a video or a GIF) ----
  'record.title': '录制',
  'record.hint': '把搜索过程逐帧录成视频或 GIF 动图，可以从某个步骤录到终点，也可以录一段范围。',
  'record.from': '起始步骤',
  'record.fromPlaceholder': '当前',
  'record.to': '结束步骤',
  'record.toPlaceholder': '终点',
  'record.every': '每帧步骤数',
  'record.fps': '每秒帧数',
  'record.size': '尺寸（像素）',
  'record.format': '视频格式',
  'record.narration': '把讲解作为字幕',
  'record.counter': '显示步骤编号',
  'record.video': '录制视频',
  'record.gif': '录制 GIF',
  'record.gifTitle': '适合较短的搜索过程：GIF 动图在哪里都能播放',
  'record.cancel': '取消录制',
  'record.progressLabel': '录制中',
  'record.formatVp9': 'WebM（VP9）',
  'record.formatVp8': 'WebM（VP8）',
  'record.formatAvc': 'MP4（H.264）',
  'record.formatGif': 'GIF',
  'record.formatMissing': ({ format }) => `${format}：此浏览器不支持`,
  'record.badSize': '请选择一种尺寸。',
  'record.badFps': '请选择一种帧率。',
  'record.badFormat': '请选择一种视频格式。',
  'record.badStep': '步骤是从 0 开始的整数（留空：从当前开始，或录到终点）。',
  'record.atEnd': ({ total }) => `搜索已在终点（步骤 ${grouped(total)}）：请给出起始步骤。`,
  'record.fromPastEnd': ({ total }) => `搜索在步骤 ${grouped(total)} 结束：请从它之前开始。`,
  'record.toBeforeFrom': ({ from }) => `请给出录制起点 ${grouped(from)} 之后的步骤。`,
  'record.toPastEnd': ({ total }) => `搜索在步骤 ${grouped(total)} 结束。`,
  'record.badStepsPerFrame': ({ limit }) => `1 到 ${grouped(limit)} 之间的整数。`,
  'record.gifTooLong': ({
    frames, limit, least, size,
  }) => `这样有 ${grouped(frames)} 帧；${size} 的 GIF 最多 ${grouped(limit)} 帧。请每帧至少 ${grouped(least)} 个步骤，或缩短范围、减小尺寸，或者录制视频。`,
  'record.videoTooLong': ({ frames, limit, least }) => `这样有 ${grouped(frames)} 帧；视频最多 ${grouped(limit)} 帧。请每帧至少 ${grouped(least)} 个步骤，或缩短范围。`,
  'record.startedVideo': '正在录制视频……（按 Esc 或“取消录制”停止）',
  'record.startedGif': '正在录制 GIF……（按 Esc 或“取消录制”停止）',
  'record.progress': ({ frame, frames, step }) => `第 ${grouped(frame)} 帧，共 ${grouped(frames)} 帧（步骤 ${grouped(step)}）`,
  'record.progressOpen': ({ frame, step }) => `第 ${grouped(frame)} 帧（步骤 ${grouped(step)}）`,
  'record.percent': ({ percent }) => `录制中：已完成 ${percent}%。`,
  'record.saved': ({ name, frames, seconds }) => `已保存 ${name}：${frames} 帧，用时 ${seconds} 秒。`,
  'record.savedCapped': ({
    name, frames, seconds, limit,
  }) => `已保存 ${name}：${frames} 帧，用时 ${seconds} 秒。它停在 ${grouped(limit)} 帧的上限，没有录到搜索的终点：每帧多取几个步骤才能录到终点。`,
  'record.cancelled': '录制已取消，没有保存任何文件。',
  'record.moved': '录制过程中搜索进度被改变了：录制已停止，没有保存任何文件。',
  'record.noEncoder': '此浏览器无法编码视频：请改为录制 GIF。',
  'record.formatUnsupported': ({ format, size }) => `此浏览器无法以 ${size} 编码 ${format}：请换一种格式或尺寸。`,
  'record.failed': ({ message }) => `录制失败：${message}`,

  // ---- Refused fields (ProblemWire codes from Rust, and the page's own) ----
  'problem.rule': ({ rule: r }) => rule(r),
  'problem.notAWholeNumber': ({
    quantity, lo, hi, text,
  }) => `${WHAT[quantity]}必须是 ${lo} 到 ${hi} 之间的整数，而不是 ${text}`,
  'problem.abovePageLimit': ({ n, max }) => `本页面中 n 至多为 ${max}，现在是 ${n}`,
  'problem.notAJump': ({ mover: m, word }) => `${word} 不是步长：${mover(m)}的步长是用空格或逗号隔开的整数（或 1-9 这样的范围）`,
  'problem.jumpTooLarge': ({ word }) => `${word} 作为步长太大了`,
  'problem.backwardRange': ({ word, first, last }) => `范围 ${word} 是倒过来的，请写成 ${last}-${first}`,
  'problem.tooManyJumps': ({
    mover: m, count: k, n, seconds,
  }) => `对 n = ${n} 来说，${mover(m)}的 ${k} 个步长在本页面中太多了：运行到底可能要${duration(seconds)}（${PAGE_LIMIT}）`,
  'problem.tooLargeForJumps': ({ n, seconds }) => `对这两组步长来说，n = ${n} 在本页面中太大了：运行到底可能要${duration(seconds)}（${PAGE_LIMIT}）`,
  'problem.judgeInput': ({ line, column, problem }) => `第 ${line} 行第 ${column} 列：${inputProblem(problem)}`,
  'problem.noSuchCase': ({ case: c, held }) => `没有第 ${c} 组数据：这份输入${held === 1 ? '只有一局游戏' : `只有 ${held} 组数据`}`,
  'problem.caseNumber': '组号是从 1 开始的整数',
  'problem.playStart': ({ n, numbering }) => {
    const { first, last } = placesAfterHole(numbering, n);
    return `应为 R${first} 或 M${last} 这样的状态（${place(numbering)} ${first} 到 ${last}，R 表示瑞克走，M 表示莫蒂走）`;
  },
  'problem.graphStart': ({ n }) => `应为 1 到 ${n} 之间的结点`,
  'problem.notAMove': ({ n, m }) => `不是从 (${n},\u00a0${m}) 出发的合法走法：从一堆拿走 k ≥ 1 颗，同时从另一堆拿走 k·s 颗`,

  // ---- An answer out of the judge's format (FormatWire) ----
  'format.empty': ({ expected }) => `答案是空的，应为 ${expected}`,
  'format.endsEarly': ({
    read, line, word, expected,
  }) => `答案只有 ${read} 个词就结束了（最后一个在第 ${line} 行第 ${word} 个）；应为 ${expected}`,
  'format.notAWord': ({
    line, word, choices, found, otherCase,
  }) => `第 ${line} 行第 ${word} 个词：应为 ${orList(choices)}，读到的却是 ${found}${otherCase ? '（区分大小写）' : ''}`,
  'format.extra': ({
    line, word, found, expected,
  }) => `第 ${line} 行第 ${word} 个词：多出了 ${found}；答案只应有 ${expected}`,
  'format.expectedBerzerk': ({ words, choices, places: range }) => `${words} 个取自 ${orList(choices)} 的词（${range}，先是瑞克先手，再是莫蒂先手）`,
  'format.expectedCases': ({
    words, choices, games, places: range,
  }) => `${words} 个取自 ${orList(choices)} 的词（对 ${games} 局游戏中的每一局，${range}，先是瑞克先手，再是莫蒂先手）`,
  'format.expectedPiles': ({ words, choices }) => `${words} 个取自 ${orList(choices)} 的词，每个询问一个`,
  'format.expectedGraph': ({ words, choices, nodes }) => `${words} 个取自 ${orList(choices)} 的词（结点 1..${nodes}，各对应轮到在该结点走的一方）`,

  // ---- The proof of a wrong word (ProofWire): the claim, then the best play ----
  'proof.claim': ({ truth, said, claim }) => `它是${truth}而不是${said}，因为${claim}。`,
  'proof.noMoves': ({ me }) => `怪物已在黑洞中，${me}已经输了`,
  'proof.winInto': ({ me, jump }) => `${me}跳 ${jump} 格进入黑洞，立即获胜`,
  'proof.winTo': ({
    me, you, jump, place: at,
  }) => `${me}跳 ${jump} 格到${at}，${you}在那里必败（${you}从${at} 出发的每种走法都会走到${me}的必胜态）`,
  'proof.everyMoveLoses': ({
    me, you, listed, more,
  }) => `${me}的每种走法都会走到${you}的必胜态（${listed.join('；')}${more > 0 ? `；另有 ${more} 种` : ''}）`,
  'proof.resists': ({ reaches, you, remoteness }) => `${reaches}，${you} ${remoteness} 步必胜`,
  'proof.noWinningMove': ({
    me, you, listed, more, stay,
  }) => `${me}没有走法能走到${you}的必败态（${listed.join('；')}${more > 0 ? `；另有 ${more} 种` : ''}），而且${stay}`,
  'proof.landsOn': ({ reaches, worth }) => `${reaches}，${worth}`,
  'proof.winFor': ({ you, remoteness }) => `${you} ${remoteness} 步必胜`,
  'proof.anOutcome': ({ outcome }) => outcome,
  'proof.loopMove': ({
    me, you, jump, place: at,
  }) => `${me}跳 ${jump} 格会到${at}，${you}在那里赢不了（循环）`,
  'proof.into': ({ jump }) => `跳 ${jump} 格进入黑洞`,
  'proof.to': ({ jump, place: at }) => `跳 ${jump} 格到${at}`,
  'proof.plays': ({ who, reaches }) => `${who}${reaches}`,
  'proof.bestPlay': ({ plays, more, ending }) => `最优路线：${plays.join('，')}${more > 0 ? `，再走 ${more} 步` : ''}${ending}。`,
  'proof.endWin': ({ me, moves }) => `，${me} ${moves} 步获胜`,
  'proof.endLose': ({ me, moves }) => `，${me} ${moves} 步落败`,
  'proof.endLoop': '，之后游戏永远重复下去',

  // ---- A graph's proof (ProofWire, each move named by the node it reaches) ----
  'graphProof.mover': '当前玩家',
  'graphProof.noMoves': ({ node }) => `结点 ${node} 无路可走，所以轮到在那里走的一方已经输了`,
  'graphProof.winAtOnce': ({ node }) => `当前玩家走到结点 ${node}，对手在那里无路可走`,
  'graphProof.winTo': ({ node }) => `当前玩家走到结点 ${node}，对手在那里必败（从结点 ${node} 出发的每种走法都会走到当前玩家的必胜态）`,
  'graphProof.everyMoveLoses': ({ listed, more }) => `每种走法都会走到对手的必胜态（${listed.join('；')}${more > 0 ? `；另有 ${more} 种` : ''}）`,
  'graphProof.resists': ({ node, remoteness }) => `到结点 ${node}，对手 ${remoteness} 步必胜`,
  'graphProof.noWinningMove': ({ listed, more, stay }) => `没有走法能走到对手的必败态（${listed.join('；')}${more > 0 ? `；另有 ${more} 种` : ''}），而且${stay}`,
  'graphProof.landsOn': ({ node, worth }) => `到结点 ${node}，${worth}`,
  'graphProof.winFor': ({ remoteness }) => `对手 ${remoteness} 步必胜`,
  'graphProof.loopMove': ({ node }) => `走到结点 ${node} 会进入循环，对手在那里赢不了`,
  'graphProof.over': '最优路线：没有，游戏已经结束。',
};
