//! [`Rules`] to a [`RulesGraph`]: every state visited once, its clauses
//! checked, its moves enumerated and deduplicated with a stamp per state,
//! then successors and predecessors laid out in flat arrays (CSR).

use std::rc::Rc;

use super::cost::{steps_error, Footprint};
use super::error::{Limit, Place, RuleError};
use super::eval::{Batch, Code, Fault, Meter, Scratch, Value};
use super::sums::SumMoves;
use super::{Domain, Limits, MoveRule, Over, Rules, RulesGraph};

/// How a state ends, if it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    Open,
    Lost,
    Won,
}

/// How many values of the innermost generator are evaluated at once: a
/// generator streams its values, whatever its range.
const CHUNK: usize = 1024;
/// The steps a chunk costs beyond its values: setting it up takes about as
/// long as that many operations (an innermost generator of one value pays
/// it for each).
const CHUNK_SETUP: u64 = 4;

/// The enumeration's working state, reused from state to state.
struct Builder {
    rules: Rc<Rules>,
    strides: Vec<u64>,
    env: Vec<Value>,
    /// `stamp[t] == s + 1` once state `s` has listed target `t`.
    stamp: Vec<u32>,
    state: usize,
    /// The steps of evaluation left.
    meter: Meter,
    limits: Limits,
    footprint: Footprint,
    /// The most moves the memory limit (or their numbering in `u32`)
    /// allows; the successors' capacity never exceeds it.
    max_moves: usize,
    successors: Vec<u32>,
    scratch: Scratch,
    /// The targets of the innermost generator's batch, as state numbers.
    batch: Vec<u64>,
    /// The moves to sums listed so far.
    sums: SumMoves,
    /// The `move` line being walked (its index among them).
    line: usize,
}

/// A build under way, a slice of states at a time, so that a caller can
/// show progress and stop between slices. Each state is visited once, in
/// order: slices give exactly the graph (or the error) of one build.
pub struct Build {
    builder: Builder,
    /// `starts[s]`: where the moves of state `s` begin, for states built.
    starts: Vec<u32>,
    won: Vec<u32>,
    count: usize,
    /// The error that stopped the build, given again if asked to go on.
    failed: Option<RuleError>,
}

impl Build {
    /// The build of `rules` within `limits`, or the error that its states,
    /// or the memory they take before any move, are over them.
    pub fn new(rules: Rc<Rules>, limits: Limits) -> Result<Build, RuleError> {
        let count = rules.check_size(limits.states)?;
        let footprint = Footprint::of(&rules);
        let place = Place::new(rules.state_place.line, rules.state_place.column, 5);
        let by_memory = footprint.moves_within(count as u64, limits.memory, place)?;
        // Moves are numbered in u32, whatever the memory allows.
        let max_moves = by_memory.min(u64::from(u32::MAX - 1)) as usize;
        let mut starts = Vec::with_capacity(count + 1);
        starts.push(0u32);
        Ok(Build {
            builder: Builder {
                strides: rules.strides(),
                env: vec![Value::Int(0); rules.slots()],
                stamp: vec![0; count],
                state: 0,
                meter: Meter::new(limits.steps.saturating_sub(rules.steps_spent)),
                limits,
                footprint,
                max_moves,
                successors: Vec::new(),
                scratch: Scratch::default(),
                batch: Vec::new(),
                sums: SumMoves::new(rules.moves.iter().map(|m| m.sum.len() as u32).collect()),
                line: 0,
                rules,
            },
            starts,
            won: Vec::new(),
            count,
            failed: None,
        })
    }

    /// The rules being built.
    pub fn rules(&self) -> &Rc<Rules> {
        &self.builder.rules
    }

    /// States whose moves are listed so far.
    pub fn built(&self) -> usize {
        self.starts.len() - 1
    }

    pub fn state_count(&self) -> usize {
        self.count
    }

    /// Lists the moves of up to `states` more states: true once every state
    /// is built; the error of the first state that fails (and again on any
    /// later call).
    pub fn advance(&mut self, states: usize) -> Result<bool, RuleError> {
        if let Some(error) = &self.failed {
            return Err(error.clone());
        }
        let end = self.built().saturating_add(states).min(self.count);
        for state in self.built()..end {
            if let Err(error) = self.state(state) {
                let builder = &self.builder;
                let at = builder.at();
                let error = steps_error(*error, &builder.meter, &builder.limits, Some(&at));
                self.failed = Some(error.clone());
                return Err(error);
            }
        }
        Ok(self.built() == self.count)
    }

    fn state(&mut self, state: usize) -> Result<(), Fault> {
        let builder = &mut self.builder;
        let rules = Rc::clone(&builder.rules);
        builder.state = state;
        let place = rules.state_place;
        builder
            .meter
            .spend(1 + rules.variables.len() as u64, place)?;
        rules.load(state, &mut builder.env);
        match builder.ending()? {
            Ending::Open => {
                for (line, rule) in rules.moves.iter().enumerate() {
                    builder.line = line;
                    builder.walk(rule, 0)?;
                }
            }
            Ending::Won => self.won.push(state as u32),
            Ending::Lost => {}
        }
        self.starts.push(builder.successors.len() as u32);
        builder.sums.end_state();
        Ok(())
    }

    /// Builds what is left and lays the graph out.
    pub fn finish(mut self) -> Result<RulesGraph, RuleError> {
        self.advance(usize::MAX)?;
        let successors = self.builder.successors;
        let (pred_starts, predecessors) = reverse(&self.starts, &successors);
        Ok(RulesGraph {
            won: won_table(self.count, &self.won),
            starts: self.starts,
            successors,
            pred_starts,
            predecessors,
            sums: self.builder.sums,
        })
    }
}

pub fn build(rules: &Rules, limits: Limits) -> Result<RulesGraph, RuleError> {
    Build::new(Rc::new(rules.clone()), limits)?.finish()
}

fn won_table(count: usize, won: &[u32]) -> Vec<bool> {
    let mut table = vec![false; count];
    for &state in won {
        table[state as usize] = true;
    }
    table
}

/// The predecessor lists: for each target, its sources in ascending order.
fn reverse(starts: &[u32], successors: &[u32]) -> (Vec<u32>, Vec<u32>) {
    let count = starts.len() - 1;
    let mut pred_starts = vec![0u32; count + 1];
    for &to in successors {
        pred_starts[to as usize + 1] += 1;
    }
    for i in 0..count {
        pred_starts[i + 1] += pred_starts[i];
    }
    let mut fill = pred_starts.clone();
    let mut predecessors = vec![0u32; successors.len()];
    for from in 0..count {
        for &to in &successors[starts[from] as usize..starts[from + 1] as usize] {
            let at = &mut fill[to as usize];
            predecessors[*at as usize] = from as u32;
            *at += 1;
        }
    }
    (pred_starts, predecessors)
}

/// What walks a state's moves: binds a `move` line's generators one level
/// at a time, checking each part of its condition as soon as its names are
/// bound, and hands each binding that passes to `target`; each value a
/// generator takes spends a step. The build and the labels of one state's
/// moves (`labels.rs`) are two walkers of the one walk.
pub(super) trait MoveWalk {
    fn rules(&self) -> &Rules;
    /// The values of the state and the generators bound so far, and the
    /// steps left.
    fn context(&mut self) -> (&mut [Value], &Meter);
    /// The innermost generator walked at once, if this walker can: true
    /// when it has been.
    fn innermost(&mut self, _rule: &MoveRule, _over: &Over, _slot: usize) -> Result<bool, Fault> {
        Ok(false)
    }
    /// A binding of every generator that passed the whole condition.
    fn target(&mut self, rule: &MoveRule) -> Result<(), Fault>;

    /// Binds generators from `level` on and hands on each passing binding.
    fn walk(&mut self, rule: &MoveRule, level: usize) -> Result<(), Fault> {
        let (env, meter) = self.context();
        // A level of the walk, checks or none, is a step itself.
        meter.spend(1, rule.place)?;
        for check in rule.checks_at(level) {
            if !check.truth(env, meter)? {
                return Ok(());
            }
        }
        let Some(over) = rule.generators.get(level) else {
            return self.target(rule);
        };
        let slot = self.rules().variables.len() + level;
        if level + 1 == rule.generators.len() && self.innermost(rule, over, slot)? {
            return Ok(());
        }
        let (env, meter) = self.context();
        match over {
            Over::Range(low, high) => {
                let (low, high) = (low.int(env, meter)?, high.int(env, meter)?);
                let mut value = low;
                while value <= high {
                    self.bind(rule, slot, Value::Int(value))?;
                    self.walk(rule, level + 1)?;
                    let Some(next) = value.checked_add(1) else {
                        break;
                    };
                    value = next;
                }
            }
            Over::Values(values) => {
                let values = values.list(env, meter)?;
                for value in values.iter() {
                    self.bind(rule, slot, value.clone())?;
                    self.walk(rule, level + 1)?;
                }
            }
        }
        Ok(())
    }

    /// A generator's value bound, for a step.
    #[inline]
    fn bind(&mut self, rule: &MoveRule, slot: usize, value: Value) -> Result<(), Fault> {
        let (env, meter) = self.context();
        meter.spend(1, rule.place)?;
        env[slot] = value;
        Ok(())
    }
}

impl MoveWalk for Builder {
    fn rules(&self) -> &Rules {
        &self.rules
    }

    fn context(&mut self) -> (&mut [Value], &Meter) {
        (&mut self.env, &self.meter)
    }

    fn innermost(&mut self, rule: &MoveRule, over: &Over, slot: usize) -> Result<bool, Fault> {
        if !rule.sum.is_empty() {
            return Ok(false);
        }
        self.innermost_batch(rule, over, slot)
    }

    fn target(&mut self, rule: &MoveRule) -> Result<(), Fault> {
        if rule.sum.is_empty() {
            self.list_target(rule)
        } else {
            self.list_sum(rule)
        }
    }
}

impl Builder {
    /// The first clause that holds decides; none: the game goes on.
    fn ending(&self) -> Result<Ending, Fault> {
        for (wins, when) in &self.rules.clauses {
            if when.truth(&self.env, &self.meter)? {
                return Ok(if *wins { Ending::Won } else { Ending::Lost });
            }
        }
        Ok(Ending::Open)
    }

    /// Where the build is, for a message: "state (3, 5) of 100".
    fn at(&self) -> String {
        format!(
            "state {} of {}",
            self.rules.describe(self.state),
            self.stamp.len()
        )
    }

    /// The innermost generator's values a chunk at a time, each chunk one
    /// batch. False (nothing done) when its values are not all integers.
    fn innermost_batch(
        &mut self,
        rule: &MoveRule,
        over: &Over,
        slot: usize,
    ) -> Result<bool, Fault> {
        let mut xs = self.scratch.take();
        match over {
            Over::Range(low, high) => {
                let (low, high) = (
                    low.int(&self.env, &self.meter)?,
                    high.int(&self.env, &self.meter)?,
                );
                let mut first = low;
                while first <= high {
                    let last = first.saturating_add(CHUNK as i64 - 1).min(high);
                    xs.clear();
                    xs.extend(first..=last);
                    self.chunk(rule, slot, &mut xs)?;
                    let Some(next) = last.checked_add(1) else {
                        break;
                    };
                    first = next;
                }
            }
            Over::Values(values) => {
                let values = values.list(&self.env, &self.meter)?;
                // Lists or texts among the values: the walk takes them one at a time.
                let lists = |values: &[Value]| values.iter().any(|v| !matches!(v, Value::Int(_)));
                if values.len() > CHUNK && lists(&values) {
                    self.scratch.give(xs);
                    return Ok(false);
                }
                for chunk in values.chunks(CHUNK) {
                    xs.clear();
                    for value in chunk {
                        match value {
                            Value::Int(x) => xs.push(*x),
                            Value::List(_) | Value::Text(_) => {
                                self.scratch.give(xs);
                                return Ok(false);
                            }
                        }
                    }
                    self.chunk(rule, slot, &mut xs)?;
                }
            }
        }
        self.scratch.give(xs);
        Ok(true)
    }

    /// One chunk of the innermost generator's values: each taken spends a
    /// step, its condition's parts keep those that pass, then the targets.
    #[inline]
    fn chunk(&mut self, rule: &MoveRule, slot: usize, xs: &mut Vec<i64>) -> Result<(), Fault> {
        self.meter
            .spend(CHUNK_SETUP + xs.len() as u64, rule.place)?;
        let mut buffer = self.scratch.take();
        for check in rule.checks_at(rule.generators.len()) {
            self.evaluate(check, slot, xs, &mut buffer)?;
            let mut keep = buffer.iter().map(|&holds| holds != 0);
            xs.retain(|_| keep.next().unwrap_or(false));
        }
        self.batch_targets(rule, slot, xs, &mut buffer)?;
        self.scratch.give(buffer);
        Ok(())
    }

    /// `code` over the batch `xs` into `out`, its steps spent at once.
    #[inline]
    fn evaluate(
        &mut self,
        code: &Code,
        slot: usize,
        xs: &[i64],
        out: &mut Vec<i64>,
    ) -> Result<(), Fault> {
        let mut batch = Batch {
            env: &mut self.env,
            inner: slot,
            xs,
            scratch: &mut self.scratch,
            meter: &self.meter,
            spent: 0,
        };
        code.ints(&mut batch, out)?;
        let spent = batch.spent;
        self.meter.spend(spent, code.place)
    }

    #[inline]
    fn batch_targets(
        &mut self,
        rule: &MoveRule,
        slot: usize,
        xs: &[i64],
        buffer: &mut Vec<i64>,
    ) -> Result<(), Fault> {
        let mut batch = std::mem::take(&mut self.batch);
        batch.clear();
        batch.resize(xs.len(), 0);
        for (i, code) in rule.target.iter().enumerate() {
            self.evaluate(code, slot, xs, buffer)?;
            let (domain, stride) = (&self.rules.variables[i].domain, self.strides[i]);
            for (j, (index, &value)) in batch.iter_mut().zip(buffer.iter()).enumerate() {
                let Some(offset) = domain.offset(value) else {
                    self.env[slot] = Value::Int(xs[j]);
                    return Err(self.outside(&rule.target, rule.target_place, i));
                };
                *index += offset * stride;
            }
        }
        if self.rules.kept.is_some() {
            for (j, index) in batch.iter_mut().enumerate() {
                let Some(state) = self.rules.state_at_combination(*index) else {
                    self.env[slot] = Value::Int(xs[j]);
                    return Err(self.not_kept(&rule.target, rule.target_place));
                };
                *index = state as u64;
            }
        }
        let result = if self.room(batch.len()) {
            let mark = self.state as u32 + 1;
            for &index in &batch {
                let index = index as usize;
                if self.stamp[index] != mark {
                    self.stamp[index] = mark;
                    self.successors.push(index as u32);
                }
            }
            Ok(())
        } else {
            batch
                .iter()
                .try_for_each(|&index| self.add(rule, index as usize))
        };
        self.batch = batch;
        result
    }

    /// Makes room for `more` moves, if the memory they may take allows:
    /// the successors' capacity grows by doubling, never past the most
    /// moves allowed.
    #[inline]
    fn room(&mut self, more: usize) -> bool {
        let len = self.successors.len();
        if self.successors.capacity() - len >= more {
            return true;
        }
        let needed = len.saturating_add(more);
        if needed.saturating_add(self.sums.held()) > self.max_moves {
            return false;
        }
        let grown = len
            .saturating_mul(2)
            .max(needed)
            .max(CHUNK)
            .min(self.max_moves);
        self.successors.reserve_exact(grown - len);
        true
    }

    /// Adds a move to state `index`, unless this state listed it already,
    /// within the memory the moves may take.
    fn add(&mut self, rule: &MoveRule, index: usize) -> Result<(), Fault> {
        let mark = self.state as u32 + 1;
        if self.stamp[index] == mark {
            return Ok(());
        }
        if !self.room(1) {
            return Err(self.moves_over(rule));
        }
        self.stamp[index] = mark;
        self.successors.push(index as u32);
        Ok(())
    }

    /// The error that the moves are over the memory limit, or over the
    /// most a build can number.
    fn moves_over(&self, rule: &MoveRule) -> Fault {
        let states = self.stamp.len() as u64;
        let by_memory = self
            .footprint
            .moves_within(states, self.limits.memory, rule.place)
            .unwrap_or(0);
        if by_memory > self.max_moves as u64 {
            let mut error = RuleError::new(
                rule.place,
                format!(
                    "the game has more than {} moves, the most a build can number, reached at {}",
                    self.max_moves,
                    self.at()
                ),
            );
            error.limit = Some(Limit::Memory);
            return Box::new(error);
        }
        let moves = self.max_moves as u64;
        let memory = self.limits.memory;
        self.footprint
            .moves_over(rule.place, moves, states, memory, &self.at())
    }

    /// The state a target's expressions reach, or the error that it is
    /// off the declared ranges.
    fn state_at(&self, target: &[Code], place: Place) -> Result<usize, Fault> {
        let mut index = 0u64;
        for (i, (code, variable)) in target.iter().zip(&self.rules.variables).enumerate() {
            let value = code.int(&self.env, &self.meter)?;
            let Some(offset) = variable.domain.offset(value) else {
                return Err(self.outside(target, place, i));
            };
            index += offset * self.strides[i];
        }
        self.rules
            .state_at_combination(index)
            .ok_or_else(|| self.not_kept(target, place))
    }

    /// A move to a sum: its parts' states, listed with the move's line.
    /// The parts take room as moves do.
    fn list_sum(&mut self, rule: &MoveRule) -> Result<(), Fault> {
        let held = self.successors.len() + self.sums.held() + rule.sum.len() + 1;
        if held > self.max_moves {
            return Err(self.moves_over(rule));
        }
        for (target, place) in &rule.sum {
            let part = self.state_at(target, *place)?;
            self.sums.push_part(part as u32);
        }
        self.sums.end_move(self.line);
        Ok(())
    }

    fn list_target(&mut self, rule: &MoveRule) -> Result<(), Fault> {
        let index = self.state_at(&rule.target, rule.target_place)?;
        self.add(rule, index)
    }

    /// A target as the game writes a state: `3`, `(1, Rick)`.
    fn target_words(&self, target: &[Code]) -> String {
        let meter = Meter::new(u64::MAX);
        let values: Vec<String> = target
            .iter()
            .zip(&self.rules.variables)
            .map(|(code, variable)| match code.int(&self.env, &meter) {
                Ok(value) => variable.domain.word(value),
                Err(_) => "?".to_string(),
            })
            .collect();
        match values.as_slice() {
            [one] => one.clone(),
            _ => format!("({})", values.join(", ")),
        }
    }

    /// The error for a target that the `where` condition leaves out.
    fn not_kept(&self, target: &[Code], place: Place) -> Fault {
        let shown = self.target_words(target);
        fault_at(
            place,
            format!(
                "the move from {} reaches {shown}, which is not a state: the 'where' \
                 condition of line {} does not hold there",
                self.rules.describe(self.state),
                self.rules.keep_place.line
            ),
        )
    }

    /// The error for a target off the declared ranges, naming the state,
    /// the line and the target.
    fn outside(&self, target: &[Code], place: Place, bad: usize) -> Fault {
        let shown = self.target_words(target);
        let variable = &self.rules.variables[bad];
        fault_at(
            place,
            format!(
                "the move from {} reaches {shown}, outside the state: {} must be in {}",
                self.rules.describe(self.state),
                variable.name,
                variable.domain
            ),
        )
    }
}

fn fault_at(place: Place, message: String) -> Fault {
    Box::new(RuleError::new(place, message))
}

impl Rules {
    /// The number of states, or the error naming the sizes over the limit.
    fn check_size(&self, limit: u64) -> Result<usize, RuleError> {
        let sizes: Vec<u64> = self.variables.iter().map(|v| v.domain.size()).collect();
        let total = sizes
            .iter()
            .try_fold(1u64, |total, &size| total.checked_mul(size));
        if let Some(kept) = &self.kept {
            if kept.len() as u64 > limit {
                return Err(RuleError::over(
                    self.keep_place,
                    Limit::States,
                    format!(
                        "the state keeps {} combinations, over the limit of {limit}",
                        kept.len()
                    ),
                ));
            }
            return Ok(kept.len());
        }
        match total {
            Some(total) if total <= limit && total < u64::from(u32::MAX) => Ok(total as usize),
            _ => {
                let shown: Vec<String> = sizes.iter().map(u64::to_string).collect();
                let product = total.map_or("more than 2^64".to_string(), |t| t.to_string());
                let place = Place::new(self.state_place.line, self.state_place.column, 5);
                Err(RuleError::over(
                    place,
                    Limit::States,
                    format!(
                        "the state has {} = {product} states, over the limit of {limit}",
                        shown.join(" x ")
                    ),
                ))
            }
        }
    }

    /// Each variable's step in the state number (the first one slowest).
    pub fn strides(&self) -> Vec<u64> {
        let mut strides = vec![1u64; self.variables.len()];
        for i in (0..self.variables.len().saturating_sub(1)).rev() {
            strides[i] = strides[i + 1].saturating_mul(self.variables[i + 1].domain.size());
        }
        strides
    }

    /// Writes the state's variables into the first slots.
    pub(super) fn load(&self, state: usize, env: &mut [Value]) {
        self.load_combination(self.combination(state), env);
    }
}

impl Domain {
    pub fn size(&self) -> u64 {
        match self {
            Domain::Range { size, .. } => *size,
            Domain::Names(names) => names.len() as u64,
        }
    }

    /// The value at an offset from the domain's start.
    pub fn value(&self, offset: u64) -> i64 {
        match self {
            Domain::Range { low, .. } => low.wrapping_add(offset as i64),
            Domain::Names(_) => offset as i64,
        }
    }

    /// A value's offset from the domain's start, if it is in the domain.
    pub fn offset(&self, value: i64) -> Option<u64> {
        let (low, size) = match self {
            Domain::Range { low, size } => (*low, *size),
            Domain::Names(names) => (0, names.len() as u64),
        };
        let offset = value.wrapping_sub(low) as u64;
        // Off by a wrap only when the range spans more than 2^63 values,
        // which no state space within the limits does.
        (offset < size && value >= low).then_some(offset)
    }
}
