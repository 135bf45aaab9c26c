//! The generic engine: the plain FIFO reverse search with out-degree
//! counters over any [`GameGraph`], one step at a time.

use super::step::{labelled_by_latest, latest_step};
use super::{run_tables, GameGraph, Run, Step, StepSummary, Stepper, NEVER};
use crate::outcome::Outcome;

/// The retrograde search over one graph, advanced and undone step by step.
///
/// Order, fixed so that every run of a graph takes the same steps: the queue
/// starts with every terminal state (out-degree 0) in index order, Lose with
/// remoteness 0 (Win where the graph says the game is won there); a taken Lose decides each undecided predecessor Win; a taken
/// Win counts each undecided predecessor down and decides it Lose at 0;
/// predecessors are visited in the graph's order, and the ones decided join
/// the back of the queue in that order. After the queue empties, one final
/// step labels every undecided state Loop.
///
/// The queue is FIFO, so states leave it in non-decreasing remoteness: the
/// first Lose successor taken gives the quickest win, and the last Win
/// successor taken the longest resistance. Each decided state remembers that
/// successor, its remoteness and the step that labelled it; the queue is
/// kept as a log. That is all an undo needs: no history is stored.
///
/// Tables per state: outcome (1 byte), counter, remoteness, deciding
/// successor, labelled-at and queue entry (4 bytes each): 21 bytes. States
/// are numbered in `u32`.
#[derive(Clone, Debug)]
pub struct Retrograde<G> {
    graph: G,
    tables: Tables,
}

#[derive(Clone, Debug)]
struct Tables {
    outcomes: Vec<Outcome>,
    counters: Vec<u32>,
    remoteness: Vec<u32>,
    /// The successor that decided each state, [`NEVER`] for none.
    deciding: Vec<u32>,
    labelled_at: Vec<u32>,
    queue: Vec<u32>,
    head: usize,
    steps_taken: u32,
    done: bool,
}

impl<G: GameGraph> Retrograde<G> {
    pub fn new(graph: G) -> Self {
        let size = graph.state_count();
        assert!(size < NEVER as usize, "states are numbered in u32");
        let counters: Vec<u32> = (0..size).map(|s| graph.out_degree(s)).collect();
        let mut tables = Tables {
            outcomes: vec![Outcome::Undecided; size],
            counters,
            remoteness: vec![NEVER; size],
            deciding: vec![NEVER; size],
            labelled_at: vec![NEVER; size],
            queue: Vec::with_capacity(size),
            head: 0,
            steps_taken: 0,
            done: false,
        };
        for state in 0..size {
            if tables.counters[state] == 0 {
                tables.outcomes[state] = if graph.terminal_win(state) {
                    Outcome::Win
                } else {
                    Outcome::Lose
                };
                tables.remoteness[state] = 0;
                tables.labelled_at[state] = 0;
                tables.queue.push(state as u32);
            }
        }
        Retrograde { graph, tables }
    }

    /// Remaining counters, per state.
    pub fn counters(&self) -> &[u32] {
        &self.tables.counters
    }
}

impl Tables {
    fn decide(&mut self, state: usize, outcome: Outcome, remoteness: u32, by: usize, at: u32) {
        self.outcomes[state] = outcome;
        self.remoteness[state] = remoteness;
        self.deciding[state] = by as u32;
        self.labelled_at[state] = at;
    }

    fn undecide(&mut self, state: usize) {
        self.outcomes[state] = Outcome::Undecided;
        self.remoteness[state] = NEVER;
        self.deciding[state] = NEVER;
        self.labelled_at[state] = NEVER;
    }

    /// Step `at`, taking `taken`: a Lose decides each undecided predecessor
    /// Win; a Win counts each one down, deciding it Lose at 0.
    fn take(&mut self, graph: &impl GameGraph, taken: usize, at: u32) {
        let r = self.remoteness[taken] + 1;
        let wins = self.outcomes[taken] == Outcome::Lose;
        for p in graph.predecessors(taken) {
            if self.outcomes[p] != Outcome::Undecided {
                continue;
            }
            if !wins {
                self.counters[p] -= 1;
                if self.counters[p] > 0 {
                    continue;
                }
            }
            let outcome = if wins { Outcome::Win } else { Outcome::Lose };
            self.decide(p, outcome, r, taken, at);
            self.queue.push(p as u32);
        }
    }

    /// The final step `at`: every state still undecided is Loop.
    fn label_loops(&mut self, at: u32) {
        for state in 0..self.outcomes.len() {
            if self.outcomes[state] == Outcome::Undecided {
                self.outcomes[state] = Outcome::Loop;
                self.labelled_at[state] = at;
            }
        }
        self.done = true;
    }
}

impl<G: GameGraph> Run for Retrograde<G> {
    run_tables!(G, graph, tables);

    fn counter(&self, state: usize) -> Option<u32> {
        Some(self.tables.counters[state])
    }

    fn deciding_successor(&self, state: usize) -> Option<usize> {
        let by = self.tables.deciding[state];
        (by != NEVER).then_some(by as usize)
    }

    fn queue(&self) -> &[u32] {
        &self.tables.queue
    }

    fn queue_head(&self) -> usize {
        self.tables.head
    }

    fn steps_taken(&self) -> u32 {
        self.tables.steps_taken
    }

    fn is_done(&self) -> bool {
        self.tables.done
    }
}

impl<G: GameGraph + Clone> Stepper for Retrograde<G> {
    fn advance(&mut self) -> bool {
        let tables = &mut self.tables;
        if tables.done {
            return false;
        }
        let at = tables.steps_taken + 1;
        if tables.head < tables.queue.len() {
            let taken = tables.queue[tables.head] as usize;
            tables.head += 1;
            tables.take(&self.graph, taken, at);
        } else {
            tables.label_loops(at);
        }
        tables.steps_taken = at;
        true
    }

    fn undo(&mut self) -> bool {
        let at = self.tables.steps_taken;
        if at == 0 {
            return false;
        }
        let labelled = labelled_by_latest(self);
        let tables = &mut self.tables;
        if tables.done {
            for state in 0..tables.outcomes.len() {
                if tables.labelled_at[state] == at {
                    tables.undecide(state);
                }
            }
            tables.done = false;
        } else {
            for _ in 0..labelled {
                let state = tables.queue.pop().expect("a labelled state is queued");
                tables.undecide(state as usize);
            }
            tables.head -= 1;
            let taken = tables.queue[tables.head] as usize;
            // A taken Win counted down every predecessor that was undecided,
            // which is every one undecided now.
            if tables.outcomes[taken] == Outcome::Win {
                for p in self.graph.predecessors(taken) {
                    if tables.outcomes[p] == Outcome::Undecided {
                        tables.counters[p] += 1;
                    }
                }
            }
        }
        tables.steps_taken = at - 1;
        true
    }

    fn last_step_summary(&self, limit: usize) -> Option<StepSummary> {
        let at = self.tables.steps_taken;
        let tables = &self.tables;
        latest_step(self, &tables.counters, limit, |taken| {
            self.graph.predecessors(taken).filter(move |&p| {
                tables.outcomes[p] == Outcome::Undecided || tables.labelled_at[p] == at
            })
        })
    }
}

impl<G: GameGraph + Clone> Iterator for Retrograde<G> {
    type Item = Step;

    /// One step with its report; `None` once the final Loop step is past.
    fn next(&mut self) -> Option<Step> {
        if self.advance() {
            self.last_step()
        } else {
            None
        }
    }
}
