// Chinese: how the catalogues word lists, counts, places, movers and the command's
// problems, shared by zh.js and each game's words.zh.js.

import { grouping } from './numbers.js';

export const grouped = grouping('zh-CN');
/** "2"、"2 和 3"、"2、3 和 5". */
export const list = (items) => (items.length < 2 ? items.map(String).join('') : `${items.slice(0, -1).join('、')} 和 ${items[items.length - 1]}`);
/** "Win、Lose 或 Loop": the judge's words offered as choices. */
export const orList = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join('、')} 或 ${items[items.length - 1]}`);
/** What Berzerk's numbers count: objects 1..n (object 1 the hole) or positions 0..n-1. */
export const place = (numbering) => (numbering === 'position' ? '位置' : '物体');
/** An outcome the judge prints, with the judge's word first: "Win（必胜）". */
const JUDGE_WORD = {
  必胜: 'Win', 必败: 'Lose', 循环: 'Loop', 先手必胜: 'Alice', 先手必败: 'Bob',
};
export const judged = (outcome) => (JUDGE_WORD[outcome] ? `${JUDGE_WORD[outcome]}（${outcome}）` : outcome);
/** Pile pairs such as (0, 0) held on one line: a no-break space after the comma. */
export const unbroken = (text) => String(text).replace(/\((\d+|[nm]), (\d+|[nm])\)/g, '($1,\u00a0$2)');
const MOVER = { rick: '瑞克', morty: '莫蒂' };
export const mover = (name) => MOVER[name];
/** A zoom factor as the board's captions give it: "2.5", or "12" past ten. */
/** A name and its value, as the board's text reads them: no space between two Chinese words. */
const HAN = /\p{Script=Han}/u;
export const row = (name, value) => (HAN.test(String(name).slice(-1)) && HAN.test(String(value).charAt(0)) ? `${name}${value}` : `${name} ${value}`);
export const zoomed = (zoom) => (zoom < 10 ? zoom.toFixed(1) : Math.round(zoom));
/** The status line of a run over states (Berzerk's) or nodes (a graph's): the same counts. */
export const status = ({
  steps, win, lose, loop, undecided, queue,
}) => `步骤 ${steps} · 必胜 ${win} · 必败 ${lose} · 循环 ${loop} · 未定 ${undecided} · 队列 ${queue}`;

/** "约 20 秒"、"约 13 分钟"、"约 2 小时". */
export function duration(seconds) {
  if (seconds < 120) return `约 ${seconds} 秒`;
  if (seconds < 7200) return `约 ${Math.ceil(seconds / 60)} 分钟`;
  return `约 ${Math.ceil(seconds / 3600)} 小时`;
}


/** "第 3 组数据中，" before a sentence about a case (its own colon would stack on the line's). */
export const casePrefix = (c) => (c === null || c === undefined ? '' : `第 ${c} 组数据中，`);
/** "第 3 组数据的" before an item of a case. */
const caseOf = (c) => (c === null || c === undefined ? '' : `第 ${c} 组数据的`);

const wanted = (w, word) => `${caseOf(w.case)}${word(`judgeInput.item.${w.item.kind}`, w.item)}`;

function bounds(b) {
  if (b.kind === 'any') return '是 64 位整数';
  return b.kind === 'atMost' ? `至多为 ${b.max}` : `在 ${b.lo} 到 ${b.hi} 之间`;
}

/**
 * What the judge's reader found wrong (`InputProblemWire`); the game's own parts are its
 * words' `judgeInput.item.<kind>`, `judgeInput.after.<kind>` and `judgeInput.problem.<kind>`,
 * looked up by `word`.
 */
export function inputProblem(p, word) {
  switch (p.kind) {
    case 'empty': return `输入是空的，应先给出 ${wanted(p.wanted, word)}`;
    case 'endsEarly': return `输入提前结束了，还缺 ${wanted(p.wanted, word)}`;
    case 'notAnInteger': return `应为整数 ${wanted(p.wanted, word)}，读到的却是${p.binary ? '二进制数据' : '单词'} ${p.text}`;
    case 'outOfRange': return `${wanted(p.wanted, word)}必须${bounds(p.bounds)}，读到的是 ${p.text}`;
    case 'extra': return `${word(`judgeInput.after.${p.after.kind}`, p.after)}之后多出了输入 ${p.text}`;
    default: return word(`judgeInput.problem.${p.kind}`, p);
  }
}

