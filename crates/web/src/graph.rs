//! The graph game as the page drives it: an edge list pasted or drawn, solved
//! by the generic engine one step at a time in the shared [`Session`].
//! Copies of a run share one graph.

use std::ops::Range;
use std::rc::Rc;

use wasm_bindgen::prelude::*;

use retrograde::graph::check::check_graph;
use retrograde::graph::judge::{read_graph, write_graph_answer, Limits};
use retrograde::graph::Graph;
use retrograde::outcome::Outcome;
use retrograde::retro::{GameGraph, Retrograde, Run, Stepper};
use retrograde_wire::{
    graph_explanation, graph_line, graph_rows, graph_step, graph_verdict, ExplanationWire,
    LineWire, StepWire,
};

use crate::session::{engine_run_and_end, shared_session_methods, Session, SessionGame, Shown};
use crate::{refused_input, to_js};

/// The page's graphs: up to 100,000 nodes and 1,000,000 moves, the judge's
/// limits, so any judge test can be pasted and stepped.
const PAGE_LIMITS: Limits = Limits::JUDGE;

/// The field the edge list is typed into.
const FIELD: &str = "graph-edges";

/// One graph shared by a run and its copies.
#[derive(Clone, Debug)]
struct Shared(Rc<Graph>);

impl GameGraph for Shared {
    fn state_count(&self) -> usize {
        self.0.state_count()
    }

    fn out_degree(&self, state: usize) -> u32 {
        self.0.out_degree(state)
    }

    fn successors(&self, state: usize) -> impl Iterator<Item = usize> + '_ {
        self.0.successors(state)
    }

    fn predecessors(&self, state: usize) -> impl Iterator<Item = usize> + '_ {
        self.0.predecessors(state)
    }
}

type Engine = Retrograde<Shared>;

fn read(text: &str) -> Result<Graph, JsValue> {
    read_graph(text.as_bytes(), &PAGE_LIMITS).map_err(|e| refused_input(FIELD, e))
}

/// Checks an edge list as [`GraphSession::new`] does, without solving.
#[wasm_bindgen]
pub fn check_graph_edges(text: &str) -> Result<(), JsValue> {
    read(text).map(|_| ())
}

/// The graph game's own part of its session: the end is the run finished (or
/// the recorded one), and moves are named by the node they reach.
struct Nodes(Rc<Graph>);

impl SessionGame for Nodes {
    engine_run_and_end!(Engine, |nodes| Retrograde::new(Shared(nodes.0.clone())));

    fn steps_between_looks(&self) -> u32 {
        let moves_per_node = (self.0.edge_count() / self.0.node_count().max(1) as usize).max(1);
        (4096 / moves_per_node).clamp(1, 4096) as u32
    }

    fn last_step(&self, shown: &Shown<'_, Self>, limit: usize) -> Option<StepWire<u32>> {
        let (Shown::Run(run) | Shown::End(run)) = shown;
        run.last_step_summary(limit)
            .map(|summary| graph_step(&summary))
    }

    /// Nodes are named from 1.
    fn explanation<R: Run<Graph = Shared>>(run: &R, state: usize) -> ExplanationWire<u32> {
        graph_explanation(run, state)
    }

    fn line<R: Run<Graph = Shared>>(
        run: &R,
        state: usize,
        from: usize,
        count: usize,
    ) -> LineWire<u32> {
        graph_line(run, state, from, count)
    }

    /// An array of `GraphRowWire`.
    fn rows(end: &Engine, states: Range<usize>) -> Result<JsValue, JsValue> {
        to_js(&graph_rows(end, states))
    }
}

/// One game graph being solved step by step, as the page sees it: the
/// methods every session shares, then the graph's own.
#[wasm_bindgen]
pub struct GraphSession {
    session: Session<Nodes>,
}

shared_session_methods!(GraphSession);

#[wasm_bindgen]
impl GraphSession {
    /// Reads an edge list (`n m`, then `m` lines `u v`) from the
    /// "graph-edges" field.
    #[wasm_bindgen(constructor)]
    pub fn new(text: &str) -> Result<GraphSession, JsValue> {
        Ok(GraphSession {
            session: Session::new(Nodes(Rc::new(read(text)?))),
        })
    }

    fn graph(&self) -> &Graph {
        &self.session.rules().0
    }

    pub fn node_count(&self) -> u32 {
        self.graph().node_count()
    }

    /// Moves of the graph, repeated ones counted once.
    pub fn edge_count(&self) -> u32 {
        self.graph().edge_count() as u32
    }

    /// The moves as flat pairs `u, v` (nodes from 0), ascending.
    pub fn edges(&self) -> Vec<u32> {
        let graph = self.graph();
        let mut flat = Vec::with_capacity(2 * graph.edge_count());
        for u in 0..graph.node_count() {
            for &v in graph.moves(u) {
                flat.extend([u, v]);
            }
        }
        flat
    }

    /// The judge's answer line once the run is over (one word per node), and
    /// with `remoteness` a second line of remoteness (`-` for Loop): what
    /// `retrograde graph [--remoteness]` prints.
    pub fn answer(&self, remoteness: bool) -> Option<String> {
        let (Shown::Run(run) | Shown::End(run)) = self.session.shown();
        if !run.is_done() {
            return None;
        }
        let mut out = String::new();
        write_graph_answer(run, remoteness, &mut out);
        Some(out)
    }

    /// Checks a pasted answer line against the truth (`VerdictWire`, proofs'
    /// moves named by node).
    pub fn check(&self, answer: &str) -> Result<JsValue, JsValue> {
        let verdict = check_graph(self.graph(), answer.as_bytes());
        to_js(&graph_verdict(self.graph(), &verdict))
    }
}
