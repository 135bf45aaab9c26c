//! The game graph's judge format: an edge list in, a line of outcomes (and
//! one of remoteness, if asked) out.

use std::convert::Infallible;
use std::fmt::{self, Write};

use super::Graph;
use crate::judge::{alone, Format, InputError, Tokens};
use crate::outcome::Outcome;
use crate::retro::{Retrograde, Run, Stepper};

/// How large a game graph may be: the judge's promise, or beyond it for
/// exploring while memory stays bounded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Largest number of nodes.
    pub nodes: u32,
    /// Largest number of edge lines.
    pub edges: u32,
}

impl Limits {
    /// The game graph's judge: `n` up to 10^5, `m` up to 10^6.
    pub const JUDGE: Limits = Limits {
        nodes: 100_000,
        edges: 1_000_000,
    };

    /// Large but safe: `retrograde graph --large` on 10^7 random edges
    /// among 10^7 nodes peaked at 0.58 GB, its input and answer text
    /// included (the graph takes 8 bytes per node and per edge, the engine
    /// 21 per node).
    pub const LARGE: Limits = Limits {
        nodes: 10_000_000,
        edges: 10_000_000,
    };
}

/// An item of the graph format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    /// `n`.
    Nodes,
    /// `m`.
    Edges,
    /// One end of edge `edge` (from 1) of `edges`: `u`, or `v` if `head`.
    EdgeEnd { edge: u32, edges: u32, head: bool },
}

impl fmt::Display for Item {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Item::Nodes => write!(f, "n (the number of nodes)"),
            Item::Edges => write!(f, "m (the number of edges)"),
            Item::EdgeEnd { edge, edges, head } => {
                let end = if head {
                    "v (the node it moves to)"
                } else {
                    "u (the node it moves from)"
                };
                write!(f, "edge {edge} of {edges}: {end}")
            }
        }
    }
}

/// What a surplus token came after in the graph format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum After {
    /// The last edge line (of `m`, maybe none).
    Edges(u32),
}

impl fmt::Display for After {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            After::Edges(0) => write!(f, "n and m (the graph has no edges)"),
            After::Edges(m) => write!(f, "the last of {m} edges"),
        }
    }
}

/// The graph format, known by its items: it has no problem beyond its
/// tokens.
impl Format for Item {
    type After = After;
    type Problem = Infallible;
}

/// Reads a game graph: `n m`, then `m` lines `u v`, a move from node `u` to
/// node `v` (both in `1..=n`). Repeated edges count once and self-loops are
/// moves like any other; the graph numbers nodes from 0.
pub fn read_graph(input: &[u8], limits: &Limits) -> Result<Graph, InputError<Item>> {
    let mut tokens = Tokens::new(input);
    let (n, _) = tokens.number(alone(Item::Nodes), 1, limits.nodes.into())?;
    let (m, _) = tokens.number(alone(Item::Edges), 0, limits.edges.into())?;
    let edges = m as u32;
    let mut read = Vec::with_capacity(m as usize);
    for edge in 1..=edges {
        let mut end = |head| {
            let item = Item::EdgeEnd { edge, edges, head };
            tokens.number(alone(item), 1, n)
        };
        let (u, _) = end(false)?;
        let (v, _) = end(true)?;
        read.push((u as u32 - 1, v as u32 - 1));
    }
    tokens.finish(After::Edges(edges))?;
    Ok(Graph::from_edges(n as u32, read))
}

/// A game graph solved to its end by the generic engine.
pub fn solve_graph(graph: &Graph) -> Retrograde<&Graph> {
    let mut run = Retrograde::new(graph);
    run.finish();
    run
}

/// The graph's judge output: one line with `Win`, `Lose` or `Loop` for the
/// player to move at nodes 1..n; with `remoteness`, a second line with each
/// node's remoteness (`-` for a Loop).
pub fn graph_answer(graph: &Graph, remoteness: bool, out: &mut String) {
    write_graph_answer(&solve_graph(graph), remoteness, out);
}

/// The judge output of a finished run over a game graph, as [`graph_answer`]
/// writes it: the page writes the answer of the run it shows with it.
pub fn write_graph_answer<R: Run>(run: &R, remoteness: bool, out: &mut String) {
    assert!(run.is_done(), "the answer is read off a finished run");
    let words = |out: &mut String, each: &dyn Fn(usize, &mut String)| {
        for state in 0..run.outcomes().len() {
            if state > 0 {
                out.push(' ');
            }
            each(state, out);
        }
        out.push('\n');
    };
    out.reserve(run.outcomes().len() * if remoteness { 10 } else { 5 });
    words(out, &|state, out| out.push_str(run.outcome(state).word()));
    if remoteness {
        words(out, &|state, out| match run.remoteness(state) {
            Some(r) => {
                let _ = write!(out, "{r}");
            }
            None if run.outcome(state) == Outcome::Loop => out.push('-'),
            None => unreachable!("a finished run decides every state"),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::{err, Bounds, InputProblem};

    #[test]
    fn graphs_read_with_repeats_self_loops_and_crlf() {
        let graph = read_graph(b"3 4\r\n1 2\r\n1 2\r\n3 3\r\n2 1\r\n", &Limits::JUDGE).unwrap();
        assert_eq!((graph.node_count(), graph.edge_count()), (3, 3));
        assert_eq!(
            (graph.moves(0), graph.moves(1), graph.moves(2)),
            (&[1][..], &[0][..], &[2][..])
        );
        let mut out = String::new();
        graph_answer(&graph, true, &mut out);
        assert_eq!(out, "Loop Loop Loop\n- - -\n");
        let graph = read_graph(b"4 3 1 2 2 3 3 4", &Limits::JUDGE).unwrap();
        out.clear();
        graph_answer(&graph, true, &mut out);
        assert_eq!(out, "Win Lose Win Lose\n3 2 1 0\n");
        let j = &Limits::JUDGE;
        let exact: &[(&[u8], &str)] = &[
            (b" \n", "line 2, column 1: the input is empty; expected n (the number of nodes)"),
            (b"0 0", "line 1, column 1: n (the number of nodes) must be between 1 and 100000, found \"0\""),
            (b"2", "line 1, column 2: the input ends early; expected m (the number of edges)"),
            (b"2 1\n1 3", "line 2, column 3: edge 1 of 1: v (the node it moves to) must be between 1 and 2, found \"3\""),
            (b"2 1\n0 1", "line 2, column 1: edge 1 of 1: u (the node it moves from) must be between 1 and 2, found \"0\""),
            (b"2 0 1", "line 1, column 5: unexpected extra input \"1\" after n and m (the graph has no edges)"),
        ];
        for (input, expected) in exact {
            assert_eq!(err(read_graph(input, j)), *expected);
        }
        let too_many = InputProblem::OutOfRange {
            wanted: alone(Item::Nodes),
            bounds: Bounds::Between(1, 100_000),
            text: "\"100001\"".to_string(),
        };
        assert_eq!(read_graph(b"100001 0", j).unwrap_err().problem, too_many);
        let large = read_graph(b"100001 0", &Limits::LARGE).unwrap();
        assert_eq!((large.node_count(), large.edge_count()), (100_001, 0));
    }
}
