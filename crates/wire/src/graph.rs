//! The graph game on the wire: a move is named by the node it reaches (from
//! 1, as in the edge list); states are nodes less one.

use retrograde::check::{GraphMistake, Verdict};
use retrograde::graph::Graph;
use retrograde::retro::{Run, StepSummary};

use crate::{
    code, explanation, step_report, verdict, ExplanationWire, FirstMistakeWire, ProofWire,
    StepWire, VerdictWire,
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

/// A checker's verdict on an answer to `graph` (one word per node).
pub fn graph_verdict(graph: &Graph, v: &Verdict<GraphMistake>) -> VerdictWire<u32> {
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
