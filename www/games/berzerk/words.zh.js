// Berzerk's words in Chinese: its markup's (parts.html) and its code's, with the keys
// of words.en.js, in the terms i18n/zh.js sets out. The page's catalogue (i18n/index.js)
// adds them to the shared words.

import {
  casePrefix, duration, grouped, list, mover, orList, place, status, zoomed,
} from '../../i18n/zh-grammar.js';
import { placeNextToHole, placesAfterHole } from '../../i18n/examples.js';

/** The page's limit on a run's length, as the refusals give it. */
const PAGE_LIMIT = '本页面最多花几秒钟把一局游戏运行到底';

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

export const ZH = {
  'numbering.label': '编号',
  'numbering.object': '物体 1..n，黑洞为 1（原题）',
  'numbering.position': '位置 0..n−1，终止位置为 0',
  'check.answerLabel': '你的程序对这局游戏输出的两行',
  'check.case': '第几组',
  'check.inputLabel': '或者载入一份评测输入（一局游戏，或 T 组数据）',
  'check.load': '载入',
  'form.berzerkTitle': '游戏',
  'form.n': 'n',
  'form.nHint': ({ numbering }) => (numbering === 'position' ? '个位置' : '个物体'),
  'form.s1': '瑞克的步长',
  'form.s1Placeholder': '例如 3 2 或 1-9',
  'form.s2': '莫蒂的步长',
  'form.s2Placeholder': '例如 1, 2, 3',
  'format.expectedBerzerk': ({ words, choices, places: range }) => `${words} 个取自 ${orList(choices)} 的词（${range}，先是瑞克先手，再是莫蒂先手）`,
  'format.expectedCases': ({
    words, choices, games, places: range,
  }) => `${words} 个取自 ${orList(choices)} 的词（对 ${games} 局游戏中的每一局，${range}，先是瑞克先手，再是莫蒂先手）`,
  'game.berzerk': '环形博弈',
  'legend.decremented': '这一步骤使其剩余出度减一的前驱',
  'legend.density': '在大圆上，环的每一小段是一根条形：从外到内依次是它覆盖的状态中必胜、必败、循环和未定所占的比例',
  'legend.hole': ({ numbering }) => `${numbering === 'position' ? '位置 0，终止位置（黑洞）' : '物体 1，黑洞'}：轮到谁在这里走，谁就已经输了`,
  'legend.holes': '黑洞',
  'legend.holesText': '两个黑洞状态从一开始就是 0 步必败；它们不在评测答案之中，所以各结局的状态数（状态栏、完整结果）不含它们，而队列和步骤像对待其他状态一样包含它们',
  'legend.itsCounter': '它的剩余出度',
  'legend.labelled': '这一步骤标记的前驱',
  'legend.names': ({ numbering }) => `${place(numbering)} ${placeNextToHole(numbering)}，外环为瑞克走，内环为莫蒂走`,
  'legend.namesTerm': ({ numbering }) => `R${placeNextToHole(numbering)}，M${placeNextToHole(numbering)}`,
  'legend.pinHint': '点击或轻触一个状态可将它固定；Esc 取消固定。在大圆上，放大镜会显示焦点状态附近的状态及其字母。',
  'legend.queued': '在队列中等待：带编号的圆点（1 = 下一个）；在大圆上是环旁的深色带',
  'legend.taken': '刚出队的状态：粗边框（大圆上是横穿环的一道刻痕）',
  'play.startHint': ({ numbering }) => `例如 R${placeNextToHole(numbering)}`,
  'preset.big': 'n = 7000，全集',
  'preset.loop': '大多循环',
  'preset.sample1': '样例 1',
  'preset.sample2': '样例 2',
  'result.caption': '瑞克走和莫蒂走时，各步数下的必胜与必败状态数，以及循环状态数',
  'result.classesHint': ({ numbering }) => `按结果分类的${place(numbering)}（瑞克先手 / 莫蒂先手，点击可标出）：`,
  'result.mortyToMove': '莫蒂走',
  'result.rickToMove': '瑞克走',
  'save.answerTitle': '评测输出',
  'why.colJump': '步长',
  'why.colTo': '到达',
  'form.jumpsShortened': ({ more }) => `……另有 ${grouped(more)} 项，按应用时保留（太多了，这里显示不下；“应用”会用到全部）`,
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
  'berzerk.counterTo': ({ name, from, remaining }) => `${name} 的剩余出度 ${from} → ${remaining}`,
  'berzerk.noPredecessor': '能走到它的状态都已确定：没有任何变化。',
  'berzerk.queueEmpty': ({ loops }) => `队列已空：${loops} 个状态的剩余出度始终没有减到 0，标记为循环。`,
  'berzerk.queueEmptyNoLoop': '队列已空：每个状态都已确定，没有循环。',
  'berzerk.queueNone': '空：下一步骤把所有未定状态标记为循环',
  'tip.state': '状态',
  'tip.place': ({ numbering }) => place(numbering),
  'tip.toMove': '轮到',
  'tip.jump': ({ jump }) => `顺时针跳 ${jump} 格`,
  'why.hint': '把鼠标移到一个状态上，看看它为什么是这个结果；点击或轻触可把它固定在这里（Esc 取消固定）。',
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
  'why.toCell': ({ name, place: at }) => `${name}（${at}）`,
  'code.counters': '对每个状态 s：出度(s) ← 它的走法数',
  'code.queueHoles': '队列 ← 无路可走的状态（两个黑洞）：必败，步数 0',
  'code.each': '  对每个能走到 s 的未定状态 p：',
  'code.loops': '所有仍未定的状态 ← 循环',
  'board.taken': ({ name }) => `已取出 ${name}`,
  'board.viewAll': ({ zoom }) => `放大 ×${zoom.toFixed(1)}：整个圆都在视野内。`,
  'board.viewArc': ({
    first, last, n, zoom, numbering,
  }) => `视野内：共 ${grouped(n)} 个中的${place(numbering)} ${grouped(first)} 到 ${grouped(last)}（放大 ×${zoomed(zoom)}）。点击小圆可移动视野。`,
  'board.viewArcWrap': ({
    first, last, n, zoom, end, start, numbering,
  }) => `视野内：共 ${grouped(n)} 个中的${place(numbering)} ${grouped(first)} 到 ${grouped(end)} 以及 ${grouped(start)} 到 ${grouped(last)}（放大 ×${zoomed(zoom)}）。点击小圆可移动视野。`,
  'link.badPlay': ({ value, n, numbering }) => {
    const { first, last } = placesAfterHole(numbering, n);
    return `已忽略链接中的 play=${value}：起点应是 R${first} 或 M${last} 这样的状态，且不能是黑洞。`;
  },
  'link.badYou': ({ value }) => `已忽略链接中的 you=${value}：它只能是 rick 或 morty。`,
  'check.cases': ({ count: n }) => `这份输入共有 ${grouped(n)} 组数据。`,
  'play.moveLabel': ({ jump, name }) => `${jump} → ${name}`,
  'play.youWin': ({ who, moves }) => `你赢了：${who}把怪物送进了黑洞，全局共走了 ${moves} 步。`,
  'play.computerWins': ({ who, moves }) => `电脑赢了：${who}把怪物送进了黑洞，全局共走了 ${moves} 步。`,
  'play.logYou': ({ who, jump, name }) => `${who}（你）跳 ${jump} 格 → ${name}`,
  'play.logComputer': ({ who, jump, name }) => `${who}跳 ${jump} 格 → ${name}`,
  'play.intoHole': ({ text }) => `${text}（跳进黑洞）`,
  'predict.tooLarge': ({ limit }) => `预测只适用于 n 至多为 ${limit} 的圆，那样每个状态都会画出来。`,
  'result.final': '最终结果。两个黑洞状态（0 步必败）不计在内。',
  'result.soFar': ({ steps }) => `截至步骤 ${steps} 的结果；未定状态单独统计。两个黑洞状态不计在内。`,
  'why.loseTied': ({
    remoteness, jumps, other, tied, resist, place: at, toRemoteness,
  }) => `${remoteness} 步必败：每种走法（${jumps}）都会走到${other}的必胜态；跳 ${list(tied)} 格${tied.length === 2 ? '两种走法' : '这几种走法'}同样坚持得最久`
    + `（每种之后${other}都 ${toRemoteness} 步必胜；最优路线跳 ${resist} 格，到${at}）。`,
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
  'proof.loopMove': ({
    me, you, jump, place: at,
  }) => `${me}跳 ${jump} 格会到${at}，${you}在那里赢不了（循环）`,
  'proof.into': ({ jump }) => `跳 ${jump} 格进入黑洞`,
  'proof.to': ({ jump, place: at }) => `跳 ${jump} 格到${at}`,
  'proof.plays': ({ who, reaches }) => `${who}${reaches}`,
  'judgeInput.item.objects': 'n（物体个数）',
  'judgeInput.item.setSize': ({ mover: m }) => `k${m === 'rick' ? 1 : 2}（${mover(m)}的步长个数）`,
  'judgeInput.item.jump': ({ mover: m, index, count: of }) => `${mover(m)}的第 ${index} 个步长（共 ${of} 个）`,
  'judgeInput.item.cases': 'T（数据组数）',
  'judgeInput.after.game': '这局游戏',
  'judgeInput.after.cases': ({ count: n }) => `全部 ${n} 组数据`,
  'judgeInput.problem.rule': ({ case: c, rule: r }) => `${casePrefix(c)}${rule(r)}`,
  'judgeInput.problem.tooManyObjectsInAll': ({ case: c, n, max }) => `${casePrefix(c)}n = ${n} 使所有数据的 n 之和超过了 ${max}`,
  'quantity.objects': 'n',
  'problem.rule': ({ rule: r }) => rule(r),
  'problem.abovePageLimit': ({ n, max }) => `本页面中 n 至多为 ${max}，现在是 ${n}`,
  'problem.notAJump': ({ mover: m, word }) => `${word} 不是步长：${mover(m)}的步长是用空格或逗号隔开的整数（或 1-9 这样的范围）`,
  'problem.jumpTooLarge': ({ word }) => `${word} 作为步长太大了`,
  'problem.backwardRange': ({ word, first, last }) => `范围 ${word} 是倒过来的，请写成 ${last}-${first}`,
  'problem.tooManyJumps': ({
    mover: m, count: k, n, seconds,
  }) => `对 n = ${n} 来说，${mover(m)}的 ${k} 个步长在本页面中太多了：运行到底可能要${duration(seconds)}（${PAGE_LIMIT}）`,
  'problem.tooLargeForJumps': ({ n, seconds }) => `对这两组步长来说，n = ${n} 在本页面中太大了：运行到底可能要${duration(seconds)}（${PAGE_LIMIT}）`,
  'problem.noSuchCase': ({ case: c, held }) => `没有第 ${c} 组数据：这份输入${held === 1 ? '只有一局游戏' : `只有 ${held} 组数据`}`,
};
