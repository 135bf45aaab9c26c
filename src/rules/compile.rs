//! The written program to [`Rules`]: params evaluated, names resolved to
//! constants and slots, each `move` line's condition split so that each
//! part is checked as soon as the values it reads are bound.

use std::collections::HashMap;

use super::ast::{self, BinaryOp, Collection, Domain as AstDomain, ExprKind, UnaryOp};
use super::cost;
use super::draw::compile_drawing;
use super::error::{Limit, Place, RuleError, Source};
use super::eval::{Arith, Builtin, Code, Compare, Meter, Op, Quantified, Value};
use super::lex::shown;
use super::parse::{parse_expression, parse_program, MAX_DEPTH};
use super::{Domain, Limits, MoveRule, Over, Rules, Variable};

/// What a name stands for, and how deeply lists nest in its values.
#[derive(Clone, Debug)]
enum Meaning {
    Const(Value, u32),
    Slot(usize, u32),
}

/// The names in reach, and the steps their evaluation may still spend.
#[derive(Clone, Debug)]
struct Scope<'m> {
    names: HashMap<String, Meaning>,
    /// The params not yet defined, by name, with their places: a param may
    /// use only the params before it.
    later: HashMap<String, Place>,
    meter: &'m Meter,
}

impl Scope<'_> {
    fn define(&mut self, name: &str, place: Place, meaning: Meaning) -> Result<(), RuleError> {
        if self.names.contains_key(name) || is_builtin(name) {
            return Err(RuleError::new(
                place,
                format!("the name '{}' is already taken", shown(name)),
            ));
        }
        self.names.insert(name.to_string(), meaning);
        Ok(())
    }

    /// The error for a name not in reach: a param declared later (or the
    /// one being defined) is said to be one.
    fn unknown(&self, name: &str, place: Place) -> RuleError {
        let message = match self.later.get(name) {
            Some(at) if *at == self.defining() => format!(
                "'{}' is the param being defined: a param may use only the params before it",
                shown(name)
            ),
            Some(at) => format!(
                "the param '{}' is declared later, on line {}: a param may use only the \
                 params before it",
                shown(name),
                at.line
            ),
            None => format!("unknown name '{}'", shown(name)),
        };
        RuleError::new(place, message)
    }

    /// The place of the param being defined: the first of those not yet
    /// defined.
    fn defining(&self) -> Place {
        let first = self.later.values().min_by_key(|p| (p.line, p.column));
        first.copied().unwrap_or(Place::new(0, 0, 0))
    }

    /// The first slot no name in reach uses.
    fn next_slot(&self) -> usize {
        self.names
            .values()
            .filter_map(|meaning| match meaning {
                Meaning::Slot(slot, _) => Some(slot + 1),
                Meaning::Const(..) => None,
            })
            .max()
            .unwrap_or(0)
    }
}

fn is_builtin(name: &str) -> bool {
    matches!(name, "min" | "max" | "abs" | "len" | "find")
}

/// Compiles a program within `limits` (its text's size, and the steps its
/// params and constant parts may take); `settings` replace params' values
/// by expressions given as text (an error if the program has no such
/// param).
pub fn compile(
    text: &str,
    settings: &[(String, String)],
    limits: &Limits,
) -> Result<Rules, RuleError> {
    check_text(text, limits, &Source::Program)?;
    let mut program = parse_program(&super::problem::without_format(text), limits.memory)?;
    let set_by = apply_settings(&mut program, settings, limits)?;
    let meter = Meter::new(limits.steps);
    let compiled = compile_program(program, &set_by, text, &meter);
    let mut rules = compiled.map_err(|e| cost::steps_error(e, &meter, limits, None))?;
    rules.steps_spent = limits.steps - meter.left();
    Ok(rules)
}

/// A text longer than the limit is refused before it is read further.
fn check_text(text: &str, limits: &Limits, source: &Source) -> Result<(), RuleError> {
    if text.len() as u64 <= limits.text {
        return Ok(());
    }
    let what = match source {
        Source::Program => "the program",
        Source::Setting(_) => "the value",
    };
    Err(RuleError::over(
        Place::new(1, 1, 1),
        Limit::Text,
        format!(
            "{what} is {} bytes, over the limit of {} bytes ({})",
            text.len(),
            limits.text,
            cost::bytes(limits.text)
        ),
    )
    .in_source(source))
}

/// Puts each setting's expression in place of its param's value: which
/// setting set each param, if any.
fn apply_settings(
    program: &mut ast::Program,
    settings: &[(String, String)],
    limits: &Limits,
) -> Result<Vec<Option<Source>>, RuleError> {
    let mut set_by = vec![None; program.params.len()];
    for (name, value) in settings {
        let source = Source::Setting(name.clone());
        let Some(i) = program.params.iter().position(|p| p.name == *name) else {
            let place = Place::new(1, 1, name.chars().count() as u32);
            return Err(RuleError::new(
                place,
                format!("the program has no param '{}'", shown(name)),
            )
            .in_source(&source));
        };
        check_text(value, limits, &source)?;
        if let Some(at) = value.find(['\n', '\r']) {
            let column = value[..at].chars().count() as u32 + 1;
            return Err(RuleError::new(
                Place::new(1, column, 1),
                "a value set from outside the program is one line, and this one breaks here",
            )
            .in_source(&source));
        }
        program.params[i].value = parse_expression(value).map_err(|e| e.in_source(&source))?;
        set_by[i] = Some(source);
    }
    Ok(set_by)
}

/// Takes the program's tree by value: each `move` line's tree is dropped
/// once compiled, so a long program is not held twice at its peak.
fn compile_program(
    mut program: ast::Program,
    set_by: &[Option<Source>],
    text: &str,
    meter: &Meter,
) -> Result<Rules, RuleError> {
    let mut scope = Scope {
        names: HashMap::new(),
        later: HashMap::new(),
        meter,
    };
    let params = define_params(&program, set_by, &mut scope)?;
    let Some((variables, state_place)) = &program.state else {
        return Err(RuleError::new(
            Place::new(1, 1, 1),
            "the program declares no state: add a line 'state NAME in LO..HI'",
        ));
    };
    let variables = declare_variables(variables, &mut scope)?;
    let clauses = program
        .clauses
        .iter()
        .map(|clause| Ok((clause.wins, compile_expr(&clause.when, &scope)?)))
        .collect::<Result<Vec<_>, RuleError>>()?;
    let lines: Vec<&str> = text.split('\n').collect();
    let written = std::mem::take(&mut program.moves);
    let mut moves = Vec::with_capacity(written.len());
    for line in written {
        moves.push(move_rule(&line, &mut scope, variables.len(), &lines)?);
    }
    refuse_ends_with_sums(&program.clauses, &moves)?;
    let drawing = compile_drawing(
        &program.draws,
        |expr| constant(expr, &scope),
        |expr| compile_expr(expr, &scope),
    )?;
    let set_params = program
        .params
        .iter()
        .map(|p| {
            matches!(
                p.value.kind,
                ExprKind::Set(_) | ExprKind::Ints { set: true, .. }
            )
        })
        .collect();
    let mut rules = Rules {
        params,
        set_params,
        variables,
        state_place: *state_place,
        kept: None,
        keep_place: *state_place,
        clauses,
        moves,
        steps_spent: 0,
        text_bytes: text.len() as u64,
        drawing,
    };
    keep_states(&mut rules, program.keep.as_ref(), &scope)?;
    Ok(rules)
}

/// Each param's value, in order, each defined in `scope` once worked out
/// (with the values set from outside the program in place).
fn define_params(
    program: &ast::Program,
    set_by: &[Option<Source>],
    scope: &mut Scope,
) -> Result<Vec<(String, Value)>, RuleError> {
    for param in program.params.iter().rev() {
        scope.later.insert(param.name.clone(), param.name_place);
    }
    let mut params = Vec::new();
    for (param, source) in program.params.iter().zip(set_by) {
        let value = constant(&param.value, scope).map_err(|e| match source {
            Some(source) => e.in_source(source),
            None => e,
        })?;
        let depth = nesting(&param.value, scope);
        scope.later.remove(&param.name);
        scope.define(
            &param.name,
            param.name_place,
            Meaning::Const(value.clone(), depth),
        )?;
        params.push((param.name.clone(), value));
    }
    Ok(params)
}

/// The combinations `state ... where C` keeps as states.
fn keep_states(
    rules: &mut Rules,
    keep: Option<&(ast::Expr, Place)>,
    scope: &Scope,
) -> Result<(), RuleError> {
    if let Some((keep, place)) = keep {
        let keep = compile_expr(keep, scope)?;
        rules.kept = Some(rules.kept_combinations(&keep, *place, scope.meter)?);
        rules.keep_place = *place;
    }
    Ok(())
}

/// A `win when` or `lose when` line in a program with moves to sums, refused:
/// in a sum, a part that ends would not end the game.
fn refuse_ends_with_sums(clauses: &[ast::Clause], moves: &[MoveRule]) -> Result<(), RuleError> {
    match clauses.first() {
        Some(clause) if moves.iter().any(|m| !m.sum.is_empty()) => {
            let word = if clause.wins { "win" } else { "lose" };
            Err(RuleError::new(
                clause.when.place,
                format!(
                    "a '{word} when' line cannot go with moves to sums: a sum is played \
                     under normal play (a player who cannot move loses)"
                ),
            ))
        }
        _ => Ok(()),
    }
}

/// Evaluates an expression that may use only params declared before it.
fn constant(expr: &ast::Expr, scope: &Scope) -> Result<Value, RuleError> {
    compile_expr(expr, scope)?
        .value(&[], scope.meter)
        .map_err(|e| *e)
}

/// The value of an expression that may use the program's params and
/// named values (a sum's part given from outside the program).
pub(super) fn constant_in(rules: &Rules, expr: &ast::Expr) -> Result<Value, RuleError> {
    let meter = Meter::new(Limits::DEFAULT.steps);
    let mut scope = Scope {
        names: HashMap::new(),
        later: HashMap::new(),
        meter: &meter,
    };
    for (name, value) in &rules.params {
        let meaning = Meaning::Const(value.clone(), value_nesting(value));
        scope.names.insert(name.clone(), meaning);
    }
    for variable in &rules.variables {
        if let Domain::Names(names) = &variable.domain {
            for (i, name) in names.iter().enumerate() {
                scope
                    .names
                    .insert(name.clone(), Meaning::Const(Value::Int(i as i64), 0));
            }
        }
    }
    constant(expr, &scope)
}

/// How deeply lists nest in a value: 0 for an integer.
fn value_nesting(value: &Value) -> u32 {
    match value {
        Value::Int(_) | Value::Text(_) => 0,
        Value::List(items) => 1 + items.iter().map(value_nesting).max().unwrap_or(0),
    }
}

fn constant_int(expr: &ast::Expr, scope: &Scope, what: &str) -> Result<i64, RuleError> {
    match constant(expr, scope)? {
        Value::Int(value) => Ok(value),
        other => Err(RuleError::new(
            expr.place,
            format!("{what} must be an integer, found {}", other.described()),
        )),
    }
}

/// A list (or a set: sorted, each value once) of integers written as such.
fn packed_value(values: &[i64], set: bool) -> Value {
    if !set {
        return Value::List(values.iter().map(|&v| Value::Int(v)).collect());
    }
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    Value::List(sorted.into_iter().map(Value::Int).collect())
}

/// How deeply lists nest in the expression's values, at most: a list
/// literal one more than its deepest item, a name as deep as its values,
/// an element one less than its list.
fn nesting(expr: &ast::Expr, scope: &Scope) -> u32 {
    match &expr.kind {
        ExprKind::Name(name) => match scope.names.get(name) {
            Some(Meaning::Const(_, depth) | Meaning::Slot(_, depth)) => *depth,
            None => 0,
        },
        ExprKind::Set(items) | ExprKind::List(items) => {
            1 + items.iter().map(|i| nesting(i, scope)).max().unwrap_or(0)
        }
        ExprKind::Ints { .. } => 1,
        ExprKind::Index(list, _) => nesting(list, scope).saturating_sub(1),
        _ => 0,
    }
}

fn declare_variables(
    written: &[ast::Variable],
    scope: &mut Scope,
) -> Result<Vec<Variable>, RuleError> {
    let mut variables = Vec::new();
    for variable in written {
        let domain = match &variable.domain {
            AstDomain::Range(low, high) => {
                let low_value = constant_int(low, scope, "a range's end")?;
                let high_value = constant_int(high, scope, "a range's end")?;
                let size = i128::from(high_value) - i128::from(low_value) + 1;
                if size < 1 {
                    return Err(RuleError::new(
                        low.place.to(high.place),
                        format!(
                            "the range {low_value}..{high_value} of '{}' is empty",
                            variable.name
                        ),
                    ));
                }
                Domain::Range {
                    low: low_value,
                    size: u64::try_from(size).unwrap_or(u64::MAX),
                }
            }
            AstDomain::Names(names) => {
                for (i, (name, place)) in names.iter().enumerate() {
                    scope.define(name, *place, Meaning::Const(Value::Int(i as i64), 0))?;
                }
                Domain::Names(names.iter().map(|(name, _)| name.clone()).collect())
            }
        };
        variables.push(Variable {
            name: variable.name.clone(),
            place: variable.place,
            domain,
        });
    }
    for (slot, variable) in variables.iter().enumerate() {
        scope.define(&variable.name, variable.place, Meaning::Slot(slot, 0))?;
    }
    Ok(variables)
}

/// One `move` line compiled; its generators' names are in `scope` while
/// it is, and gone after.
fn move_rule(
    line: &ast::MoveLine,
    scope: &mut Scope,
    arity: usize,
    lines: &[&str],
) -> Result<MoveRule, RuleError> {
    let compiled = move_rule_in(line, scope, arity, lines);
    for generator in &line.generators {
        if let Some(Meaning::Slot(slot, _)) = scope.names.get(&generator.name) {
            if *slot >= arity {
                scope.names.remove(&generator.name);
            }
        }
    }
    compiled
}

fn move_rule_in(
    line: &ast::MoveLine,
    scope: &mut Scope,
    arity: usize,
    lines: &[&str],
) -> Result<MoveRule, RuleError> {
    let mut generators = Vec::new();
    for (i, generator) in line.generators.iter().enumerate() {
        let (over, depth) = over_of(&generator.over, scope)?;
        generators.push(over);
        scope.define(
            &generator.name,
            generator.place,
            Meaning::Slot(arity + i, depth),
        )?;
    }
    let mut parts = match &line.target.kind {
        ExprKind::Call(name, args) if name == "sum" => {
            if args.is_empty() {
                return Err(RuleError::new(
                    line.target.place,
                    "sum() needs one or more parts",
                ));
            }
            args.iter()
                .map(|part| Ok((target_of(part, scope, arity)?, part.place)))
                .collect::<Result<Vec<_>, RuleError>>()?
        }
        _ => vec![(target_of(&line.target, scope, arity)?, line.target.place)],
    };
    // A sum of one part is a move to that part.
    let target = if parts.len() == 1 {
        parts.pop().map(|(target, _)| target).unwrap_or_default()
    } else {
        Vec::new()
    };
    let checks = split_condition(line.condition.as_deref(), scope, arity, generators.len())?;
    Ok(MoveRule {
        place: line.place,
        target_place: line.target.place,
        target_text: text_at(lines, line.target_span),
        target,
        sum: parts,
        generator_names: line.generators.iter().map(|g| g.name.clone()).collect(),
        generators,
        checks,
    })
}

/// What a generator runs over, compiled, and how deeply lists nest in
/// the values it binds.
fn over_of(over: &Collection, scope: &Scope) -> Result<(Over, u32), RuleError> {
    Ok(match over {
        Collection::Range(low, high) => (
            Over::Range(compile_expr(low, scope)?, compile_expr(high, scope)?),
            0,
        ),
        Collection::Values(values) => (
            Over::Values(compile_expr(values, scope)?),
            nesting(values, scope).saturating_sub(1),
        ),
    })
}

/// `any(C for ...)` or `all(C for ...)`: its generators bound in slots of
/// their own, after every slot in reach.
fn quantifier(
    all: bool,
    body: &ast::Expr,
    generators: &[ast::Generator],
    place: Place,
    scope: &Scope,
) -> Result<Op, RuleError> {
    let mut scope = scope.clone();
    let first = scope.next_slot();
    let mut overs = Vec::new();
    for (i, generator) in generators.iter().enumerate() {
        let (over, depth) = over_of(&generator.over, &scope)?;
        overs.push(over);
        scope.define(
            &generator.name,
            generator.place,
            Meaning::Slot(first + i, depth),
        )?;
    }
    Ok(Op::Quantifier(Box::new(Quantified {
        all,
        body: compile_expr(body, &scope)?,
        generators: overs,
        first,
        place,
    })))
}

/// One target: one expression per state variable (a tuple for several).
fn target_of(target: &ast::Expr, scope: &Scope, arity: usize) -> Result<Vec<Code>, RuleError> {
    let items = match &target.kind {
        ExprKind::Tuple(items) => items.iter().collect(),
        _ => vec![target],
    };
    if items.len() != arity {
        return Err(RuleError::new(
            target.place,
            format!(
                "the target has {} value(s) but the state has {arity} variable(s)",
                items.len()
            ),
        ));
    }
    items
        .into_iter()
        .map(|item| compile_expr(item, scope))
        .collect()
}

/// The text at a place on one of the program's lines (columns and lengths
/// in characters).
fn text_at(lines: &[&str], place: Place) -> String {
    lines
        .get(place.line.saturating_sub(1) as usize)
        .copied()
        .unwrap_or("")
        .chars()
        .skip(place.column.saturating_sub(1) as usize)
        .take(place.length as usize)
        .collect()
}

/// Splits the condition at its top-level `and`s and files each part under
/// the number of generators bound before it is checked: the deepest
/// generator it or any part before it reads, so that parts keep their
/// order and an earlier false part still spares the later ones.
fn split_condition(
    condition: Option<&ast::Expr>,
    scope: &Scope,
    arity: usize,
    depth: usize,
) -> Result<Vec<Vec<Code>>, RuleError> {
    let Some(condition) = condition else {
        return Ok(Vec::new());
    };
    let mut checks = vec![Vec::new(); depth + 1];
    let mut parts = Vec::new();
    conjuncts(condition, &mut parts);
    let mut level = 0;
    for part in parts {
        let code = compile_expr(part, scope)?;
        level = level.max(deepest_slot(&code).map_or(0, |slot| (slot + 1).saturating_sub(arity)));
        checks[level.min(depth)].push(code);
    }
    Ok(checks)
}

fn conjuncts<'a>(expr: &'a ast::Expr, out: &mut Vec<&'a ast::Expr>) {
    match &expr.kind {
        ExprKind::Binary(BinaryOp::And, left, right) => {
            conjuncts(left, out);
            conjuncts(right, out);
        }
        _ => out.push(expr),
    }
}

/// The highest slot an expression reads.
fn deepest_slot(code: &Code) -> Option<usize> {
    deepest_below(code, usize::MAX)
}

/// The highest slot below `bound` an expression reads (a quantifier's own
/// slots are not read from outside it).
fn deepest_below(code: &Code, bound: usize) -> Option<usize> {
    let deepest = |codes: &[&Code]| codes.iter().filter_map(|c| deepest_below(c, bound)).max();
    match &code.op {
        Op::Const(_) => None,
        Op::Slot(slot) => (*slot < bound).then_some(*slot),
        Op::Neg(a) | Op::Not(a) => deepest_below(a, bound),
        Op::Arith(_, a, b)
        | Op::Compare(_, a, b)
        | Op::And(a, b)
        | Op::Or(a, b)
        | Op::InValues(a, b)
        | Op::Index(a, b) => deepest(&[a, b]),
        Op::InRange(a, b, c) => deepest(&[a, b, c]),
        Op::Call(_, args) | Op::List(args, _) => deepest(&args.iter().collect::<Vec<_>>()),
        Op::Quantifier(q) => {
            let mut codes = vec![&q.body];
            for over in &q.generators {
                match over {
                    Over::Range(low, high) => codes.extend([low, high]),
                    Over::Values(values) => codes.push(values),
                }
            }
            let inner = bound.min(q.first);
            codes.iter().filter_map(|c| deepest_below(c, inner)).max()
        }
    }
}

/// Resolves names and folds constant parts (so params cost nothing per
/// move, and an error in constants shows before any state is visited). A
/// chain of operators is as deep as it is long, so the recursion keeps its
/// frame small: every form but the binary operators is compiled apart.
fn compile_expr(expr: &ast::Expr, scope: &Scope) -> Result<Code, RuleError> {
    let op = match &expr.kind {
        ExprKind::Binary(op, a, b) => {
            let a = Box::new(compile_expr(a, scope)?);
            let b = Box::new(compile_expr(b, scope)?);
            binary(*op, a, b)
        }
        _ => other_form(expr, scope)?,
    };
    fold(
        Code {
            op,
            place: expr.place,
        },
        scope.meter,
    )
}

#[inline(never)]
fn other_form(expr: &ast::Expr, scope: &Scope) -> Result<Op, RuleError> {
    let place = expr.place;
    let sub = |e: &ast::Expr| compile_expr(e, scope).map(Box::new);
    Ok(match &expr.kind {
        ExprKind::Int(value) => Op::Const(Value::Int(*value)),
        ExprKind::Ints { values, set } => Op::Const(packed_value(values, *set)),
        ExprKind::Text(text) => Op::Const(Value::Text(text.chars().collect())),
        ExprKind::Name(name) => match scope.names.get(name) {
            Some(Meaning::Const(value, _)) => Op::Const(value.clone()),
            Some(Meaning::Slot(slot, _)) => Op::Slot(*slot),
            None => return Err(scope.unknown(name, place)),
        },
        ExprKind::Unary(UnaryOp::Neg, a) => Op::Neg(sub(a)?),
        ExprKind::Unary(UnaryOp::Not, a) => Op::Not(sub(a)?),
        ExprKind::Binary(op, a, b) => binary(*op, sub(a)?, sub(b)?),
        ExprKind::In(x, over) => match over.as_ref() {
            Collection::Range(low, high) => Op::InRange(sub(x)?, sub(low)?, sub(high)?),
            Collection::Values(values) => Op::InValues(sub(x)?, sub(values)?),
        },
        ExprKind::Call(name, args) => call(name, args, place, scope)?,
        ExprKind::Index(list, index) => Op::Index(sub(list)?, sub(index)?),
        ExprKind::Set(items) | ExprKind::List(items) => {
            if nesting(expr, scope) > MAX_DEPTH {
                return Err(RuleError::new(
                    place,
                    format!("the list nests more than {MAX_DEPTH} levels deep"),
                ));
            }
            let items = items
                .iter()
                .map(|item| compile_expr(item, scope))
                .collect::<Result<Vec<_>, RuleError>>()?;
            Op::List(items, matches!(expr.kind, ExprKind::Set(_)))
        }
        ExprKind::Tuple(_) => {
            return Err(RuleError::new(
                place,
                "a tuple '(a, b)' can only be a move's target",
            ));
        }
        ExprKind::Quantifier {
            all,
            body,
            generators,
        } => quantifier(*all, body, generators, place, scope)?,
    })
}

fn binary(op: BinaryOp, a: Box<Code>, b: Box<Code>) -> Op {
    let arith = match op {
        BinaryOp::Add => Arith::Add,
        BinaryOp::Sub => Arith::Sub,
        BinaryOp::Mul => Arith::Mul,
        BinaryOp::Div => Arith::Div,
        BinaryOp::Mod => Arith::Mod,
        BinaryOp::Eq => return Op::Compare(Compare::Eq, a, b),
        BinaryOp::Ne => return Op::Compare(Compare::Ne, a, b),
        BinaryOp::Lt => return Op::Compare(Compare::Lt, a, b),
        BinaryOp::Le => return Op::Compare(Compare::Le, a, b),
        BinaryOp::Gt => return Op::Compare(Compare::Gt, a, b),
        BinaryOp::Ge => return Op::Compare(Compare::Ge, a, b),
        BinaryOp::And => return Op::And(a, b),
        BinaryOp::Or => return Op::Or(a, b),
    };
    Op::Arith(arith, a, b)
}

fn call(name: &str, args: &[ast::Expr], place: Place, scope: &Scope) -> Result<Op, RuleError> {
    let (builtin, arity_ok, wanted) = match name {
        "min" => (Builtin::Min, !args.is_empty(), "one or more values"),
        "max" => (Builtin::Max, !args.is_empty(), "one or more values"),
        "abs" => (Builtin::Abs, args.len() == 1, "one value"),
        "len" => (Builtin::Len, args.len() == 1, "one value"),
        "find" => (
            Builtin::Find,
            args.len() == 2,
            "a text or a grid and a character",
        ),
        _ => {
            return Err(RuleError::new(
                place,
                format!("unknown function '{}'", shown(name)),
            ))
        }
    };
    if !arity_ok {
        return Err(RuleError::new(
            place,
            format!("{name} takes {wanted}, given {}", args.len()),
        ));
    }
    let args = args
        .iter()
        .map(|arg| compile_expr(arg, scope))
        .collect::<Result<Vec<_>, RuleError>>()?;
    Ok(Op::Call(builtin, args))
}

/// Replaces an expression that reads no slot by its value. One that
/// fails is left as it is, to fail when evaluated: `and` and `or` may
/// never evaluate it (`n > 5 and 1 / 0 == 0`). Only running out of steps
/// stops the compile.
#[inline(never)]
fn fold(code: Code, meter: &Meter) -> Result<Code, RuleError> {
    if matches!(code.op, Op::Const(_)) || deepest_slot(&code).is_some() {
        return Ok(code);
    }
    match code.value(&[], meter) {
        Ok(value) => Ok(Code {
            op: Op::Const(value),
            place: code.place,
        }),
        Err(error) if meter.is_out() => Err(*error),
        Err(_) => Ok(code),
    }
}
