//! The graph game as the page drives it: an edge list pasted or drawn, solved
//! by the generic engine one step at a time. Copies of a run share one graph.

use std::rc::Rc;

use wasm_bindgen::prelude::*;

use retrograde::check::check_graph;
use retrograde::fields::{FieldError, FieldProblem};
use retrograde::graph::Graph;
use retrograde::judge::{read_graph, write_graph_answer, Limits};
use retrograde::outcome::Outcome;
use retrograde::retro::{Checkpoints, GameGraph, Recording, Retrograde, Run, Stepper, Timeline};
use retrograde_wire::{
    graph_explanation, graph_line, graph_rows, graph_step, graph_verdict, TimelineWire,
};

use crate::{against_clock, record_against_clock, refusal, to_js};

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
    read_graph(text.as_bytes(), &PAGE_LIMITS).map_err(|e| {
        refusal(&[FieldError {
            field: FIELD,
            problem: FieldProblem::JudgeInput(e),
        }])
    })
}

/// Checks an edge list as [`GraphSession::new`] does, without solving.
#[wasm_bindgen]
pub fn check_graph_edges(text: &str) -> Result<(), JsValue> {
    read(text).map(|_| ())
}

/// Steps a seek undoes without recorded copies; farther back, the run is
/// recorded first.
const UNDONE_WITHOUT_COPIES: u32 = 64;

/// One game graph being solved step by step, as the page sees it.
#[wasm_bindgen]
pub struct GraphSession {
    graph: Rc<Graph>,
    run: Engine,
    /// A copy of the run finished, once anyone needs the whole result (the
    /// timeline, the exported table) without moving the run shown.
    end: Option<Engine>,
    recording: Option<Recording<Engine>>,
    checkpoints: Option<Checkpoints<Engine>>,
}

#[wasm_bindgen]
impl GraphSession {
    /// Reads an edge list (`n m`, then `m` lines `u v`) from the
    /// "graph-edges" field.
    #[wasm_bindgen(constructor)]
    pub fn new(text: &str) -> Result<GraphSession, JsValue> {
        let graph = Rc::new(read(text)?);
        Ok(GraphSession {
            run: Retrograde::new(Shared(graph.clone())),
            graph,
            end: None,
            recording: None,
            checkpoints: None,
        })
    }

    /// The finished run, computed the first time it is needed (or taken
    /// from the recording).
    fn end(&mut self) -> &Engine {
        if let Some(copies) = &self.checkpoints {
            return copies.finished();
        }
        let graph = &self.graph;
        self.end.get_or_insert_with(|| {
            let mut run = Retrograde::new(Shared(graph.clone()));
            run.finish();
            run
        })
    }

    pub fn node_count(&self) -> u32 {
        self.graph.node_count()
    }

    /// Moves of the graph, repeated ones counted once.
    pub fn edge_count(&self) -> u32 {
        self.graph.edge_count() as u32
    }

    /// The moves as flat pairs `u, v` (nodes from 0), ascending.
    pub fn edges(&self) -> Vec<u32> {
        let mut flat = Vec::with_capacity(2 * self.graph.edge_count());
        for u in 0..self.graph.node_count() {
            for &v in self.graph.moves(u) {
                flat.extend([u, v]);
            }
        }
        flat
    }

    /// `u8` per node: an outcome code.
    pub fn outcomes_ptr(&self) -> *const u8 {
        self.run.outcomes().as_ptr().cast()
    }

    /// `u32` per node: successors not yet known to be Win.
    pub fn counters_ptr(&self) -> *const u32 {
        self.run.counters().as_ptr()
    }

    /// `u32` per node: remoteness, `u32::MAX` when unknown or Loop.
    pub fn remoteness_ptr(&self) -> *const u32 {
        self.run.remoteness_table().as_ptr()
    }

    /// `u32` per queued node, in order; `queue[head..tail]` waits.
    pub fn queue_ptr(&self) -> *const u32 {
        self.run.queue().as_ptr()
    }

    pub fn queue_head(&self) -> u32 {
        self.run.queue_head() as u32
    }

    pub fn queue_tail(&self) -> u32 {
        self.run.queue().len() as u32
    }

    pub fn steps_taken(&self) -> u32 {
        self.run.steps_taken()
    }

    pub fn is_done(&self) -> bool {
        self.run.is_done()
    }

    /// Nodes with this outcome code (0 for a bad code).
    pub fn count(&self, outcome: u8) -> u32 {
        let Some(&outcome) = Outcome::ALL.get(outcome as usize) else {
            return 0;
        };
        self.run
            .outcomes()
            .iter()
            .filter(|&&o| o == outcome)
            .count() as u32
    }

    /// The latest step in brief (`StepWire`, moves named by the node they
    /// reach); `undefined` at the start.
    pub fn last_step(&self, limit: u32) -> Result<JsValue, JsValue> {
        match self.run.last_step_summary(limit as usize) {
            None => Ok(JsValue::UNDEFINED),
            Some(summary) => to_js(&graph_step(&summary)),
        }
    }

    /// Takes up to `steps` steps; returns how many.
    pub fn run(&mut self, steps: u32) -> u32 {
        self.run.run(steps)
    }

    /// Takes steps for about `budget_ms` milliseconds (at least one).
    pub fn run_for(&mut self, budget_ms: f64) -> Result<u32, JsValue> {
        let moves_per_node =
            (self.graph.edge_count() / self.graph.node_count().max(1) as usize).max(1);
        let between_looks = (4096 / moves_per_node).clamp(1, 4096) as u32;
        against_clock(budget_ms, between_looks, |max| self.run.run(max))
    }

    /// Undoes the latest step; false at the start.
    pub fn back(&mut self) -> bool {
        self.run.undo()
    }

    /// Back to the start; what was recorded of the run is kept.
    pub fn reset(&mut self) {
        self.run = Retrograde::new(Shared(self.graph.clone()));
    }

    /// Whether the run is recorded to its end (any step can be reached at once).
    pub fn is_recorded(&self) -> bool {
        self.checkpoints.is_some()
    }

    /// Records the whole run for about `budget_ms` milliseconds; returns the
    /// share of its nodes taken so far (1 once recorded).
    pub fn record_for(&mut self, budget_ms: f64) -> Result<f64, JsValue> {
        if self.checkpoints.is_some() {
            return Ok(1.0);
        }
        let graph = Shared(self.graph.clone());
        let recording = self
            .recording
            .get_or_insert_with(|| Recording::along(Retrograde::new(graph)));
        if let Some(share) = record_against_clock(recording, budget_ms)? {
            return Ok(share);
        }
        self.checkpoints = Some(
            self.recording
                .take()
                .expect("a recording")
                .into_checkpoints(),
        );
        Ok(1.0)
    }

    /// Puts the run at exactly `step` (clamped): forward by stepping, back by
    /// undoing a few steps or from the recorded copies; `undefined` when
    /// going far back needs the run recorded first.
    pub fn seek(&mut self, step: u32) -> Option<u32> {
        let now = self.run.steps_taken();
        if step >= now {
            self.run.run(step - now);
            return Some(self.run.steps_taken());
        }
        if let Some(copies) = &self.checkpoints {
            return Some(copies.seek(&mut self.run, step));
        }
        if now - step > UNDONE_WITHOUT_COPIES {
            return None;
        }
        while self.run.steps_taken() > step {
            self.run.undo();
        }
        Some(step)
    }

    /// Landmarks of the whole run (`TimelineWire`), read off its end.
    pub fn timeline(&mut self) -> Result<JsValue, JsValue> {
        to_js(&TimelineWire::from(&Timeline::of_finished(self.end())))
    }

    /// Everything the run knows about node `state` (from 0): `ExplanationWire`
    /// with moves named by the node they reach (from 1); `undefined` out of
    /// range.
    pub fn explain(&self, state: u32) -> Result<JsValue, JsValue> {
        if state >= self.graph.node_count() {
            return Ok(JsValue::UNDEFINED);
        }
        to_js(&graph_explanation(&self.run, state as usize))
    }

    /// Moves `from..from + count` of node `state`'s best line (`LineWire`,
    /// moves named by the node they reach); `undefined` out of range.
    pub fn line(&self, state: u32, from: u32, count: u32) -> Result<JsValue, JsValue> {
        if state >= self.graph.node_count() {
            return Ok(JsValue::UNDEFINED);
        }
        to_js(&graph_line(
            &self.run,
            state as usize,
            from as usize,
            count as usize,
        ))
    }

    /// The judge's answer line once the run is over (one word per node), and
    /// with `remoteness` a second line of remoteness (`-` for Loop): what
    /// `retrograde graph [--remoteness]` prints.
    pub fn answer(&self, remoteness: bool) -> Option<String> {
        if !self.run.is_done() {
            return None;
        }
        let mut out = String::new();
        write_graph_answer(&self.run, remoteness, &mut out);
        Some(out)
    }

    /// The rows of the exported table for nodes `from..to` (from 0) at the
    /// run's end, whatever the run's progress: an array of `GraphRowWire`.
    pub fn table_rows(&mut self, from: u32, to: u32) -> Result<JsValue, JsValue> {
        let count = self.graph.node_count() as usize;
        let range = (from as usize).min(count)..(to as usize).min(count);
        to_js(&graph_rows(self.end(), range))
    }

    /// Checks a pasted answer line against the truth (`VerdictWire`, proofs'
    /// moves named by node).
    pub fn check(&self, answer: &str) -> Result<JsValue, JsValue> {
        let verdict = check_graph(&self.graph, answer.as_bytes());
        to_js(&graph_verdict(&self.graph, &verdict))
    }
}
