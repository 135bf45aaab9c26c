//! The written program to [`Rules`]: params evaluated, names resolved to
//! constants and slots, each `move` line's condition split so that each
//! part is checked as soon as the values it reads are bound.

use std::collections::HashMap;

use super::ast::{self, BinaryOp, Collection, Domain as AstDomain, ExprKind, UnaryOp};
use super::error::{Place, RuleError, Source};
use super::eval::{Arith, Builtin, Code, Compare, Op, Quantified, Value};
use super::parse::{parse_expression, parse_program};
use super::{Domain, MoveRule, Over, Rules, Variable};

/// What a name stands for.
#[derive(Clone, Debug)]
enum Meaning {
    Const(Value),
    Slot(usize),
}

/// The names in reach, and the slots they use.
#[derive(Clone, Debug, Default)]
struct Scope {
    names: HashMap<String, Meaning>,
}

impl Scope {
    fn define(&mut self, name: &str, place: Place, meaning: Meaning) -> Result<(), RuleError> {
        if self.names.contains_key(name) || is_builtin(name) {
            return Err(RuleError::new(
                place,
                format!("the name '{name}' is already taken"),
            ));
        }
        self.names.insert(name.to_string(), meaning);
        Ok(())
    }

    /// The first slot no name in reach uses.
    fn next_slot(&self) -> usize {
        self.names
            .values()
            .filter_map(|meaning| match meaning {
                Meaning::Slot(slot) => Some(slot + 1),
                Meaning::Const(_) => None,
            })
            .max()
            .unwrap_or(0)
    }
}

fn is_builtin(name: &str) -> bool {
    matches!(name, "min" | "max" | "abs" | "len")
}

/// Compiles a program; `settings` replace params' values by expressions
/// given as text (an error if the program has no such param).
pub fn compile(text: &str, settings: &[(String, String)]) -> Result<Rules, RuleError> {
    let mut program = parse_program(text)?;
    let mut set_by = vec![None; program.params.len()];
    for (name, value) in settings {
        let source = Source::Setting(name.clone());
        let Some(i) = program.params.iter().position(|p| p.name == *name) else {
            let place = Place::new(1, 1, name.chars().count() as u32);
            return Err(
                RuleError::new(place, format!("the program has no param '{name}'"))
                    .in_source(&source),
            );
        };
        program.params[i].value = parse_expression(value).map_err(|e| e.in_source(&source))?;
        set_by[i] = Some(source);
    }
    let mut scope = Scope::default();
    let mut params = Vec::new();
    for (param, source) in program.params.iter().zip(&set_by) {
        let value = constant(&param.value, &scope).map_err(|e| match source {
            Some(source) => e.in_source(source),
            None => e,
        })?;
        scope.define(&param.name, param.name_place, Meaning::Const(value.clone()))?;
        params.push((param.name.clone(), value));
    }
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
    let moves = program
        .moves
        .iter()
        .map(|line| move_rule(line, &scope, variables.len(), text))
        .collect::<Result<Vec<_>, RuleError>>()?;
    refuse_ends_with_sums(&program.clauses, &moves)?;
    let set_params = program
        .params
        .iter()
        .map(|p| matches!(p.value.kind, ExprKind::Set(_)))
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
    };
    keep_states(&mut rules, program.keep.as_ref(), &scope)?;
    Ok(rules)
}

/// The combinations `state ... where C` keeps as states.
fn keep_states(
    rules: &mut Rules,
    keep: Option<&(ast::Expr, Place)>,
    scope: &Scope,
) -> Result<(), RuleError> {
    if let Some((keep, place)) = keep {
        let keep = compile_expr(keep, scope)?;
        rules.kept = Some(rules.kept_combinations(&keep, *place)?);
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
    compile_expr(expr, scope)?.value(&[]).map_err(|e| *e)
}

/// The value of an expression that may use the program's params and
/// named values (a sum's part given from outside the program).
pub(super) fn constant_in(rules: &Rules, expr: &ast::Expr) -> Result<Value, RuleError> {
    let mut scope = Scope::default();
    for (name, value) in &rules.params {
        scope
            .names
            .insert(name.clone(), Meaning::Const(value.clone()));
    }
    for variable in &rules.variables {
        if let Domain::Names(names) = &variable.domain {
            for (i, name) in names.iter().enumerate() {
                scope
                    .names
                    .insert(name.clone(), Meaning::Const(Value::Int(i as i64)));
            }
        }
    }
    constant(expr, &scope)
}

fn constant_int(expr: &ast::Expr, scope: &Scope, what: &str) -> Result<i64, RuleError> {
    match constant(expr, scope)? {
        Value::Int(value) => Ok(value),
        list => Err(RuleError::new(
            expr.place,
            format!("{what} must be an integer, found the list {list}"),
        )),
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
                    scope.define(name, *place, Meaning::Const(Value::Int(i as i64)))?;
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
        scope.define(&variable.name, variable.place, Meaning::Slot(slot))?;
    }
    Ok(variables)
}

fn move_rule(
    line: &ast::MoveLine,
    scope: &Scope,
    arity: usize,
    text: &str,
) -> Result<MoveRule, RuleError> {
    let mut scope = scope.clone();
    let mut generators = Vec::new();
    for (i, generator) in line.generators.iter().enumerate() {
        generators.push(over_of(&generator.over, &scope)?);
        scope.define(&generator.name, generator.place, Meaning::Slot(arity + i))?;
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
                .map(|part| Ok((target_of(part, &scope, arity)?, part.place)))
                .collect::<Result<Vec<_>, RuleError>>()?
        }
        _ => vec![(target_of(&line.target, &scope, arity)?, line.target.place)],
    };
    // A sum of one part is a move to that part.
    let target = if parts.len() == 1 {
        parts.pop().map(|(target, _)| target).unwrap_or_default()
    } else {
        Vec::new()
    };
    let checks = split_condition(line.condition.as_ref(), &scope, arity, generators.len())?;
    Ok(MoveRule {
        place: line.place,
        target_place: line.target.place,
        target_text: text_at(text, line.target_span),
        target,
        sum: parts,
        generator_names: line.generators.iter().map(|g| g.name.clone()).collect(),
        generators,
        checks,
    })
}

/// What a generator runs over, compiled.
fn over_of(over: &Collection, scope: &Scope) -> Result<Over, RuleError> {
    Ok(match over {
        Collection::Range(low, high) => {
            Over::Range(compile_expr(low, scope)?, compile_expr(high, scope)?)
        }
        Collection::Values(values) => Over::Values(compile_expr(values, scope)?),
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
        overs.push(over_of(&generator.over, &scope)?);
        scope.define(&generator.name, generator.place, Meaning::Slot(first + i))?;
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

/// The text at a place on one line (columns and lengths in characters).
fn text_at(text: &str, place: Place) -> String {
    text.lines()
        .nth(place.line.saturating_sub(1) as usize)
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
    let mut checks = vec![Vec::new(); depth + 1];
    let mut parts = Vec::new();
    if let Some(condition) = condition {
        conjuncts(condition, &mut parts);
    }
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
/// move, and an error in constants shows before any state is visited).
fn compile_expr(expr: &ast::Expr, scope: &Scope) -> Result<Code, RuleError> {
    let place = expr.place;
    let sub = |e: &ast::Expr| compile_expr(e, scope).map(Box::new);
    let op = match &expr.kind {
        ExprKind::Int(value) => Op::Const(Value::Int(*value)),
        ExprKind::Name(name) => match scope.names.get(name) {
            Some(Meaning::Const(value)) => Op::Const(value.clone()),
            Some(Meaning::Slot(slot)) => Op::Slot(*slot),
            None => {
                return Err(RuleError::new(place, format!("unknown name '{name}'")));
            }
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
    };
    fold(Code { op, place })
}

fn binary(op: BinaryOp, a: Box<Code>, b: Box<Code>) -> Op {
    let arith = |op| Op::Arith(op, a.clone(), b.clone());
    let compare = |op| Op::Compare(op, a.clone(), b.clone());
    match op {
        BinaryOp::Add => arith(Arith::Add),
        BinaryOp::Sub => arith(Arith::Sub),
        BinaryOp::Mul => arith(Arith::Mul),
        BinaryOp::Div => arith(Arith::Div),
        BinaryOp::Mod => arith(Arith::Mod),
        BinaryOp::Eq => compare(Compare::Eq),
        BinaryOp::Ne => compare(Compare::Ne),
        BinaryOp::Lt => compare(Compare::Lt),
        BinaryOp::Le => compare(Compare::Le),
        BinaryOp::Gt => compare(Compare::Gt),
        BinaryOp::Ge => compare(Compare::Ge),
        BinaryOp::And => Op::And(a, b),
        BinaryOp::Or => Op::Or(a, b),
    }
}

fn call(name: &str, args: &[ast::Expr], place: Place, scope: &Scope) -> Result<Op, RuleError> {
    let (builtin, arity_ok, wanted) = match name {
        "min" => (Builtin::Min, !args.is_empty(), "one or more values"),
        "max" => (Builtin::Max, !args.is_empty(), "one or more values"),
        "abs" => (Builtin::Abs, args.len() == 1, "one value"),
        "len" => (Builtin::Len, args.len() == 1, "one value"),
        _ => return Err(RuleError::new(place, format!("unknown function '{name}'"))),
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

/// Replaces an expression that reads no slot by its value.
fn fold(code: Code) -> Result<Code, RuleError> {
    if matches!(code.op, Op::Const(_)) || deepest_slot(&code).is_some() {
        return Ok(code);
    }
    let value = code.value(&[]).map_err(|e| *e)?;
    Ok(Code {
        op: Op::Const(value),
        place: code.place,
    })
}
