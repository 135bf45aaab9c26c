//! The graph game on the wire: a move is named by the node it reaches (from
//! 1, as in the edge list); states are nodes less one.

use std::ops::Range;

use retrograde::check::Verdict;
use retrograde::graph::check::{GraphMistake, GraphShape};
use retrograde::graph::judge::{After, Item};
use retrograde::graph::Graph;
use retrograde::retro::{is_best_move, GameGraph, Run, StepSummary};
use serde::Serialize;

use crate::{
    code, explanation, line_window, step_report, verdict, ExplanationWire, FirstMistakeWire,
    LineWire, ProofWire, StepWire, VerdictWire, BEST_LISTED,
};

/// The node a move from `_from` to `to` reaches, from 1.
fn node(_from: usize, to: usize) -> u32 {
    to as u32 + 1
}

/// The latest step, each deciding move named by the node it reaches.
pub fn graph_step(summary: &StepSummary) -> StepWire<u32> {
    step_report(summary, node)
}

/// A node's explanation, each move named by the node it reaches.
pub fn graph_explanation<R: Run>(run: &R, state: usize) -> ExplanationWire<u32> {
    explanation(run, state, node)
}

/// Moves `from..from + count` of a node's best line, each named by the node it reaches.
pub fn graph_line<R: Run>(run: &R, state: usize, from: usize, count: usize) -> LineWire<u32> {
    line_window(run, state, from, count, node)
}

/// A checker's verdict on an answer to `graph` (one word per node).
pub fn graph_verdict(
    graph: &Graph,
    v: &Verdict<GraphMistake, GraphShape>,
) -> VerdictWire<FirstMistakeWire<u32>> {
    verdict(
        v,
        graph.node_count() as usize,
        |first| FirstMistakeWire {
            line: first.place.line,
            word: first.place.word,
            case: None,
            state: first.node - 1,
            said: code(first.said),
            truth: code(first.truth),
            proof: ProofWire::of(&first.proof, |&to| to),
            text: first.proof.to_string(),
        },
        |i| i as u32,
    )
}

/// One node at the end of a run, as the page exports it: the format
/// `retrograde-graph-table` 1 is a JSON array of these for nodes 1..n.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GraphRowWire {
    pub node: u32,
    pub outcome: &'static str,
    pub remoteness: Option<u32>,
    /// The first best moves' target nodes, ascending.
    pub best: Vec<u32>,
    pub best_count: usize,
}

/// The rows of nodes `states` (from 0) of a finished run, each with every
/// best move by [`is_best_move`], so a table can be written a slice at a time.
pub fn graph_rows<R: Run>(finished: &R, states: Range<usize>) -> Vec<GraphRowWire> {
    assert!(finished.is_done(), "the table is read off a finished run");
    states
        .map(|state| {
            let (own, r) = (finished.outcome(state), finished.remoteness(state));
            let best: Vec<u32> = finished
                .graph()
                .successors(state)
                .filter(|&to| is_best_move(own, r, finished.outcome(to), finished.remoteness(to)))
                .map(|to| node(state, to))
                .collect();
            GraphRowWire {
                node: state as u32 + 1,
                outcome: own.word(),
                remoteness: r,
                best_count: best.len(),
                best: best.into_iter().take(BEST_LISTED).collect(),
            }
        })
        .collect()
}

/// An item of the graph format, tagged by `kind`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ItemWire {
    Nodes,
    Edges,
    EdgeEnd { edge: u32, edges: u32, head: bool },
}

impl From<Item> for ItemWire {
    fn from(item: Item) -> Self {
        match item {
            Item::Nodes => ItemWire::Nodes,
            Item::Edges => ItemWire::Edges,
            Item::EdgeEnd { edge, edges, head } => ItemWire::EdgeEnd { edge, edges, head },
        }
    }
}

/// What a surplus token came after in the graph format, tagged by `kind`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum AfterWire {
    Edges { count: u32 },
}

impl From<After> for AfterWire {
    fn from(after: After) -> Self {
        match after {
            After::Edges(count) => AfterWire::Edges { count },
        }
    }
}

/// The layout of an answer to a game graph, tagged by `kind`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ShapeWire {
    Graph { nodes: u32 },
}

impl From<GraphShape> for ShapeWire {
    fn from(shape: GraphShape) -> Self {
        ShapeWire::Graph { nodes: shape.nodes }
    }
}
