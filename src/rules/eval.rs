//! Compiled expressions and their evaluation: names are resolved to
//! constants or environment slots before any state is visited, so an
//! evaluation is a walk over a small tree with no lookups by name.

use std::fmt;
use std::rc::Rc;

use super::error::{Place, RuleError};

/// A value: an integer (conditions are integers, nonzero for true) or a
/// list (a set is a sorted list without repeats).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Int(i64),
    List(Rc<[Value]>),
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Int(value) => write!(f, "{value}"),
            Value::List(items) => {
                write!(f, "[")?;
                for (i, item) in items.iter().enumerate() {
                    let comma = if i == 0 { "" } else { ", " };
                    write!(f, "{comma}{item}")?;
                }
                write!(f, "]")
            }
        }
    }
}

/// An evaluation's failure: boxed, so that results stay small on the
/// quick path.
pub type Fault = Box<RuleError>;

pub fn fault(place: Place, message: impl Into<String>) -> Fault {
    Box::new(RuleError::new(place, message))
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

/// How many values one `any(...)` or `all(...)` may bind in one
/// evaluation, so that no condition runs unbounded.
pub const QUANTIFIER_VALUES: u64 = 10_000_000;

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
    /// (`all`), stopping at the first that decides.
    pub fn holds(&self, env: &[Value]) -> Evaluated<bool> {
        let mut local: Vec<Value> = env.iter().take(self.first).cloned().collect();
        local.resize(self.first + self.generators.len(), Value::Int(0));
        let mut budget = QUANTIFIER_VALUES;
        let decided = self.find(&mut local, 0, &mut budget)?;
        Ok(decided != self.all)
    }

    /// Whether some binding from `level` on decides: makes the condition
    /// true for `any`, false for `all`.
    fn find(&self, env: &mut [Value], level: usize, budget: &mut u64) -> Evaluated<bool> {
        let Some(over) = self.generators.get(level) else {
            return Ok(self.body.truth(env)? != self.all);
        };
        let slot = self.first + level;
        let values: Rc<[Value]> = match over {
            super::Over::Range(low, high) => {
                let (low, high) = (low.int(env)?, high.int(env)?);
                let count = (i128::from(high) - i128::from(low) + 1).max(0);
                self.spend(budget, u64::try_from(count).unwrap_or(u64::MAX))?;
                let mut value = low;
                while value <= high {
                    env[slot] = Value::Int(value);
                    if self.find(env, level + 1, budget)? {
                        return Ok(true);
                    }
                    let Some(next) = value.checked_add(1) else {
                        break;
                    };
                    value = next;
                }
                return Ok(false);
            }
            super::Over::Values(values) => values.list(env)?,
        };
        self.spend(budget, values.len() as u64)?;
        for value in values.iter() {
            env[slot] = value.clone();
            if self.find(env, level + 1, budget)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    fn spend(&self, budget: &mut u64, count: u64) -> Evaluated<()> {
        *budget = budget.checked_sub(count).ok_or_else(|| {
            fault(
                self.place,
                format!("any(...) or all(...) binds more than {QUANTIFIER_VALUES} values here"),
            )
        })?;
        Ok(())
    }
}

type Evaluated<T> = Result<T, Fault>;

impl Code {
    /// The value as an integer (the quick path: no list is built).
    pub fn int(&self, env: &[Value]) -> Evaluated<i64> {
        match &self.op {
            Op::Const(Value::Int(value)) => Ok(*value),
            Op::Slot(slot) => match &env[*slot] {
                Value::Int(value) => Ok(*value),
                list => Err(self.not_an_integer(list)),
            },
            Op::Neg(operand) => {
                let value = operand.int(env)?;
                value.checked_neg().ok_or_else(|| self.overflow())
            }
            Op::Not(operand) => Ok(i64::from(operand.int(env)? == 0)),
            Op::Arith(op, left, right) => self.arith(*op, left.int(env)?, right.int(env)?),
            Op::Compare(op, left, right) => self.compare(*op, left, right, env),
            Op::And(left, right) => Ok(i64::from(left.truth(env)? && right.truth(env)?)),
            Op::Or(left, right) => Ok(i64::from(left.truth(env)? || right.truth(env)?)),
            Op::InRange(x, low, high) => {
                let x = x.int(env)?;
                Ok(i64::from(low.int(env)? <= x && x <= high.int(env)?))
            }
            Op::InValues(x, values) => {
                let x = x.value(env)?;
                let values = values.list(env)?;
                Ok(i64::from(values.contains(&x)))
            }
            Op::Call(builtin, args) => self.call(*builtin, args, env),
            Op::Quantifier(quantified) => Ok(i64::from(quantified.holds(env)?)),
            Op::Const(_) | Op::Index(..) | Op::List(..) => match self.value(env)? {
                Value::Int(value) => Ok(value),
                list => Err(self.not_an_integer(&list)),
            },
        }
    }

    /// The value as a condition: true when nonzero.
    pub fn truth(&self, env: &[Value]) -> Evaluated<bool> {
        Ok(self.int(env)? != 0)
    }

    /// The value, whatever it is.
    pub fn value(&self, env: &[Value]) -> Evaluated<Value> {
        match &self.op {
            Op::Const(value) => Ok(value.clone()),
            Op::Slot(slot) => Ok(env[*slot].clone()),
            Op::Index(list, index) => {
                let items = list.list(env)?;
                let index = index.int(env)?;
                usize::try_from(index)
                    .ok()
                    .and_then(|i| items.get(i))
                    .cloned()
                    .ok_or_else(|| {
                        fault(
                            self.place,
                            format!(
                                "the index {index} is out of range for a list of {} values",
                                items.len()
                            ),
                        )
                    })
            }
            Op::List(items, set) => {
                let mut values = items
                    .iter()
                    .map(|item| item.value(env))
                    .collect::<Evaluated<Vec<Value>>>()?;
                if *set {
                    values.sort_by(order);
                    values.dedup();
                }
                Ok(Value::List(values.into()))
            }
            _ => Ok(Value::Int(self.int(env)?)),
        }
    }

    /// The value as a list.
    pub fn list(&self, env: &[Value]) -> Evaluated<Rc<[Value]>> {
        match self.value(env)? {
            Value::List(items) => Ok(items),
            Value::Int(value) => Err(fault(
                self.place,
                format!("expected a list or a set, found the integer {value}"),
            )),
        }
    }

    fn not_an_integer(&self, value: &Value) -> Fault {
        fault(
            self.place,
            format!("expected an integer, found the list {value}"),
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

    fn compare(&self, op: Compare, left: &Code, right: &Code, env: &[Value]) -> Evaluated<i64> {
        let holds = match op {
            Compare::Eq | Compare::Ne => {
                let equal = match (&left.op, &right.op) {
                    (Op::List(..) | Op::Index(..), _) | (_, Op::List(..) | Op::Index(..)) => {
                        left.value(env)? == right.value(env)?
                    }
                    _ => left.int(env)? == right.int(env)?,
                };
                equal == (op == Compare::Eq)
            }
            Compare::Lt => left.int(env)? < right.int(env)?,
            Compare::Le => left.int(env)? <= right.int(env)?,
            Compare::Gt => left.int(env)? > right.int(env)?,
            Compare::Ge => left.int(env)? >= right.int(env)?,
        };
        Ok(i64::from(holds))
    }

    fn call(&self, builtin: Builtin, args: &[Code], env: &[Value]) -> Evaluated<i64> {
        match builtin {
            Builtin::Abs => {
                let value = args[0].int(env)?;
                value.checked_abs().ok_or_else(|| self.overflow())
            }
            Builtin::Len => Ok(args[0].list(env)?.len() as i64),
            Builtin::Min | Builtin::Max => {
                let values = if args.len() == 1 {
                    args[0]
                        .list(env)?
                        .iter()
                        .map(|v| match v {
                            Value::Int(value) => Ok(*value),
                            list => Err(args[0].not_an_integer(list)),
                        })
                        .collect::<Evaluated<Vec<i64>>>()?
                } else {
                    args.iter()
                        .map(|arg| arg.int(env))
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

/// Sets sort integers first, by value, then lists, by their values.
fn order(a: &Value, b: &Value) -> std::cmp::Ordering {
    match (a, b) {
        (Value::Int(a), Value::Int(b)) => a.cmp(b),
        (Value::Int(_), Value::List(_)) => std::cmp::Ordering::Less,
        (Value::List(_), Value::Int(_)) => std::cmp::Ordering::Greater,
        (Value::List(a), Value::List(b)) => {
            for (x, y) in a.iter().zip(b.iter()) {
                let by = order(x, y);
                if by.is_ne() {
                    return by;
                }
            }
            a.len().cmp(&b.len())
        }
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
/// never negative for a positive modulus.
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
        assert_eq!(floor_mod(i64::MIN, -1), None);
    }

    #[test]
    fn sets_sort_integers_before_lists() {
        let list = Value::List(vec![Value::Int(1)].into());
        let mut values = [list.clone(), Value::Int(2), Value::Int(-1)];
        values.sort_by(order);
        assert_eq!(values, [Value::Int(-1), Value::Int(2), list]);
        assert_eq!(
            Value::List(vec![Value::Int(1), Value::List(Vec::new().into())].into()).to_string(),
            "[1, []]"
        );
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

/// Batches: an integer expression over every value `xs` of the innermost
/// generator (slot `inner`) at once, so that the tree is walked once per
/// batch rather than once per move. Arithmetic, comparisons, `-` and `not`
/// evaluate everything anyway, so doing them a batch at a time changes no
/// result (when several values fail, which one is reported may differ);
/// anything else goes one value at a time.
impl Code {
    pub fn ints(
        &self,
        env: &mut [Value],
        inner: usize,
        xs: &[i64],
        scratch: &mut Scratch,
        out: &mut Vec<i64>,
    ) -> Evaluated<()> {
        out.clear();
        match &self.op {
            Op::Const(Value::Int(value)) => out.resize(xs.len(), *value),
            Op::Slot(slot) if *slot == inner => out.extend_from_slice(xs),
            Op::Slot(_) => {
                let value = self.int(env)?;
                out.resize(xs.len(), value);
            }
            Op::Neg(a) | Op::Not(a) => {
                a.ints(env, inner, xs, scratch, out)?;
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
                let right = self.pair(a, b, env, inner, xs, scratch, out)?;
                self.arith_all(*op, out, &right)?;
                scratch.give(right);
            }
            Op::Compare(op, a, b) if !is_list_like(a) && !is_list_like(b) => {
                let right = self.pair(a, b, env, inner, xs, scratch, out)?;
                for (value, &b) in out.iter_mut().zip(&right) {
                    *value = i64::from(compare_ints(*op, *value, b));
                }
                scratch.give(right);
            }
            _ => {
                for &x in xs {
                    env[inner] = Value::Int(x);
                    out.push(self.int(env)?);
                }
            }
        }
        Ok(())
    }

    /// Both operands in batch: the left one in `out`, the right one returned.
    #[allow(clippy::too_many_arguments)]
    fn pair(
        &self,
        a: &Code,
        b: &Code,
        env: &mut [Value],
        inner: usize,
        xs: &[i64],
        scratch: &mut Scratch,
        out: &mut Vec<i64>,
    ) -> Evaluated<Vec<i64>> {
        a.ints(env, inner, xs, scratch, out)?;
        let mut right = scratch.take();
        b.ints(env, inner, xs, scratch, &mut right)?;
        Ok(right)
    }
}

impl Code {
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

fn is_list_like(code: &Code) -> bool {
    matches!(code.op, Op::List(..) | Op::Index(..))
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
