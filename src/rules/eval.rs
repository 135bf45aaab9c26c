//! Compiled expressions and their evaluation: names are resolved to
//! constants or environment slots before any state is visited, so an
//! evaluation is a walk over a small tree with no lookups by name. Every
//! walk spends steps from a [`Meter`], so no program evaluates for longer
//! than its budget, whatever its lists hold.

use std::cell::Cell;
use std::cmp::Ordering;
use std::rc::Rc;

use super::error::{Limit, Place, RuleError};

/// A value: an integer (conditions are integers, nonzero for true), a
/// list (a set is a sorted list without repeats) or a text (a list of
/// strings is a grid).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Int(i64),
    List(Rc<[Value]>),
    /// Its characters: one read from it is its code, an integer (`'a'` is
    /// 97), so cells compare as integers do.
    Text(Rc<[char]>),
}

/// A character's code, as the language reads it.
pub fn code(c: char) -> i64 {
    i64::from(u32::from(c))
}

/// How many characters of a value an error message shows.
pub const VALUE_SHOWN: usize = 60;

impl Value {
    /// The value as written (`[1, [2, 3]]`), at most about `limit`
    /// characters of it: a longer one is cut with "… (a list of N values)".
    /// Lists may share their parts, so a short program can name a list far
    /// too long to write whole.
    pub fn text(&self, limit: usize) -> String {
        let mut out = String::new();
        if !self.write_within(&mut out, limit) {
            match self {
                Value::List(items) => {
                    out.push_str(&format!("… (a list of {} values)", items.len()))
                }
                Value::Text(chars) => {
                    out.push_str(&format!("… (a text of {} characters)", chars.len()));
                }
                Value::Int(_) => {}
            }
        }
        out
    }

    /// The value as a message names it: `the integer 3`, `the list [1]`,
    /// `the text "ab"`.
    pub fn described(&self) -> String {
        let kind = match self {
            Value::Int(_) => "integer",
            Value::List(_) => "list",
            Value::Text(_) => "text",
        };
        format!("the {kind} {}", self.text(VALUE_SHOWN))
    }

    /// Writes the value; false when `limit` characters were reached first.
    fn write_within(&self, out: &mut String, limit: usize) -> bool {
        match self {
            Value::Int(value) => out.push_str(&value.to_string()),
            Value::List(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if out.len() >= limit {
                        return false;
                    }
                    if i > 0 {
                        out.push_str(", ");
                    }
                    if !item.write_within(out, limit) {
                        return false;
                    }
                }
                out.push(']');
            }
            Value::Text(chars) => {
                out.push('"');
                for &c in chars.iter() {
                    if out.len() >= limit {
                        return false;
                    }
                    if c == '"' || c == '\\' {
                        out.push('\\');
                    }
                    out.push(c);
                }
                out.push('"');
            }
        }
        out.len() <= limit
    }
}

/// The steps a list built while evaluating costs beyond its elements: its
/// allocation takes about as long as that many operations.
const ALLOCATION: u64 = 4;

/// An evaluation's failure: boxed, so that results stay small on the
/// quick path.
pub type Fault = Box<RuleError>;

pub fn fault(place: Place, message: impl Into<String>) -> Fault {
    Box::new(RuleError::new(place, message))
}

/// The evaluation steps left to a compile or a build. Every operation
/// evaluated spends one (a batch, one per value), and so do each value a
/// generator takes and each element a list operation walks (building,
/// sorting, comparing, searching), so the steps bound the time whatever
/// the program; the first spend that finds too few left fails, and the
/// meter says so from then on.
#[derive(Debug)]
pub struct Meter {
    left: Cell<u64>,
    out: Cell<bool>,
}

impl Meter {
    pub fn new(steps: u64) -> Meter {
        Meter {
            left: Cell::new(steps),
            out: Cell::new(false),
        }
    }

    pub fn left(&self) -> u64 {
        self.left.get()
    }

    /// True once a spend failed: the error on the way out is the budget's.
    pub fn is_out(&self) -> bool {
        self.out.get()
    }

    /// Spends `steps`, or fails at `place` when fewer are left.
    #[inline]
    pub fn spend(&self, steps: u64, place: Place) -> Evaluated<()> {
        match self.left.get().checked_sub(steps) {
            Some(left) => {
                self.left.set(left);
                Ok(())
            }
            None => Err(self.spent_out(place)),
        }
    }

    #[cold]
    fn spent_out(&self, place: Place) -> Fault {
        self.left.set(0);
        self.out.set(true);
        let mut error = RuleError::new(place, "the evaluation ran out of steps");
        error.limit = Some(Limit::Steps);
        Box::new(error)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arith {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compare {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    Min,
    Max,
    Abs,
    Len,
    /// `find(T, c)`: where the character `c` first is in a text (its
    /// index) or a grid (`[y, x]`); -1 (`[-1, -1]`) when it is not.
    Find,
}

/// A compiled expression: an operation and the place it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Code {
    pub op: Op,
    pub place: Place,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Op {
    Const(Value),
    /// The environment's value at this index: a state variable or a
    /// generator's current value.
    Slot(usize),
    Neg(Box<Code>),
    Not(Box<Code>),
    Arith(Arith, Box<Code>, Box<Code>),
    Compare(Compare, Box<Code>, Box<Code>),
    And(Box<Code>, Box<Code>),
    Or(Box<Code>, Box<Code>),
    /// `x in LO..HI`.
    InRange(Box<Code>, Box<Code>, Box<Code>),
    /// `x in S`.
    InValues(Box<Code>, Box<Code>),
    Index(Box<Code>, Box<Code>),
    Call(Builtin, Vec<Code>),
    /// A list literal; `true` makes it a set.
    List(Vec<Code>, bool),
    /// `any(C for ...)` or `all(C for ...)`.
    Quantifier(Box<Quantified>),
}

/// `any(C for x in S, ...)` (`all: false`) or `all(...)`: its generators
/// bind the slots from `first` on, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Quantified {
    pub all: bool,
    pub body: Code,
    pub generators: Vec<super::Over>,
    pub first: usize,
    pub place: Place,
}

impl Quantified {
    /// Whether the condition holds for some binding (`any`) or every one
    /// (`all`), stopping at the first that decides. Each binding spends a
    /// step, so a quantifier is bounded as a move's generators are.
    pub fn holds(&self, env: &[Value], meter: &Meter) -> Evaluated<bool> {
        let mut local: Vec<Value> = env.iter().take(self.first).cloned().collect();
        local.resize(self.first + self.generators.len(), Value::Int(0));
        let decided = self.find(&mut local, 0, meter)?;
        Ok(decided != self.all)
    }

    /// Whether some binding from `level` on decides: makes the condition
    /// true for `any`, false for `all`.
    fn find(&self, env: &mut [Value], level: usize, meter: &Meter) -> Evaluated<bool> {
        let Some(over) = self.generators.get(level) else {
            return Ok(self.body.truth(env, meter)? != self.all);
        };
        let slot = self.first + level;
        let values: Rc<[Value]> = match over {
            super::Over::Range(low, high) => {
                let (low, high) = (low.int(env, meter)?, high.int(env, meter)?);
                let mut value = low;
                while value <= high {
                    meter.spend(1, self.place)?;
                    env[slot] = Value::Int(value);
                    if self.find(env, level + 1, meter)? {
                        return Ok(true);
                    }
                    let Some(next) = value.checked_add(1) else {
                        break;
                    };
                    value = next;
                }
                return Ok(false);
            }
            super::Over::Values(values) => values.list(env, meter)?,
        };
        for value in values.iter() {
            meter.spend(1, self.place)?;
            env[slot] = value.clone();
            if self.find(env, level + 1, meter)? {
                return Ok(true);
            }
        }
        Ok(false)
    }
}

type Evaluated<T> = Result<T, Fault>;

impl Code {
    /// The value as an integer (the quick path: no list is built).
    pub fn int(&self, env: &[Value], meter: &Meter) -> Evaluated<i64> {
        meter.spend(1, self.place)?;
        match &self.op {
            Op::Const(Value::Int(value)) => Ok(*value),
            Op::Slot(slot) => match &env[*slot] {
                Value::Int(value) => Ok(*value),
                list => Err(self.not_an_integer(list)),
            },
            Op::Neg(operand) => {
                let value = operand.int(env, meter)?;
                value.checked_neg().ok_or_else(|| self.overflow())
            }
            Op::Not(operand) => Ok(i64::from(!operand.truth(env, meter)?)),
            Op::Arith(op, left, right) => {
                self.arith(*op, left.int(env, meter)?, right.int(env, meter)?)
            }
            Op::Compare(op, left, right) => self.compare(*op, left, right, env, meter),
            Op::And(left, right) => Ok(i64::from(
                left.truth(env, meter)? && right.truth(env, meter)?,
            )),
            Op::Or(left, right) => Ok(i64::from(
                left.truth(env, meter)? || right.truth(env, meter)?,
            )),
            Op::InRange(x, low, high) => {
                let x = x.int(env, meter)?;
                Ok(i64::from(
                    low.int(env, meter)? <= x && x <= high.int(env, meter)?,
                ))
            }
            Op::InValues(x, values) => self.is_in(x, values, env, meter),
            Op::Quantifier(quantified) => Ok(i64::from(quantified.holds(env, meter)?)),
            Op::Call(builtin, args) => self.call(*builtin, args, env, meter),
            Op::Const(_) | Op::Index(..) | Op::List(..) => self.int_of(self.value(env, meter)?),
        }
    }

    /// An integer value, or the error that it is not one.
    fn int_of(&self, value: Value) -> Evaluated<i64> {
        match value {
            Value::Int(value) => Ok(value),
            other => Err(self.not_an_integer(&other)),
        }
    }

    /// `x in S`: whether `x` equals a value of the list or set, or, for a
    /// text, is one of its characters.
    fn is_in(&self, x: &Code, values: &Code, env: &[Value], meter: &Meter) -> Evaluated<i64> {
        let x = x.value(env, meter)?;
        if let (Some(c), Value::Text(chars)) = (character(&x), values.value(env, meter)?) {
            let at = chars.iter().position(|&d| code(d) == c);
            meter.spend(at.map_or(chars.len(), |i| i + 1) as u64, self.place)?;
            return Ok(i64::from(at.is_some()));
        }
        let values = values.list(env, meter)?;
        for value in values.iter() {
            if same(&x, value, meter, self.place)? {
                return Ok(1);
            }
        }
        Ok(0)
    }

    /// The value as a condition: true when nonzero.
    pub fn truth(&self, env: &[Value], meter: &Meter) -> Evaluated<bool> {
        Ok(self.int(env, meter)? != 0)
    }

    /// Whether the value is an integer whatever the state (a slot or an
    /// element of a list may be a list).
    pub fn is_int(&self) -> bool {
        match &self.op {
            Op::Const(value) => matches!(value, Value::Int(_)),
            Op::Slot(_) | Op::Index(..) | Op::List(..) | Op::Call(Builtin::Find, _) => false,
            _ => true,
        }
    }

    /// The value, whatever it is.
    pub fn value(&self, env: &[Value], meter: &Meter) -> Evaluated<Value> {
        match &self.op {
            Op::Const(value) => {
                meter.spend(1, self.place)?;
                Ok(value.clone())
            }
            Op::Slot(slot) => {
                meter.spend(1, self.place)?;
                Ok(env[*slot].clone())
            }
            Op::Index(list, index) => {
                meter.spend(1, self.place)?;
                let whole = list.value(env, meter)?;
                if let Value::Int(value) = whole {
                    return Err(list.not_a_list(value));
                }
                self.element(&whole, index.int(env, meter)?)
            }
            Op::Call(Builtin::Find, args) => self.find(args, env, meter),
            Op::List(items, set) => {
                meter.spend(ALLOCATION + items.len() as u64, self.place)?;
                let values = items
                    .iter()
                    .map(|item| item.value(env, meter))
                    .collect::<Evaluated<Vec<Value>>>()?;
                let values = if *set {
                    set_of(values, meter, self.place)?
                } else {
                    values
                };
                Ok(Value::List(values.into()))
            }
            _ => Ok(Value::Int(self.int(env, meter)?)),
        }
    }

    /// The `index`-th value of a list, or the code of a text's `index`-th
    /// character (`whole` is not an integer).
    fn element(&self, whole: &Value, index: i64) -> Evaluated<Value> {
        let at = usize::try_from(index).ok();
        let (found, size) = match whole {
            Value::Text(chars) => (
                at.and_then(|i| chars.get(i)).map(|&c| Value::Int(code(c))),
                format!("a text of {} characters", chars.len()),
            ),
            Value::List(items) => (
                at.and_then(|i| items.get(i)).cloned(),
                format!("a list of {} values", items.len()),
            ),
            Value::Int(_) => (None, "an integer".to_string()),
        };
        found.ok_or_else(|| {
            fault(
                self.place,
                format!("the index {index} is out of range for {size}"),
            )
        })
    }

    /// The value as a list (a text as its characters' codes, one step
    /// each).
    pub fn list(&self, env: &[Value], meter: &Meter) -> Evaluated<Rc<[Value]>> {
        match self.value(env, meter)? {
            Value::List(items) => Ok(items),
            Value::Text(chars) => {
                meter.spend(ALLOCATION + chars.len() as u64, self.place)?;
                Ok(chars.iter().map(|&c| Value::Int(code(c))).collect())
            }
            Value::Int(value) => Err(self.not_a_list(value)),
        }
    }

    fn not_a_list(&self, value: i64) -> Fault {
        fault(
            self.place,
            format!("expected a list, a set or a text, found the integer {value}"),
        )
    }

    pub fn not_an_integer(&self, value: &Value) -> Fault {
        fault(
            self.place,
            format!("expected an integer, found {}", value.described()),
        )
    }

    fn overflow(&self) -> Fault {
        fault(self.place, "integer overflow (beyond 64-bit integers)")
    }

    fn arith(&self, op: Arith, a: i64, b: i64) -> Evaluated<i64> {
        if b == 0 && matches!(op, Arith::Div | Arith::Mod) {
            return Err(fault(self.place, "division by zero"));
        }
        let result = match op {
            Arith::Add => a.checked_add(b),
            Arith::Sub => a.checked_sub(b),
            Arith::Mul => a.checked_mul(b),
            Arith::Div => floor_div(a, b),
            Arith::Mod => floor_mod(a, b),
        };
        result.ok_or_else(|| self.overflow())
    }

    fn compare(
        &self,
        op: Compare,
        left: &Code,
        right: &Code,
        env: &[Value],
        meter: &Meter,
    ) -> Evaluated<i64> {
        let holds = match op {
            Compare::Eq | Compare::Ne => {
                let equal = if left.is_int() && right.is_int() {
                    left.int(env, meter)? == right.int(env, meter)?
                } else {
                    let left = left.value(env, meter)?;
                    same(&left, &right.value(env, meter)?, meter, self.place)?
                };
                equal == (op == Compare::Eq)
            }
            _ => compare_ints(op, left.int(env, meter)?, right.int(env, meter)?),
        };
        Ok(i64::from(holds))
    }

    fn call(
        &self,
        builtin: Builtin,
        args: &[Code],
        env: &[Value],
        meter: &Meter,
    ) -> Evaluated<i64> {
        match builtin {
            Builtin::Abs => {
                let value = args[0].int(env, meter)?;
                value.checked_abs().ok_or_else(|| self.overflow())
            }
            Builtin::Len => match args[0].value(env, meter)? {
                Value::List(items) => Ok(items.len() as i64),
                Value::Text(chars) => Ok(chars.len() as i64),
                Value::Int(value) => Err(args[0].not_a_list(value)),
            },
            Builtin::Find => self.int_of(self.find(args, env, meter)?),
            Builtin::Min | Builtin::Max => {
                let values = if args.len() == 1 {
                    let items = args[0].list(env, meter)?;
                    meter.spend(items.len() as u64, self.place)?;
                    items
                        .iter()
                        .map(|v| match v {
                            Value::Int(value) => Ok(*value),
                            list => Err(args[0].not_an_integer(list)),
                        })
                        .collect::<Evaluated<Vec<i64>>>()?
                } else {
                    args.iter()
                        .map(|arg| arg.int(env, meter))
                        .collect::<Evaluated<Vec<i64>>>()?
                };
                let best = if builtin == Builtin::Min {
                    values.iter().min()
                } else {
                    values.iter().max()
                };
                best.copied()
                    .ok_or_else(|| fault(self.place, "min and max need at least one value"))
            }
        }
    }
}

impl Code {
    /// `find(T, c)`: the index of the character `c` in the text `T`, or
    /// `[y, x]` of its first cell in the grid `T` (row by row); -1 or
    /// `[-1, -1]` when it is not there. A step per character looked at.
    fn find(&self, args: &[Code], env: &[Value], meter: &Meter) -> Evaluated<Value> {
        let whole = args[0].value(env, meter)?;
        let sought = args[1].value(env, meter)?;
        let Some(c) = character(&sought) else {
            return Err(fault(
                args[1].place,
                format!("find looks for one character, given {}", sought.described()),
            ));
        };
        let rows = match whole {
            Value::Text(chars) => {
                let at = position_in(&chars, c, meter, self.place)?;
                return Ok(Value::Int(at.map_or(-1, |x| x as i64)));
            }
            Value::List(rows) => rows,
            Value::Int(value) => return Err(args[0].not_a_list(value)),
        };
        meter.spend(ALLOCATION + 2, self.place)?;
        let cell = |y: i64, x: i64| Value::List(Rc::new([Value::Int(y), Value::Int(x)]));
        for (y, row) in rows.iter().enumerate() {
            let Value::Text(chars) = row else {
                return Err(fault(
                    args[0].place,
                    format!(
                        "find looks in a text or a grid (a list of texts), and item {y} is {}",
                        row.described()
                    ),
                ));
            };
            if let Some(x) = position_in(chars, c, meter, self.place)? {
                return Ok(cell(y as i64, x as i64));
            }
        }
        Ok(cell(-1, -1))
    }
}

/// Where the character of code `c` first is in `chars`, a step per
/// character looked at.
fn position_in(chars: &[char], c: i64, meter: &Meter, place: Place) -> Evaluated<Option<usize>> {
    let at = chars.iter().position(|&d| code(d) == c);
    meter.spend(at.map_or(chars.len(), |i| i + 1) as u64 + 1, place)?;
    Ok(at)
}

/// The character a value stands for: an integer (a code) or a text of
/// one character.
fn character(value: &Value) -> Option<i64> {
    match value {
        Value::Int(c) => Some(*c),
        Value::Text(chars) if chars.len() == 1 => Some(code(chars[0])),
        _ => None,
    }
}

/// Whether two values are equal, by value: a list equals only a list of
/// the same values in the same order, a text only the same text, never an
/// integer, except that a text of one character equals that character
/// (`grid[y][x] == "#"` as `grid[y][x] == '#'`). One step per element
/// compared.
pub fn same(a: &Value, b: &Value, meter: &Meter, place: Place) -> Evaluated<bool> {
    meter.spend(1, place)?;
    match (a, b) {
        (Value::Int(a), Value::Int(b)) => Ok(a == b),
        (Value::List(a), Value::List(b)) => same_lists(a, b, meter, place),
        (Value::Text(a), Value::Text(b)) => {
            if Rc::ptr_eq(a, b) {
                return Ok(true);
            }
            let compared = a.iter().zip(b.iter()).take_while(|(x, y)| x == y).count();
            meter.spend(compared as u64, place)?;
            Ok(a.len() == b.len() && compared == a.len())
        }
        (Value::Int(_), Value::Text(_)) | (Value::Text(_), Value::Int(_)) => {
            Ok(character(a) == character(b))
        }
        _ => Ok(false),
    }
}

/// [`same`] for two lists: integers compared in the loop, the steps spent
/// for the elements compared, once the comparison is decided.
fn same_lists(a: &Rc<[Value]>, b: &Rc<[Value]>, meter: &Meter, place: Place) -> Evaluated<bool> {
    if Rc::ptr_eq(a, b) {
        return Ok(true);
    }
    if a.len() != b.len() {
        return Ok(false);
    }
    let mut compared = 0;
    let mut equal = true;
    for (x, y) in a.iter().zip(b.iter()) {
        compared += 1;
        equal = match (x, y) {
            (Value::Int(x), Value::Int(y)) => x == y,
            (x, y) => same(x, y, meter, place)?,
        };
        if !equal {
            break;
        }
    }
    meter.spend(compared, place)?;
    Ok(equal)
}

/// Sets sort integers first, by value, then texts, by their characters,
/// then lists, by their values. One step per element compared.
fn order(a: &Value, b: &Value, meter: &Meter, place: Place) -> Evaluated<Ordering> {
    meter.spend(1, place)?;
    match (a, b) {
        (Value::Int(a), Value::Int(b)) => Ok(a.cmp(b)),
        (Value::Int(_), _) | (Value::Text(_), Value::List(_)) => Ok(Ordering::Less),
        (_, Value::Int(_)) | (Value::List(_), Value::Text(_)) => Ok(Ordering::Greater),
        (Value::Text(a), Value::Text(b)) => {
            let compared = a.iter().zip(b.iter()).take_while(|(x, y)| x == y).count();
            meter.spend(compared as u64, place)?;
            Ok(a.cmp(b))
        }
        (Value::List(a), Value::List(b)) => {
            if Rc::ptr_eq(a, b) {
                return Ok(Ordering::Equal);
            }
            for (x, y) in a.iter().zip(b.iter()) {
                let by = order(x, y, meter, place)?;
                if by.is_ne() {
                    return Ok(by);
                }
            }
            Ok(a.len().cmp(&b.len()))
        }
    }
}

/// The values sorted, each once: a merge sort by [`order`], whose
/// comparisons may run out of steps (so no library sort, which may not be
/// left halfway).
fn set_of(values: Vec<Value>, meter: &Meter, place: Place) -> Evaluated<Vec<Value>> {
    let n = values.len();
    if let Some(mut ints) = all_ints(&values) {
        let comparisons = n as u64 * u64::from(usize::BITS - n.leading_zeros());
        meter.spend(comparisons, place)?;
        ints.sort_unstable();
        ints.dedup();
        return Ok(ints.into_iter().map(Value::Int).collect());
    }
    let mut from = values;
    let mut to = Vec::with_capacity(n);
    let mut run = 1;
    while run < n {
        to.clear();
        for start in (0..n).step_by(2 * run) {
            let (middle, end) = ((start + run).min(n), (start + 2 * run).min(n));
            let (mut i, mut j) = (start, middle);
            while i < middle && j < end {
                if order(&from[j], &from[i], meter, place)?.is_lt() {
                    to.push(from[j].clone());
                    j += 1;
                } else {
                    to.push(from[i].clone());
                    i += 1;
                }
            }
            to.extend_from_slice(&from[i..middle]);
            to.extend_from_slice(&from[j..end]);
        }
        std::mem::swap(&mut from, &mut to);
        run *= 2;
    }
    let mut unique: Vec<Value> = Vec::with_capacity(n);
    for value in from {
        match unique.last() {
            Some(last) if same(last, &value, meter, place)? => {}
            _ => unique.push(value),
        }
    }
    Ok(unique)
}

/// The values as integers, when each is one.
fn all_ints(values: &[Value]) -> Option<Vec<i64>> {
    values
        .iter()
        .map(|v| match v {
            Value::Int(x) => Some(*x),
            _ => None,
        })
        .collect()
}

fn compare_ints(op: Compare, a: i64, b: i64) -> bool {
    match op {
        Compare::Eq => a == b,
        Compare::Ne => a != b,
        Compare::Lt => a < b,
        Compare::Le => a <= b,
        Compare::Gt => a > b,
        Compare::Ge => a >= b,
    }
}

/// Division rounding down; `None` on overflow (the divisor is nonzero).
pub fn floor_div(a: i64, b: i64) -> Option<i64> {
    let q = a.checked_div(b)?;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        Some(q - 1)
    } else {
        Some(q)
    }
}

/// The remainder of [`floor_div`]: it has the divisor's sign, so it is
/// never negative for a positive modulus. Never `None` for a nonzero
/// divisor: `i64::MIN % -1` is 0, though the quotient overflows.
pub fn floor_mod(a: i64, b: i64) -> Option<i64> {
    // The common case, a position plus a step on a circle, without a
    // division.
    if b > 0 && a >= 0 {
        if a < b {
            return Some(a);
        }
        if a - b < b {
            return Some(a - b);
        }
    }
    if b == -1 {
        return Some(0);
    }
    let r = a.checked_rem(b)?;
    if r != 0 && ((r < 0) != (b < 0)) {
        Some(r + b)
    } else {
        Some(r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn division_rounds_down_and_the_remainder_follows_the_divisor() {
        assert_eq!(floor_div(7, 2), Some(3));
        assert_eq!(floor_div(-7, 2), Some(-4));
        assert_eq!(floor_div(7, -2), Some(-4));
        assert_eq!(floor_mod(-7, 5), Some(3));
        assert_eq!(floor_mod(7, -5), Some(-3));
        assert_eq!(floor_mod(10, 5), Some(0));
        assert_eq!(floor_div(i64::MIN, -1), None);
        assert_eq!(floor_mod(i64::MIN, -1), Some(0));
        assert_eq!(floor_mod(i64::MIN, 1), Some(0));
        assert_eq!(floor_mod(-7, -1), Some(0));
    }

    fn list(items: Vec<Value>) -> Value {
        Value::List(items.into())
    }

    #[test]
    fn sets_sort_integers_before_lists_each_value_once() {
        let meter = Meter::new(1000);
        let place = Place::new(1, 1, 1);
        let one = list(vec![Value::Int(1)]);
        let values = vec![
            one.clone(),
            Value::Int(2),
            Value::Int(-1),
            list(vec![Value::Int(1)]),
        ];
        let sorted = set_of(values, &meter, place).unwrap();
        assert_eq!(sorted, [Value::Int(-1), Value::Int(2), one]);
        assert_eq!(
            list(vec![Value::Int(1), list(Vec::new())]).text(100),
            "[1, []]"
        );
    }

    #[test]
    fn a_sort_is_every_order_of_its_values_sorted() {
        let meter = Meter::new(u64::MAX);
        let place = Place::new(1, 1, 1);
        for n in 0..9i64 {
            let values: Vec<Value> = (0..n).map(|i| Value::Int((i * 5) % 7 - 3)).collect();
            let mut expected: Vec<i64> = (0..n).map(|i| (i * 5) % 7 - 3).collect();
            expected.sort_unstable();
            expected.dedup();
            let sorted = set_of(values, &meter, place).unwrap();
            assert_eq!(
                sorted,
                expected.into_iter().map(Value::Int).collect::<Vec<_>>()
            );
        }
    }

    #[test]
    fn lists_compare_by_value_within_the_steps() {
        let place = Place::new(1, 1, 1);
        let a = list((0..100).map(Value::Int).collect());
        let b = list((0..100).map(Value::Int).collect());
        let meter = Meter::new(1000);
        assert!(same(&a, &b, &meter, place).unwrap());
        assert!(!same(&a, &Value::Int(1), &meter, place).unwrap());
        assert_eq!(meter.left(), 1000 - 102);
        let short = Meter::new(50);
        assert!(same(&a, &b, &short, place).is_err());
        assert!(short.is_out());
    }

    #[test]
    fn a_long_value_is_written_cut_with_its_count() {
        let wide = list((0..1000).map(Value::Int).collect());
        let shared = list(vec![wide.clone(); 1000]);
        let text = shared.text(30);
        assert!(text.starts_with("[[0, 1, 2, 3, "), "{text}");
        assert!(text.ends_with("… (a list of 1000 values)"), "{text}");
        assert!(text.chars().count() < 80, "{text}");
        assert_eq!(list(vec![Value::Int(5)]).text(3), "[5]");
    }
}

/// Spare buffers for [`Code::ints`], reused from batch to batch.
#[derive(Default)]
pub struct Scratch(Vec<Vec<i64>>);

impl Scratch {
    pub fn take(&mut self) -> Vec<i64> {
        let mut buffer = self.0.pop().unwrap_or_default();
        buffer.clear();
        buffer
    }

    pub fn give(&mut self, buffer: Vec<i64>) {
        self.0.push(buffer);
    }
}

/// A batch under way: the innermost generator's values `xs` (its slot is
/// `inner`) and what evaluating an expression over all of them needs.
pub struct Batch<'a> {
    pub env: &'a mut [Value],
    pub inner: usize,
    pub xs: &'a [i64],
    pub scratch: &'a mut Scratch,
    pub meter: &'a Meter,
    /// The steps the batch's operations took, for the caller to spend at
    /// once (an operation done one value at a time spends its own).
    pub spent: u64,
}

/// Batches: an integer expression over every value of the innermost
/// generator at once, so that the tree is walked once per batch rather than
/// once per move (each operation still spends a step per value).
/// Arithmetic, comparisons of integers, `-` and `not` evaluate everything
/// anyway, so doing them a batch at a time changes no result (when several
/// values fail, which one is reported may differ); anything else, `and` and
/// `or` first, goes one value at a time.
impl Code {
    pub fn ints(&self, batch: &mut Batch<'_>, out: &mut Vec<i64>) -> Evaluated<()> {
        out.clear();
        let count = batch.xs.len();
        batch.spent += count as u64;
        match &self.op {
            Op::Const(Value::Int(value)) => out.resize(count, *value),
            Op::Slot(slot) if *slot == batch.inner => out.extend_from_slice(batch.xs),
            Op::Slot(slot) => match &batch.env[*slot] {
                Value::Int(value) => out.resize(count, *value),
                list => return Err(self.not_an_integer(list)),
            },
            Op::Neg(a) | Op::Not(a) => {
                a.ints(batch, out)?;
                let negate = matches!(self.op, Op::Neg(_));
                for value in out.iter_mut() {
                    *value = if negate {
                        value.checked_neg().ok_or_else(|| self.overflow())?
                    } else {
                        i64::from(*value == 0)
                    };
                }
            }
            Op::Arith(op, a, b) => {
                let right = self.pair(a, b, batch, out)?;
                self.arith_all(*op, out, &right)?;
                batch.scratch.give(right);
            }
            Op::Compare(op, a, b) if a.is_int_in(batch) && b.is_int_in(batch) => {
                let right = self.pair(a, b, batch, out)?;
                for (value, &b) in out.iter_mut().zip(&right) {
                    *value = i64::from(compare_ints(*op, *value, b));
                }
                batch.scratch.give(right);
            }
            _ => {
                for &x in batch.xs {
                    batch.env[batch.inner] = Value::Int(x);
                    out.push(self.int(batch.env, batch.meter)?);
                }
            }
        }
        Ok(())
    }

    /// Whether the value is an integer for every value of the batch (a
    /// slot other than the batch's holds one value throughout it).
    fn is_int_in(&self, batch: &Batch<'_>) -> bool {
        match self.op {
            Op::Slot(slot) => slot == batch.inner || matches!(batch.env[slot], Value::Int(_)),
            _ => self.is_int(),
        }
    }

    /// Both operands in batch: the left one in `out`, the right one returned.
    fn pair(
        &self,
        a: &Code,
        b: &Code,
        batch: &mut Batch<'_>,
        out: &mut Vec<i64>,
    ) -> Evaluated<Vec<i64>> {
        a.ints(batch, out)?;
        let mut right = batch.scratch.take();
        b.ints(batch, &mut right)?;
        Ok(right)
    }

    /// `out[j] = out[j] op right[j]`, one loop per operation so that each
    /// is a tight loop.
    fn arith_all(&self, op: Arith, out: &mut [i64], right: &[i64]) -> Evaluated<()> {
        let all = |out: &mut [i64], f: fn(i64, i64) -> Option<i64>| {
            for (value, &b) in out.iter_mut().zip(right) {
                *value = f(*value, b).ok_or_else(|| self.overflow())?;
            }
            Ok(())
        };
        match op {
            Arith::Add => all(out, i64::checked_add),
            Arith::Sub => all(out, i64::checked_sub),
            Arith::Mul => all(out, i64::checked_mul),
            Arith::Div | Arith::Mod if right.contains(&0) => {
                Err(fault(self.place, "division by zero"))
            }
            Arith::Div => all(out, floor_div),
            Arith::Mod => all(out, floor_mod),
        }
    }
}
