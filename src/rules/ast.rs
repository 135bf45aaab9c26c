//! The program as written: lines and expressions with their places, before
//! names are resolved.

use super::error::Place;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expr {
    pub kind: ExprKind,
    pub place: Place,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    Neg,
    Not,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    And,
    Or,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExprKind {
    /// An integer, or a character `'c'` as its code.
    Int(i64),
    /// `"..."`.
    Text(String),
    Name(String),
    Unary(UnaryOp, Box<Expr>),
    Binary(BinaryOp, Box<Expr>, Box<Expr>),
    /// `x in S`.
    In(Box<Expr>, Box<Collection>),
    /// `min(a, b)` and the like; the name's place is the expression's.
    Call(String, Vec<Expr>),
    /// `list[index]`.
    Index(Box<Expr>, Box<Expr>),
    /// `{...}`: sorted, each value once.
    Set(Vec<Expr>),
    /// `[...]`: in order.
    List(Vec<Expr>),
    /// A list (or, with `set`, a set) written as integers only, kept
    /// packed: a long one (a test's data pasted as a param) costs 8 bytes
    /// a value while it is read, not a tree of expressions.
    Ints {
        values: Vec<i64>,
        set: bool,
    },
    /// `(a, b)`: only a move's target.
    Tuple(Vec<Expr>),
    /// `any(C for x in S, ...)` (`all: false`) or `all(C for ...)`.
    Quantifier {
        all: bool,
        body: Box<Expr>,
        generators: Vec<Generator>,
    },
}

/// What a generator or `in` runs over: an inclusive range or the values
/// of a set or list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Collection {
    Values(Expr),
    Range(Expr, Expr),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Param {
    pub name: String,
    pub name_place: Place,
    pub value: Expr,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Domain {
    /// `LO..HI`, inclusive.
    Range(Expr, Expr),
    /// `{Name, ...}`.
    Names(Vec<(String, Place)>),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variable {
    pub name: String,
    pub place: Place,
    pub domain: Domain,
}

/// `lose when C` or `win when C`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clause {
    pub wins: bool,
    pub when: Expr,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generator {
    pub name: String,
    pub place: Place,
    pub over: Collection,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveLine {
    /// The `move` keyword's place.
    pub place: Place,
    pub target: Expr,
    /// The target's whole text, brackets included.
    pub target_span: Place,
    pub generators: Vec<Generator>,
    /// Boxed: most lines have none, and a program may have many lines.
    pub condition: Option<Box<Expr>>,
}

/// What a `draw` line draws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrawLine {
    /// `draw grid G`: a list of texts (the rows) or `(rows, columns)`.
    Grid(Expr),
    /// `draw graph G`: a list of each node's successors.
    Graph(Expr),
    /// `draw piece "Name" 'c' at (ROW, COLUMN)`: the letter is optional.
    Piece {
        name: (String, Place),
        letter: Option<char>,
        at: Expr,
    },
    /// `draw heaps C` or `draw rows C`: an integer or a tuple of them.
    Counts { rows: bool, counts: Expr },
}

/// A `draw` line and the place of its keyword.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draw {
    pub place: Place,
    pub line: DrawLine,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Program {
    pub params: Vec<Param>,
    /// The `state` line's variables and the place of its keyword.
    pub state: Option<(Vec<Variable>, Place)>,
    /// `state ... where C`: only the combinations where `C` holds are
    /// states; the place of `where`.
    pub keep: Option<(Expr, Place)>,
    pub clauses: Vec<Clause>,
    pub moves: Vec<MoveLine>,
    pub draws: Vec<Draw>,
}
