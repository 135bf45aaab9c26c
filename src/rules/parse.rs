//! Tokens to a [`Program`]: recursive descent for the lines, precedence
//! climbing for expressions.
//!
//! Written by hand rather than with a parser generator so that every error
//! is one located line saying what was expected after what (`expected an
//! expression after '+', found ')'`), and so that the WebAssembly build
//! carries no parsing dependency.

use super::ast::*;
use super::cost::bytes;
use super::draw::unknown_kind;
use super::error::{Limit, Place, RuleError};
use super::lex::{Kind, Lexer, Token};

/// How deeply expressions may nest: brackets of every kind, calls,
/// indexing, `not` and `-` each count one level, and deeper text is refused
/// rather than risking the stack.
pub const MAX_DEPTH: u32 = 64;

/// How many binary operators one line may hold: a chain `1 + 1 + ...` is
/// as deep as it is long, and compiling and evaluating walk it recursively.
pub const MAX_OPERATORS: u32 = 1000;

/// Parses a whole program.
pub fn parse_program(text: &str, memory: u64) -> Result<Program, RuleError> {
    let mut parser = Parser::new(text);
    parser.memory_left = memory;
    parser.memory = memory;
    let mut program = Program::default();
    loop {
        match parser.peek().clone() {
            Kind::End => break,
            Kind::Newline => parser.bump(),
            _ => parser.line(&mut program).map_err(|e| parser.first(e))?,
        }
    }
    parser.finished()?;
    Ok(program)
}

/// Parses one expression filling the whole text (a param's value given
/// from outside the program).
pub fn parse_expression(text: &str) -> Result<Expr, RuleError> {
    let mut parser = Parser::new(text);
    let expr = parser
        .top("an expression")
        .and_then(|expr| parser.line_end().map(|()| expr))
        .and_then(|expr| match parser.peek() {
            Kind::End => Ok(expr),
            _ => Err(parser.expected("the end of the value")),
        })
        .map_err(|e| parser.first(e))?;
    parser.finished()?;
    Ok(expr)
}

/// The parts of a sum as a user writes them outside a program (`3, 5, 7`,
/// or tuples): expressions separated by commas, at least one, the last
/// one may be followed by a comma (as in a list).
pub fn parse_parts(text: &str) -> Result<Vec<Expr>, RuleError> {
    let mut parser = Parser::new(text);
    let mut parts = Vec::new();
    let read = loop {
        match parser.top("a part") {
            Err(e) => break Err(e),
            Ok(part) => parts.push(part),
        }
        if parser.eat(",") && !matches!(parser.peek(), Kind::End | Kind::Newline) {
            continue;
        }
        break match parser.peek() {
            Kind::End | Kind::Newline => Ok(()),
            _ => {
                let mut error = parser.expected("','");
                error.message += ": the parts are separated by commas, as in 3, 5, 7";
                Err(error)
            }
        };
    };
    read.map_err(|e| parser.first(e))?;
    parser.finished()?;
    Ok(parts)
}

/// The error `error`, met at `found` inside a bracket opened at `open`, said
/// at the opener when `found` is on a later line (the bracket was most
/// likely left open), as it is otherwise.
fn unclosed(open: Place, close: &str, found: Place, error: RuleError) -> RuleError {
    if found.line == open.line {
        return error;
    }
    let opener = match close {
        ")" => "(",
        "]" => "[",
        _ => "{",
    };
    RuleError::new(
        open,
        format!(
            "this '{opener}' is not closed: {} on line {}",
            error.message, found.line
        ),
    )
}

/// The tokens are read one at a time from the lexer: the parser holds the
/// next one and what it needs of the one before.
struct Parser<'a> {
    lexer: Lexer<'a>,
    token: Token,
    /// The token before `token` (a line's end at the start).
    previous: Token,
    /// The lexer's error, once it has failed: the program's end stands in
    /// for the rest, and the error is the parse's.
    failed: Option<RuleError>,
    depth: u32,
    /// Binary operators read on the current line.
    operators: u32,
    /// Bytes the program may still take to parse and compile, by
    /// [`LINE_BYTES`], [`NODE_BYTES`] and [`INT_BYTES`].
    memory_left: u64,
    /// The bytes it was given.
    memory: u64,
}

/// Bytes a rule line takes, parsed and compiled, beside its expressions
/// (measured on a file of `move 0` lines: 714 a line).
const LINE_BYTES: u64 = 720;
/// Bytes an operator, a name or a call takes, parsed and compiled
/// (measured on `move n - 1 if n > 0` lines: 1,556 a line).
const NODE_BYTES: u64 = 190;
/// Bytes an integer takes: in a list of integers only, packed (a 16 MiB
/// list param takes 282 MB, 34 an integer).
const INT_BYTES: u64 = 34;

type Parsed<T> = Result<T, RuleError>;

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Parser<'a> {
        let start = Token {
            kind: Kind::Newline,
            place: Place::new(1, 1, 1),
        };
        let mut parser = Parser {
            lexer: Lexer::new(text),
            token: start.clone(),
            previous: start,
            failed: None,
            depth: 0,
            operators: 0,
            memory_left: u64::MAX,
            memory: u64::MAX,
        };
        parser.bump();
        parser
    }

    /// The error to give: the lexer's, when it failed before the parse did.
    fn first(&mut self, error: RuleError) -> RuleError {
        self.failed.take().unwrap_or(error)
    }

    /// The lexer's error, if it failed after the parse had all it needed.
    fn finished(&mut self) -> Parsed<()> {
        match self.failed.take() {
            Some(error) => Err(error),
            None => Ok(()),
        }
    }

    fn peek(&self) -> &Kind {
        &self.token.kind
    }

    fn place(&self) -> Place {
        self.token.place
    }

    fn bump(&mut self) {
        if self.token.kind == Kind::End || self.failed.is_some() {
            return;
        }
        let next = match self.lexer.next_token() {
            Ok(token) => token,
            Err(error) => {
                let place = error.place;
                self.failed = Some(error);
                Token {
                    kind: Kind::End,
                    place,
                }
            }
        };
        self.previous = std::mem::replace(&mut self.token, next);
    }

    fn at_key(&self, key: &str) -> bool {
        matches!(self.peek(), Kind::Key(k) if *k == key)
    }

    /// Consumes `key` if it is next.
    fn eat(&mut self, key: &str) -> bool {
        let found = self.at_key(key);
        if found {
            self.bump();
        }
        found
    }

    /// The error "expected WHAT after PREVIOUS, found NEXT" at the next token.
    fn expected(&self, what: &str) -> RuleError {
        let found = self.peek().describe();
        let message = match &self.previous.kind {
            Kind::Newline => format!("expected {what}, found {found}"),
            previous => format!(
                "expected {what} after {}, found {found}",
                previous.describe()
            ),
        };
        RuleError::new(self.place(), message)
    }

    fn expect(&mut self, key: &str) -> Parsed<Place> {
        let place = self.place();
        if self.eat(key) {
            Ok(place)
        } else {
            Err(self.expected(&format!("'{key}'")))
        }
    }

    /// The bracket `close` that ends the one opened at `open`. When it is
    /// missing and the parse has gone past the opener's line (a bracket
    /// lets a line go on), the error is at the opener: that is most likely
    /// where the mistake is, not where the parse gave up.
    fn closing(&mut self, open: Place, close: &str) -> Parsed<Place> {
        let found = self.place();
        self.expect(close)
            .map_err(|error| unclosed(open, close, found, error))
    }

    /// An item inside brackets opened at `open`. One that cannot start at
    /// all on a later line (after a trailing comma, the next line's first
    /// word) means the bracket was left open: said at the opener.
    fn item(&mut self, open: Place, close: &str, what: &str) -> Parsed<Expr> {
        let start = self.place();
        self.expr(what).map_err(|error| {
            if error.place == start && error.limit.is_none() {
                unclosed(open, close, start, error)
            } else {
                error
            }
        })
    }

    /// Counts `cost` bytes against the memory the program may take; over it,
    /// the error is at the token reached.
    fn spend(&mut self, cost: u64) -> Parsed<()> {
        if let Some(left) = self.memory_left.checked_sub(cost) {
            self.memory_left = left;
            return Ok(());
        }
        Err(RuleError::over(
            self.place(),
            Limit::Memory,
            format!(
                "the program takes more than the memory limit of {} to compile, reached here \
                 (about {LINE_BYTES} bytes a line, {NODE_BYTES} an operator or a name and \
                 {INT_BYTES} an integer)",
                bytes(self.memory)
            ),
        ))
    }

    fn name(&mut self, what: &str) -> Parsed<(String, Place)> {
        if let Kind::Name(name) = self.peek() {
            let named = (name.clone(), self.place());
            self.bump();
            Ok(named)
        } else {
            Err(self.expected(what))
        }
    }

    fn line_end(&mut self) -> Parsed<()> {
        match self.peek() {
            Kind::Newline | Kind::End => {
                self.bump();
                Ok(())
            }
            _ => Err(self.expected("the end of the line")),
        }
    }

    fn line(&mut self, program: &mut Program) -> Parsed<()> {
        let place = self.place();
        self.operators = 0;
        self.spend(LINE_BYTES)?;
        if self.eat("param") {
            program.params.push(self.param()?);
        } else if self.eat("state") {
            if program.state.is_some() {
                return Err(RuleError::new(place, "the state is declared twice"));
            }
            program.state = Some((self.variables()?, place));
            let where_place = self.place();
            if self.eat("where") {
                program.keep = Some((self.expr("a condition")?, where_place));
            }
        } else if self.at_key("lose") || self.at_key("win") {
            let wins = self.at_key("win");
            self.bump();
            self.expect("when")?;
            let when = self.top("a condition")?;
            program.clauses.push(Clause { wins, when });
        } else if self.eat("move") {
            program.moves.push(self.move_line(place)?);
        } else if self.eat("draw") {
            let line = self.draw_line()?;
            program.draws.push(Draw { place, line });
        } else {
            return Err(self.expected("'param', 'state', 'lose', 'win', 'move' or 'draw'"));
        }
        self.line_end()
    }

    fn param(&mut self) -> Parsed<Param> {
        let (name, name_place) = self.name("a param's name")?;
        self.expect("=")?;
        let value = self.top("a value")?;
        Ok(Param {
            name,
            name_place,
            value,
        })
    }

    fn variables(&mut self) -> Parsed<Vec<Variable>> {
        let mut variables = Vec::new();
        loop {
            let (name, place) = self.name("a state variable's name")?;
            self.expect("in")?;
            let domain = if self.eat("{") {
                Domain::Names(self.names()?)
            } else {
                let low = self.top("a range 'LO..HI' or names '{A, B}'")?;
                self.expect("..")?;
                Domain::Range(low, self.top("the range's upper end")?)
            };
            variables.push(Variable {
                name,
                place,
                domain,
            });
            if !self.eat(",") {
                return Ok(variables);
            }
        }
    }

    fn names(&mut self) -> Parsed<Vec<(String, Place)>> {
        let mut names = vec![self.name("a value's name")?];
        while self.eat(",") {
            names.push(self.name("a value's name")?);
        }
        self.expect("}")?;
        Ok(names)
    }

    fn move_line(&mut self, place: Place) -> Parsed<MoveLine> {
        let start = self.place();
        let target = self.top("the move's target")?;
        let target_span = start.to(self.previous.place);
        let generators = if self.eat("for") {
            self.generators()?
        } else {
            Vec::new()
        };
        let condition = if self.eat("if") {
            Some(Box::new(self.top("a condition")?))
        } else {
            None
        };
        Ok(MoveLine {
            place,
            target,
            target_span,
            generators,
            condition,
        })
    }

    /// What follows `draw`: `grid G`, `graph G`, `piece "Name" 'c' at (R, C)`,
    /// `heaps C` or `rows C`.
    fn draw_line(&mut self) -> Parsed<DrawLine> {
        let (word, place) =
            self.name("what to draw: 'grid', 'graph', 'piece', 'heaps' or 'rows'")?;
        Ok(match word.as_str() {
            "grid" => DrawLine::Grid(self.top("the grid: a list of texts, or (rows, columns)")?),
            "graph" => DrawLine::Graph(self.top("the graph: a list of each node's successors")?),
            "piece" => {
                let Kind::Text(name) = self.peek().clone() else {
                    return Err(self.expected("the piece's name, in quotes"));
                };
                let name = (name, self.place());
                self.bump();
                let letter = match *self.peek() {
                    Kind::Char(c) => {
                        self.bump();
                        Some(c)
                    }
                    _ => None,
                };
                if !matches!(self.peek(), Kind::Name(at) if at == "at") {
                    return Err(self.expected("'at' and the piece's place (row, column)"));
                }
                self.bump();
                let at = self.top("the piece's place (row, column)")?;
                DrawLine::Piece { name, letter, at }
            }
            "heaps" | "rows" => DrawLine::Counts {
                rows: word == "rows",
                counts: self.top("the counts: an integer or (a, b, ...)")?,
            },
            _ => return Err(unknown_kind(&word, place)),
        })
    }

    /// `x in S, y in LO..HI, ...` after `for`.
    fn generators(&mut self) -> Parsed<Vec<Generator>> {
        let mut generators = Vec::new();
        loop {
            let (name, place) = self.name("a name to run over values")?;
            // Each generator nests in the one before: as deep as brackets.
            if generators.len() as u32 == MAX_DEPTH {
                return Err(RuleError::new(
                    place,
                    format!("a move line or a quantifier has more than {MAX_DEPTH} generators"),
                ));
            }
            self.expect("in")?;
            let over = self.collection()?;
            generators.push(Generator { name, place, over });
            if !self.eat(",") {
                return Ok(generators);
            }
        }
    }

    /// `expr` or `expr .. expr`.
    fn collection(&mut self) -> Parsed<Collection> {
        let first = self.sum("a range or a collection")?;
        if self.eat("..") {
            Ok(Collection::Range(first, self.sum("the range's upper end")?))
        } else {
            Ok(Collection::Values(first))
        }
    }
}

/// Expressions, loosest binding first: `or`, `and`, `not`, comparisons and
/// `in`, `+ -`, `* / %`, unary `-`, indexing, atoms.
impl Parser<'_> {
    /// An expression at the top of a line, or one of a state's bounds.
    fn top(&mut self, what: &str) -> Parsed<Expr> {
        self.or(what)
    }

    /// An expression inside brackets or a call's parentheses: one level
    /// deeper.
    fn expr(&mut self, what: &str) -> Parsed<Expr> {
        self.nested(|parser| parser.or(what))
    }

    fn too_deep(&self) -> RuleError {
        RuleError::new(
            self.place(),
            format!("the expression nests more than {MAX_DEPTH} levels deep"),
        )
    }

    /// Runs `parse` one level deeper, refusing text nested too deeply.
    fn nested(&mut self, parse: impl FnOnce(&mut Parser) -> Parsed<Expr>) -> Parsed<Expr> {
        self.depth += 1;
        let result = if self.depth > MAX_DEPTH {
            Err(self.too_deep())
        } else {
            parse(self)
        };
        self.depth -= 1;
        result
    }

    fn binary(&mut self, left: Expr, op: BinaryOp, right: Expr) -> Parsed<Expr> {
        self.spend(NODE_BYTES)?;
        self.operators += 1;
        if self.operators > MAX_OPERATORS {
            return Err(RuleError::new(
                right.place,
                format!("the line has more than {MAX_OPERATORS} operators"),
            ));
        }
        let place = left.place.to(right.place);
        Ok(Expr {
            kind: ExprKind::Binary(op, Box::new(left), Box::new(right)),
            place,
        })
    }

    fn or(&mut self, what: &str) -> Parsed<Expr> {
        let mut left = self.and(what)?;
        while self.eat("or") {
            let right = self.and("a condition after 'or'")?;
            left = self.binary(left, BinaryOp::Or, right)?;
        }
        Ok(left)
    }

    fn and(&mut self, what: &str) -> Parsed<Expr> {
        let mut left = self.not(what)?;
        while self.eat("and") {
            let right = self.not("a condition")?;
            left = self.binary(left, BinaryOp::And, right)?;
        }
        Ok(left)
    }

    fn not(&mut self, what: &str) -> Parsed<Expr> {
        let place = self.place();
        if self.eat("not") {
            let operand = self.nested(|parser| parser.not("a condition"))?;
            let place = place.to(operand.place);
            return Ok(Expr {
                kind: ExprKind::Unary(UnaryOp::Not, Box::new(operand)),
                place,
            });
        }
        self.comparison(what)
    }

    fn comparison(&mut self, what: &str) -> Parsed<Expr> {
        let left = self.sum(what)?;
        if self.eat("in") {
            let over = self.collection()?;
            let end = match &over {
                Collection::Values(e) | Collection::Range(_, e) => e.place,
            };
            let place = left.place.to(end);
            return Ok(Expr {
                kind: ExprKind::In(Box::new(left), Box::new(over)),
                place,
            });
        }
        let ops = [
            ("==", BinaryOp::Eq),
            ("!=", BinaryOp::Ne),
            ("<=", BinaryOp::Le),
            (">=", BinaryOp::Ge),
            ("<", BinaryOp::Lt),
            (">", BinaryOp::Gt),
        ];
        match ops.iter().find(|(key, _)| self.at_key(key)) {
            Some(&(_, op)) => {
                self.bump();
                let right = self.sum("an expression")?;
                self.binary(left, op, right)
            }
            None => Ok(left),
        }
    }

    fn sum(&mut self, what: &str) -> Parsed<Expr> {
        let mut left = self.product(what)?;
        loop {
            let op = if self.eat("+") {
                BinaryOp::Add
            } else if self.eat("-") {
                BinaryOp::Sub
            } else {
                return Ok(left);
            };
            let right = self.product("an expression")?;
            left = self.binary(left, op, right)?;
        }
    }

    fn product(&mut self, what: &str) -> Parsed<Expr> {
        let mut left = self.unary(what)?;
        loop {
            let op = if self.eat("*") {
                BinaryOp::Mul
            } else if self.eat("/") {
                BinaryOp::Div
            } else if self.eat("%") {
                BinaryOp::Mod
            } else {
                return Ok(left);
            };
            let right = self.unary("an expression")?;
            left = self.binary(left, op, right)?;
        }
    }

    fn unary(&mut self, what: &str) -> Parsed<Expr> {
        let place = self.place();
        if self.eat("-") {
            let operand = self.nested(|parser| parser.unary("an expression"))?;
            let place = place.to(operand.place);
            // A negative integer is one, so a list of them is packed too (a
            // literal is at most i64::MAX, so its negation fits).
            let kind = match operand.kind {
                ExprKind::Int(value) => ExprKind::Int(-value),
                kind => ExprKind::Unary(
                    UnaryOp::Neg,
                    Box::new(Expr {
                        kind,
                        place: operand.place,
                    }),
                ),
            };
            return Ok(Expr { kind, place });
        }
        let expr = self.atom(what)?;
        let outer = self.depth;
        let indexed = self.indexing(expr);
        self.depth = outer;
        indexed
    }

    /// `list[i][j]...`: each index one level deeper than the last, as the
    /// tree it makes is.
    fn indexing(&mut self, mut expr: Expr) -> Parsed<Expr> {
        while self.at_key("[") {
            let open = self.place();
            self.bump();
            self.depth += 1;
            if self.depth > MAX_DEPTH {
                return Err(self.too_deep());
            }
            let index = self.or("an index")?;
            let close = self.closing(open, "]")?;
            let place = expr.place.to(close);
            expr = Expr {
                kind: ExprKind::Index(Box::new(expr), Box::new(index)),
                place,
            };
        }
        Ok(expr)
    }
}

/// Atoms: integers, characters (their codes), texts, names, calls, parentheses and tuples, sets, lists.
impl Parser<'_> {
    fn atom(&mut self, what: &str) -> Parsed<Expr> {
        let place = self.place();
        let int = matches!(self.peek(), Kind::Int(_));
        self.spend(if int { INT_BYTES } else { NODE_BYTES })?;
        match self.peek().clone() {
            Kind::Int(value) => {
                self.bump();
                Ok(Expr {
                    kind: ExprKind::Int(value),
                    place,
                })
            }
            Kind::Char(c) => {
                self.bump();
                Ok(Expr {
                    kind: ExprKind::Int(i64::from(u32::from(c))),
                    place,
                })
            }
            Kind::Text(text) => {
                self.bump();
                Ok(Expr {
                    kind: ExprKind::Text(text),
                    place,
                })
            }
            Kind::Name(name) => {
                self.bump();
                self.name_or_call(name, place)
            }
            Kind::Key("(") => self.bracketed(place, ")", ExprKind::Tuple),
            Kind::Key("{") => self.bracketed(place, "}", ExprKind::Set),
            Kind::Key("[") => self.bracketed(place, "]", ExprKind::List),
            _ => Err(self.expected(what)),
        }
    }

    fn name_or_call(&mut self, name: String, place: Place) -> Parsed<Expr> {
        if !self.at_key("(") {
            return Ok(Expr {
                kind: ExprKind::Name(name),
                place,
            });
        }
        let open = self.place();
        self.bump();
        if matches!(name.as_str(), "any" | "all") {
            return self.quantifier(name == "all", place, open);
        }
        let mut args = Vec::new();
        while !self.at_key(")") {
            args.push(self.item(open, ")", "an argument")?);
            if !self.eat(",") {
                break;
            }
        }
        self.closing(open, ")")?;
        Ok(Expr {
            kind: ExprKind::Call(name, args),
            place,
        })
    }

    /// `any(C for x in S, ...)` or `all(...)` after its opening bracket.
    fn quantifier(&mut self, all: bool, place: Place, open: Place) -> Parsed<Expr> {
        let body = self.expr("a condition")?;
        self.expect("for")?;
        let generators = self.generators()?;
        let close = self.closing(open, ")")?;
        Ok(Expr {
            kind: ExprKind::Quantifier {
                all,
                body: Box::new(body),
                generators,
            },
            place: place.to(close),
        })
    }

    /// `(a, b)`, `{a, b}` or `[a, b]` from the opening bracket. One
    /// expression in parentheses is itself, not a tuple. A list or set of
    /// integers only is kept packed ([`ExprKind::Ints`]).
    fn bracketed(
        &mut self,
        open: Place,
        close: &str,
        make: fn(Vec<Expr>) -> ExprKind,
    ) -> Parsed<Expr> {
        self.bump();
        let packs = close != ")";
        let mut ints = Vec::new();
        let mut items = Vec::new();
        let mut trailing_comma = false;
        while !self.at_key(close) {
            let item = self.item(open, close, "an expression")?;
            match item.kind {
                ExprKind::Int(value) if packs && items.is_empty() => ints.push(value),
                kind => {
                    // The integers before the first other item, unpacked
                    // (an integer has no error to place: the list's will do).
                    items.extend(ints.drain(..).map(|value| Expr {
                        kind: ExprKind::Int(value),
                        place: open,
                    }));
                    items.push(Expr {
                        kind,
                        place: item.place,
                    });
                }
            }
            trailing_comma = self.eat(",");
            if !trailing_comma {
                break;
            }
        }
        let end = self.closing(open, close)?;
        if packs && items.is_empty() {
            let set = close == "}";
            return Ok(Expr {
                kind: ExprKind::Ints { values: ints, set },
                place: open.to(end),
            });
        }
        if close == ")" && items.len() == 1 && !trailing_comma {
            return Ok(items.pop().unwrap_or(Expr {
                kind: ExprKind::Int(0),
                place: open,
            }));
        }
        Ok(Expr {
            kind: make(items),
            place: open.to(end),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str) -> String {
        parse_program(text, u64::MAX).unwrap_err().to_string()
    }

    #[test]
    fn the_five_programs_parse() {
        for program in super::super::tests::PROGRAMS {
            parse_program(program, u64::MAX).unwrap();
        }
    }

    #[test]
    fn precedence_binds_products_before_sums_before_comparisons() {
        let expr = parse_expression("1 + 2 * 3 == 7 and not x in S").unwrap();
        let ExprKind::Binary(BinaryOp::And, left, right) = expr.kind else {
            panic!("and at the top")
        };
        let ExprKind::Binary(BinaryOp::Eq, sum, _) = left.kind else {
            panic!("== under and")
        };
        assert!(matches!(sum.kind, ExprKind::Binary(BinaryOp::Add, _, _)));
        let ExprKind::Unary(UnaryOp::Not, inside) = right.kind else {
            panic!("not binds looser than in")
        };
        assert!(matches!(inside.kind, ExprKind::In(_, _)));
    }

    #[test]
    fn parentheses_group_and_commas_make_tuples() {
        let one = parse_expression("(a - k)").unwrap();
        assert!(matches!(one.kind, ExprKind::Binary(BinaryOp::Sub, _, _)));
        let pair = parse_expression("(a - k, b)").unwrap();
        assert!(matches!(pair.kind, ExprKind::Tuple(ref items) if items.len() == 2));
        let single = parse_expression("(a,)").unwrap();
        assert!(matches!(single.kind, ExprKind::Tuple(ref items) if items.len() == 1));
        let empty = parse_expression("[]").unwrap();
        assert_eq!(
            empty.kind,
            ExprKind::Ints {
                values: Vec::new(),
                set: false
            }
        );
    }

    #[test]
    fn syntax_errors_say_what_was_expected_after_what() {
        assert_eq!(
            error("param N = 3\nstate n in 0..N\nmove (n - 1, n +)"),
            "line 3, column 17: expected an expression after '+', found ')'"
        );
        assert_eq!(
            error("param = 3"),
            "line 1, column 7: expected a param's name after 'param', found '='"
        );
        assert_eq!(
            error("state n in 0..3\nmove n - 1 if"),
            "line 2, column 14: expected a condition after 'if', found the end of the line"
        );
        assert_eq!(
            error("stat n in 0..3"),
            "line 1, column 1: expected 'param', 'state', 'lose', 'win', 'move' or 'draw', found 'stat'"
        );
        assert_eq!(
            error("state n in 0..3 4"),
            "line 1, column 17: expected the end of the line after '3', found '4'"
        );
        assert_eq!(
            error("state p in {Rick, 3}"),
            "line 1, column 19: expected a value's name after ',', found '3'"
        );
        assert_eq!(
            error("state n in 0..3\nstate m in 0..3"),
            "line 2, column 1: the state is declared twice"
        );
    }

    #[test]
    fn deep_nesting_is_refused_not_overflowed() {
        let too_deep = "the expression nests more than 64 levels deep";
        let minus = format!("param N = {}1", "-".repeat(100_000));
        assert!(error(&minus).ends_with(too_deep));
        let chain = format!("param N = 0{}", " + 1".repeat(100_000));
        assert_eq!(
            error(&chain),
            "line 1, column 4015: the line has more than 1000 operators"
        );
        let deep = format!("param N = {}1{}", "(".repeat(500), ")".repeat(500));
        assert_eq!(error(&deep), format!("line 1, column 76: {too_deep}"));
        let indexed = format!("param L = [0]\nparam N = L{}", "[0]".repeat(20_000));
        assert_eq!(error(&indexed), format!("line 2, column 205: {too_deep}"));
        let called = format!("param N = {}1{}", "abs(".repeat(20_000), ")".repeat(20_000));
        assert!(error(&called).ends_with(too_deep));
    }

    #[test]
    fn sixty_four_levels_of_every_kind_are_allowed_and_sixty_five_refused() {
        let kinds: [(&str, &str, &str); 6] = [
            ("(", "1", ")"),
            ("[", "1", "]"),
            ("abs(", "1", ")"),
            ("-", "1", ""),
            ("not ", "1", ""),
            ("", "[[0]]", "[0]"),
        ];
        for (open, inner, close) in kinds {
            let nest = |levels: usize| {
                format!(
                    "param N = {}{inner}{}",
                    open.repeat(levels),
                    close.repeat(levels)
                )
            };
            assert!(
                parse_program(&nest(64), u64::MAX).is_ok(),
                "{open}{inner}{close} x 64"
            );
            let refused = error(&nest(65));
            assert!(refused.ends_with("more than 64 levels deep"), "{refused}");
        }
    }

    #[test]
    fn a_bracket_left_open_past_its_line_is_reported_where_it_opens() {
        assert_eq!(
            error("state n in 0..5\nmove (n - 1\nlose when n == 0"),
            "line 2, column 6: this '(' is not closed: expected ')' after '1', found 'lose' on line 3"
        );
        assert_eq!(
            error("param L = [1, 2\nstate n in 0..5"),
            "line 1, column 11: this '[' is not closed: expected ']' after '2', found 'state' on line 2"
        );
        assert_eq!(
            error("state n in 0..5\nmove min(n, 1\n"),
            "line 2, column 9: this '(' is not closed: expected ')' after '1', found the end of the line on line 3"
        );
        // A trailing comma, then the next line: the bracket was left open.
        assert_eq!(
            error("state n in 0..5\nmove sum(n - 1,\nmove n - 1 if n >= 1"),
            "line 2, column 9: this '(' is not closed: expected an argument after ',', found 'move' on line 3"
        );
        assert_eq!(
            error("param P = [1, 2,\nstate n in 0..5"),
            "line 1, column 11: this '[' is not closed: expected an expression after ',', found 'state' on line 2"
        );
        // Closed on its own line or not, a mistake on the opener's line is reported where it is.
        assert_eq!(
            error("state n in 0..5\nmove (n - 1 if n > 0"),
            "line 2, column 13: expected ')' after '1', found 'if'"
        );
    }

    #[test]
    fn a_value_is_one_expression_and_the_rest_of_its_text_is_refused() {
        let error = parse_expression("3 4").unwrap_err().to_string();
        assert_eq!(
            error,
            "line 1, column 3: expected the end of the line after '3', found '4'"
        );
        assert!(parse_expression("3\n)))").is_err());
    }

    #[test]
    fn a_bad_character_after_a_whole_line_is_still_refused() {
        assert_eq!(
            error("state n in 0..3 @"),
            "line 1, column 17: unexpected character '@'"
        );
        assert_eq!(
            error("state n in 0..3\nmove n + 1 if n < 3 $"),
            "line 2, column 21: unexpected character '$'"
        );
    }
}
