// The rules game's words in Chinese, with the keys of words.en.js.

import { list } from '../../i18n/zh-grammar.js';

// ---- The pattern card, the sweep, the P-positions and the Grundy values' reasons ----

/** "它的走法能到达 0 和 2" or "它的走法到达不了任何有限值". */
const reachZh = (reached) => (reached.length === 0 ? '它的走法到达不了任何有限值' : `它的走法能到达 ${list(reached)}`);

const PATTERN_ZH = {
  'job.sweep': '正在逐个取值求解',
  'rulesGrundy.finite': ({ value, reached }) => `Grundy 值 ${value}：${reachZh(reached)}，没有一步能到达 ${value}`,
  'rulesGrundy.zero': ({ reached }) => (reached.length === 0
    ? 'Grundy 值 0：没有一步能到达 0'
    : `Grundy 值 0：${reachZh(reached)}，没有一步能到达 0`),
  'rulesGrundy.infinite': ({
    value, reached, mex, keepers,
  }) => {
    const held = `走到 ${list(keepers)} 的值是无穷，且从那里没有一步能到达值为 ${mex} 的状态`;
    return keepers.length === 0
      ? `Grundy 值 ${value}：${reachZh(reached)}，所以它的值是无穷`
      : `Grundy 值 ${value}：${reachZh(reached)}；${held}，所以它的值是无穷`;
  },
  'rulesPattern.title': '规律',
  'rulesPattern.tab': '规律',
  'rulesSweep.statePlaceholder': '例如 7',
  'rulesPattern.outcome': '胜负',
  'rulesPattern.grundy': 'Grundy 值',
  'rulesPattern.period': ({ period, from, name }) => `周期 ${period}，从 ${name} = ${from} 开始`,
  'rulesPattern.none': '在这些值里没有完整出现两次的周期',
  'rulesPattern.notNormal': '无：有 win when 行，不是正常规则',
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
  'rulesSweep.noParams': '程序里没有可扫描的整数参数或元素。',
  'rulesSweep.tooMany': ({ cap, asked }) => `要求 ${asked} 个取值：最多 ${cap} 个。`,
  'rulesSweep.badRange': '“从”和“到”须为整数，且“从”不大于“到”。',
  'rulesSweep.cancelled': ({ done, asked }) => `已在 ${asked} 个取值中的第 ${done} 个后停止。`,
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
  'rulesP.note': ({ found, done }) => (done
    ? `${found} 个必败（Lose）状态：即 P 局面，每行一个 (a, b)。`
    : `目前找到 ${found} 个必败（Lose）状态；运行到结束可得到全部。`),
  'rulesP.notTwo': 'P 局面只对有两个整数变量的游戏列出。',
};

export const ZH = {
  ...PATTERN_ZH,
};
