// The rule game's words in Chinese: its markup's (parts.html) and its code's, with the keys
// of words.en.js, in the terms i18n/zh.js sets out. The page's catalogue (i18n/index.js)
// adds them to the shared words. A located refusal keeps the command's own message.

import { grouped, list, orList, status } from '../../i18n/zh-grammar.js';

// ---- The pattern card, the sweep, the P-positions and the Grundy values' reasons ----

/** An infinite value as the table prints it (`inf{0,2}`), with the sign for infinity. */
const infinite = (value) => String(value).replace(/^inf/, '∞');

/** "它的走法能到达 0 和 2" or "它的走法到达不了任何有限值". */
const reachZh = (reached) => (reached.length === 0 ? '它的走法到达不了任何有限值' : `它的走法能到达 ${list(reached)}`);

const PATTERN_ZH = {
  'rulesGrundy.finite': ({ value, reached }) => `SG 值 ${value}：${reachZh(reached)}，没有一步能到达 ${value}`,
  'rulesGrundy.zero': ({ reached }) => (reached.length === 0
    ? 'SG 值 0：没有一步能到达 0'
    : `SG 值 0：${reachZh(reached)}，没有一步能到达 0`),
  'rulesGrundy.infinite': ({
    value, reached, mex, keepers,
  }) => {
    const held = `走到 ${list(keepers)} 的值是无穷，且从那里没有一步能到达值为 ${mex} 的状态`;
    return keepers.length === 0
      ? `SG 值 ${infinite(value)}：${reachZh(reached)}，所以它的值是无穷`
      : `SG 值 ${infinite(value)}：${reachZh(reached)}；${held}，所以它的值是无穷`;
  },
  'rulesPattern.title': '规律',
  'rulesPattern.tab': '规律',
  'rulesSweep.statePlaceholder': '例如 7',
  'rulesPattern.outcome': '胜负',
  'rulesPattern.grundy': 'SG 值',
  'rulesPattern.period': ({ period, from, name, seen }) => `周期 ${period}，从 ${name} = ${from} 开始，完整出现 ${seen} 次`,
  'rulesPattern.none': '在这些值里没有可确认的周期：周期须完整重复 3 次，且之前的部分更短',
  'rulesPattern.notNormal': '无：程序规定了一些终局由当前玩家获胜，不是正常规则',
  'rulesPattern.notOne': '规律只对只有一个整数变量的游戏给出。',
  'rulesPattern.waiting': '运行到结束后显示胜负的规律。',
  'rulesPattern.key': '周期之前的格子颜色较淡；第一个周期加了边框，每次重复的开头有一条竖线。',
  'rulesPattern.cells': ({ what, cells }) => `${what}：${cells}`,
  'rulesSweep.title': '扫描参数',
  'rulesSweep.param': '参数',
  'rulesSweep.from': '从',
  'rulesSweep.to': '到',
  'rulesSweep.state': '状态（看它的胜负）',
  'rulesSweep.measure': '度量',
  'rulesSweep.measureOutcome': '该状态的胜负',
  'rulesSweep.measurePeriod': '胜负的周期',
  'rulesSweep.run': '扫描',
  'rulesSweep.cap': ({ cap }) => `每个取值都重新建图求解；最多 ${cap} 个取值。`,
  'rulesSweep.element': ({ name, index, value }) => `${name} 的第 ${index + 1} 个元素（现为 ${value}）`,
  'rulesSweep.whole': ({ name, value }) => `${name}（现为 ${value}）`,
  'rulesSweep.stateMissing': '请填写要看胜负的状态，按棋盘上的写法写出它的值（如 7 或 3,5），或改为度量胜负的周期。',
  'rulesSweep.noParams': '程序里没有可扫描的整数参数或元素。',
  'rulesSweep.tooMany': ({ cap, asked }) => `要求 ${asked} 个取值：最多 ${cap} 个。`,
  'rulesSweep.badRange': '“从”和“到”须为整数，且“从”不大于“到”。',
  'rulesSweep.cancelled': ({ done, asked }) => `已在 ${asked} 个取值中的第 ${done} 个后停止。`,
  'rulesSweep.restarted': '已在某个取值的求解中途停止：它的博弈构建太久，没有等它完成。',
  'rulesSweep.value': '取值',
  'rulesSweep.outcome': '胜负',
  'rulesSweep.remoteness': '步数',
  'rulesSweep.period': '周期',
  'rulesSweep.periodFrom': '起点',
  'rulesSweep.error': '被拒绝',
  'rulesSweep.none': '无',
  'rulesSweep.plot': ({ name, measure, summary }) => `${measure}随 ${name} 变化的图：${summary}`,
  'rulesSweep.plotOutcome': '胜负',
  'rulesSweep.plotPeriod': '周期',
  'rulesP.title': 'P 局面',
  'rulesP.copy': '复制',
  'rulesP.note': ({ found, complete }) => (complete
    ? `${found} 个必败态：即 P 局面，每行一个 (a, b)。`
    : `目前找到 ${found} 个必败态；运行到结束可得到全部。`),
  'rulesP.notTwo': 'P 局面只对有两个整数变量的游戏列出。',
};

export const ZH = {
  ...PATTERN_ZH,
  'game.rules': '规则博弈',
  'form.rulesTitle': '规则',
  'form.rulesSource': '程序：先写参数和状态，再写走法（规则语言）',
  'form.rulesLimits': '最多 10^6 个状态、1.5 GB 内存、约 10 秒的求值。',
  'form.rulesFile': '打开文件……',
  'preset.rulesSubtraction': '减法游戏 {1, 3, 4}',
  'preset.rulesPreperiod': '减法游戏 {2, 4, 7}：有前缀的周期',
  'preset.rulesWythoff': '威佐夫博弈',
  'preset.rulesTwoPiles': '种子的两堆石子',
  'preset.rulesTokens': '图上的两枚棋子',
  'preset.rulesBerzerk': '环形博弈（原题 786A）',
  'preset.rulesCatAndMouse': '猫和老鼠（力扣 913）',
  'save.rulesAnswerTitle': '答案',
  'save.rulesAnswerHint': '与 retrograde rules 的输出相同：每个状态一行，依次是它的各个值、结果和步数（循环为 -），正常规则下再加上 SG 值。',
  'rules.paramsTitle': '参数',
  'rules.paramsHint': '程序中的每个参数及其取值（表达式已算出，集合已排序、去重）；改动一个就用新值重新开始（与在命令行里设置参数相同）。',
  'rules.shade': '盘面着色依据',
  'rules.shadeOutcome': '结果',
  'rules.shadeRemoteness': '步数',
  'rules.shadeGrundy': 'SG 值',
  'rules.grundyNotNormal': '程序规定了一些终局由当前玩家获胜，不是正常规则，所以没有 SG 值。',
  'rulesLegend.shape': '盘面',
  'rulesLegend.shapeText': '按状态变量决定：一个整数变量画成一条带，一个整数加一个只有两种取值的变量画成两条带，两个整数变量画成网格，其余情况画成状态图',
  // The place in Chinese; what is wrong is the command's own words.
  'problem.rules': ({
    line, column, setting, detail, message,
  }) => {
    if (setting) return `参数 ${setting} 的取值有误（第 ${column} 列）：${detail}`;
    return line ? `程序有误（第 ${line} 行第 ${column} 列）：${detail}` : `程序有误：${detail ?? message}`;
  },
  'problem.cancelled': '构建在完成前被取消：盘面仍是之前的博弈。',
  'problem.rulesStart': ({ example }) => `应为用各个值写出的状态，例如 ${example}`,
  'job.build': '正在构建博弈',
  'job.sweep': '正在扫描参数',
  'format.expectedRules': ({ words, choices }) => `${words} 个取自 ${orList(choices)} 的词（每个状态一个，按表中的顺序，各对应轮到在该状态走的一方）`,
  'rules.colMove': '走法',
  'rules.caption': ({ states, moves, normalPlay }) => `${grouped(states)} 个状态，${grouped(moves)} 种走法${normalPlay ? '' : '，有当前玩家获胜的终局'}`,
  'rules.status': status,
  'rules.start': ({ over }) => (over === 0
    ? '开始：每个状态的剩余出度等于它的走法数。没有哪个状态是终局，所以队列一开始就是空的，没有状态能被确定：按“单步”（→）把它们全部标为循环。'
    : `开始：每个状态的剩余出度等于它的走法数。${over === 1 ? '唯一一个' : `${over} 个`}终局状态（无路可走，或满足程序写明的终局条件）在队列中等待。`
      + '按“单步”（→）从队列中取出第一个状态。'),
  'rules.tookOver': ({ state }) => `取出 ${state}：游戏在这里结束，轮到走的一方输了（0 步必败）。`,
  'rules.tookWon': ({ state }) => `取出 ${state}：游戏在这里结束，轮到走的一方赢了（0 步必胜）。`,
  'rules.took': ({ state, outcome }) => `取出 ${state}：${outcome}。`,
  'rules.ruleLose': '它是必败态，所以每个能走到它的未定状态都是必胜态。',
  'rules.ruleWin': '它是必胜态，所以每个能走到它的未定状态，剩余出度都减一。',
  'rules.labelledWin': ({ state, to, remoteness }) => `${state} 可以走到 ${to}：${remoteness} 步必胜。`,
  'rules.labelledLose': ({ state, remoteness }) => `${state} 现在每种走法都会走到对手的必胜态：${remoteness} 步必败。`,
  'rules.counterTo': ({ state, from, remaining }) => `状态 ${state} 的剩余出度 ${from} → ${remaining}`,
  'rules.noPredecessor': '能走到它的状态都已确定：没有任何变化。',
  'rules.queueEmpty': ({ loops }) => `队列已空：${loops} 个状态的剩余出度始终没有减到 0，标记为循环。`,
  'rules.queueEmptyNoLoop': '队列已空：每个状态都已确定，没有循环。',
  'rules.queueNone': '空：下一步骤把所有未定状态标记为循环',
  'rules.tipState': '状态',
  'rules.tipMoves': '走法数',
  'rules.tipGrundy': 'SG 值',
  'rules.toState': ({ state }) => `到 ${state}`,
  'rules.stateCalled': ({ state }) => `状态 ${state}`,
  'rules.checkLabel': '你的程序对这个博弈输出的答案（每个状态一个词，按表中的顺序）',
  'rules.predictTooLarge': ({ limit }) => `预测只适用于最多 ${limit} 个状态的博弈，那样每个状态都会画出来。`,
  'rules.statsCaption': '各步数下的必胜与必败状态数，以及循环状态数',
  'rules.allStates': '全部状态',
  'rules.statsFinal': '最终结果。',
  'rules.statsSoFar': ({ steps }) => `截至步骤 ${steps} 的结果；未定状态单独统计。`,
  'rules.side.first': '先手',
  'rules.side.second': '后手',
  'rules.startHint': '用各个值写出的状态，例如 0 或 3,5',
  'rules.badPlay': ({ value }) => `已忽略链接中的 play=${value}：起点应是这个博弈中的一个状态，用它的各个值写出。`,
  'rules.badYou': ({ value }) => `已忽略链接中的 you=${value}：它只能是 first 或 second。`,
  'rules.logYou': ({ who, state }) => `${who}（你）→ ${state}`,
  'rules.logComputer': ({ who, state }) => `${who} → ${state}`,
  'rules.youWin': ({ moves }) => (moves === 0 ? '你赢了：电脑先走，却无路可走。' : `你赢了：走了 ${moves} 步之后，电脑无路可走。`),
  'rules.computerWins': ({ moves }) => (moves === 0 ? '电脑赢了：你先走，却无路可走。' : `电脑赢了：走了 ${moves} 步之后，你无路可走。`),
  'rulesWhy.hint': '把鼠标移到一个状态上，看看它为什么是这个结果；点击或轻触可把它固定在这里（Esc 取消固定）。',
  'rulesWhy.terminal': ({ state }) => `游戏结束：在 ${state}，轮到走的一方已经输了。0 步必败。`,
  'rulesWhy.won': ({ state }) => `游戏结束：在 ${state}，轮到走的一方已经赢了。0 步必胜。`,
  'rulesWhy.winAtOnce': ({ remoteness, state }) => `${remoteness} 步必胜：走到 ${state}，对手在那里已经输了。`,
  'rulesWhy.win': ({ remoteness, state, toRemoteness }) => `${remoteness} 步必胜：走到 ${state}，对手在那里 ${toRemoteness} 步必败。`,
  'rulesWhy.lose': ({
    remoteness, states, resist, toRemoteness,
  }) => `${remoteness} 步必败：${states.length === 1 ? `唯一的走法（到 ${states[0]}）` : `每种走法（到 ${list(states)}）都`}会走到对手必胜的状态；`
    + `${states.length === 1 ? '它' : `走到 ${resist} 的走法`}坚持得最久（对手 ${toRemoteness} 步必胜）。`,
  'rulesWhy.loseTied': ({
    remoteness, states, tied, resist, toRemoteness,
  }) => `${remoteness} 步必败：每种走法（到 ${list(states)}）都会走到对手必胜的状态；走到 ${list(tied)} ${tied.length === 2 ? '两种走法' : '这几种走法'}同样坚持得最久`
    + `（每种之后对手都 ${toRemoteness} 步必胜；最优路线走到 ${resist}）。`,
  'rulesWhy.loop': ({ state }) => `循环：没有走法能走到对手必败的状态，而走到 ${state} 会到达一个对手也赢不了的状态，所以游戏可以一直进行下去。`,
  'rulesWhy.undecided': ({ counter, k }) => `目前未定。剩余出度 ${counter}：${k} 种走法中有 ${counter} 种尚不知道会走到对手的必胜态。`,
  'rulesWhy.knownWins': ({ states }) => `已知会走到对手必胜态的走法：到 ${list(states)}。`,
  'rulesWhy.queuedWins': ({ states }) => `还在队列中等待、出队时会让它的剩余出度减一的对手必胜态：${list(states)}。`,
  'rulesWhy.knownLoses': ({ states }) => (states.length === 1
    ? `走到 ${states[0]} 会到达对手的必败态，它还在队列中：一旦它出队，当前玩家就必胜。`
    : `走到 ${list(states)} 会到达对手的必败态，它们还在队列中：第一个出队时，当前玩家就必胜。`),
  'rulesWhy.lineMover': ({ state }) => `当前玩家 → ${state}`,
  'rulesWhy.lineOpponent': ({ state }) => `对手 → ${state}`,
  'rulesWhy.lineToEnd': ({ count: n }) => `最优路线：${grouped(n)} 步到达终局。`,
  'rulesCode.counters': '对每个状态 v：出度(v) ← 它的走法数',
  'rulesCode.queue': '队列 ← 终局状态：必败（或必胜），步数 0',
  'rulesCode.each': '  对每个能走到 s 的未定状态 p：',
  'rulesCode.loops': '所有仍未定的状态 ← 循环',
  'rulesProof.mover': '当前玩家',
  'rulesProof.noMoves': ({ state }) => `游戏在 ${state} 已经结束`,
  'rulesProof.winAtOnce': ({ state }) => `当前玩家走到 ${state}，对手在那里已经输了`,
  'rulesProof.winTo': ({ state }) => `当前玩家走到 ${state}，对手在那里必败`,
  'rulesProof.everyMoveLoses': ({ listed, more }) => `每种走法都会走到对手的必胜态（${listed.join('；')}${more > 0 ? `；另有 ${more} 种` : ''}）`,
  'rulesProof.resists': ({ state, remoteness }) => `到 ${state}，对手 ${remoteness} 步必胜`,
  'rulesProof.noWinningMove': ({ listed, more, stay }) => `没有走法能走到对手的必败态（${listed.join('；')}${more > 0 ? `；另有 ${more} 种` : ''}），而且${stay}`,
  'rulesProof.landsOn': ({ state, worth }) => `到 ${state}，${worth}`,
  'rulesProof.winFor': ({ remoteness }) => `对手 ${remoteness} 步必胜`,
  'rulesProof.loopMove': ({ state }) => `走到 ${state} 会进入循环，对手在那里赢不了`,
  'rulesProof.over': '最优路线：没有，游戏已经结束。',
  // ---- 游戏的和（走到 sum(...) 的走法，以及“游戏的和”卡片） ----
  'rulesSum.title': '游戏的和',
  'rulesSum.hint': '几个局面并排进行，每次只在其中一个里走一步（SG 定理）：和的SG值是各部分SG值的异或，异或不为 0 时先手必胜，否则先手必败。',
  'rulesSum.parts': '各部分',
  'rulesSum.placeholder': '3, 5, 7',
  'rulesSum.apply': '求解',
  'rulesSum.waiting': '用逗号分隔各局面，例如 3, 5, 7（多个变量时每个局面写成元组：(1, 2), (0, 3)）。',
  'rulesSum.refused': ({ column, detail }) => `第 ${column} 列：${detail}`,
  'rulesSum.headline': ({ outcome, value }) => `${outcome}：各SG值的异或为 ${value}。`,
  'rulesSum.colPart': '部分',
  'rulesSum.colPosition': '局面',
  'rulesSum.colValue': 'SG值',
  'rulesSum.colBits': '二进制',
  'rulesSum.partName': ({ part }) => `第 ${part} 部分`,
  'rulesSum.xor': '异或',
  'rulesSum.infinite': '无穷',
  'rulesSum.move': ({ part, from, to, value, after }) => `必胜走法：在第 ${part} 部分，从 ${from} 走到 ${to}（SG值 ${value}），使 ${after} = 0。`,
  'rulesSum.zeroXor': '没有必胜走法：异或为 0，而每一步只改变一个部分的SG值，走后异或必然非零。',
  'rulesSum.unanswered': ({ part, rest }) => `没有必胜走法：第 ${part} 部分的SG值无穷，其余部分的异或为 ${rest}，它的走法都到不了这个值。`,
  'rulesSum.twoInfinite': ({ first, second }) => `没有必胜走法：第 ${first} 和第 ${second} 部分的SG值都无穷，在一个里走一步，另一个仍然无穷，双方都无法强制取胜。`,
  'rulesSum.xorWord': ' 异或 ',
  'rulesSum.start': ({ states }) => `开始：这个游戏有走到“和”的走法，所以由SG值求解。每一步求出 ${states} 个局面中的一个，从叶子开始：它能走到的局面、它的和的各部分，都先于它求出。不显示步数：和的步数无法由各部分的步数得出。`,
  'rulesSum.step': ({ state, outcome }) => `求出 ${state}：${outcome}，由它能走到的局面和“和”的SG值得出（mex；和的SG值是各部分SG值的异或）。`,
  'rulesSum.valued': ({ value }) => `它的SG值是 ${value}：各走法SG值的 mex，走到一个和时取各部分SG值的异或。不显示步数：和的步数无法由各部分的步数得出。`,
  'rulesSum.notYet': '尚未求出：它能走到的局面、它的和的各部分都求出后，才求它。',
  'rulesSum.moves': ({ moves }) => `它走到和的走法：${moves}。`,
  'rulesSum.sumMove': ({ parts, values, value }) => `到 ${parts}，SG值 ${values} = ${value}`,
};
