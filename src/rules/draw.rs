//! How a state looks (`draw` lines): a board of cells with pieces on it,
//! or counts drawn as heaps of tokens or rows of pins. The page draws a
//! state from its picture (the values the lines give it) and writes it as
//! a problem's input would.
//!
//! ```text
//! draw grid grid                      # a list of texts, one per row, or (rows, columns)
//! draw piece "Mouse" at (my, mx)      # its letter: the name's first, or given: "Mouse" 'm'
//! draw heaps (a, b, c)                # or `draw rows n`: counts as rows of pins
//! ```

use super::ast::{self, DrawLine, ExprKind};
use super::error::{Place, RuleError};
use super::eval::{Code, Meter, Value};
use super::lex::shown;
use super::{Limits, Rules};

/// The most cells a drawn grid has, nodes and arcs a drawn graph, the most
/// pieces and counts, and the largest count.
pub const DRAWN_CELLS: usize = 1 << 16;
pub const DRAWN_NODES: usize = 256;
pub const DRAWN_ARCS: usize = 4096;
pub const DRAWN_PIECES: usize = 16;
pub const DRAWN_COUNTS: usize = 16;
pub const DRAWN_COUNT: i64 = 1_000_000;

/// What the `draw` lines say: a board with pieces, or counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawing {
    /// The board's rows, one text per row (`.` cells for a board given by
    /// its size); `None` for a graph or counts.
    pub grid: Option<Vec<String>>,
    /// A graph's arcs (node `i`'s successors), its pieces on its nodes.
    pub graph: Option<Vec<Vec<u32>>>,
    pub pieces: Vec<Piece>,
    /// Counts drawn as rows of pins (`true`) or heaps of tokens.
    pub rows: bool,
    counts: Vec<Code>,
}

/// A piece: its name, its letter, and its row and column in a state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    pub name: String,
    pub letter: char,
    at: [Code; 2],
}

/// Compiles the `draw` lines: `constant` works out a value from the
/// params, `code` compiles an expression over the state's variables.
pub(super) fn compile_drawing(
    lines: &[ast::Draw],
    constant: impl Fn(&ast::Expr) -> Result<Value, RuleError>,
    code: impl Fn(&ast::Expr) -> Result<Code, RuleError>,
) -> Result<Option<Drawing>, RuleError> {
    let Some(first) = lines.first() else {
        return Ok(None);
    };
    let mut grid: Option<Vec<String>> = None;
    let mut graph: Option<Vec<Vec<u32>>> = None;
    let mut written = Vec::new();
    let mut counts: Option<(bool, Vec<Code>)> = None;
    for line in lines {
        let twice = |what: &str| RuleError::new(line.place, format!("{what} drawn twice"));
        let board = grid.is_some() || graph.is_some();
        match &line.line {
            DrawLine::Grid(_) | DrawLine::Graph(_) if board => return Err(twice("the board is")),
            DrawLine::Grid(expr) => grid = Some(grid_rows(expr, &constant)?),
            DrawLine::Graph(expr) => graph = Some(graph_arcs(expr, &constant)?),
            DrawLine::Piece { .. } if written.len() == DRAWN_PIECES => {
                let said = format!("more than {DRAWN_PIECES} pieces are drawn");
                return Err(RuleError::new(line.place, said));
            }
            DrawLine::Piece { name, letter, at } => written.push((line.place, name, *letter, at)),
            DrawLine::Counts { rows, counts: expr } if counts.is_none() => {
                counts = Some((*rows, counts_of(expr, &code)?));
            }
            DrawLine::Counts { .. } => return Err(twice("the counts are")),
        }
    }
    let on_board = grid.is_some() || graph.is_some();
    if on_board && counts.is_some() {
        return Err(RuleError::new(
            first.place,
            "a drawing is a board with its pieces, or heaps, or rows: not a board and counts",
        ));
    }
    if let (false, Some((place, ..))) = (on_board, written.first()) {
        return Err(RuleError::new(
            *place,
            "a piece stands on a board: add a line 'draw grid ...' or 'draw graph ...'",
        ));
    }
    let pieces = written
        .into_iter()
        .map(|(_, name, letter, at)| piece(name, letter, at, graph.is_some(), &code))
        .collect::<Result<_, _>>()?;
    let (rows, counts) = counts.unwrap_or((false, Vec::new()));
    Ok(Some(Drawing {
        grid,
        graph,
        pieces,
        rows,
        counts,
    }))
}

/// A graph's arcs: a list of lists, node `i`'s successors, each a node.
fn graph_arcs(
    expr: &ast::Expr,
    constant: &impl Fn(&ast::Expr) -> Result<Value, RuleError>,
) -> Result<Vec<Vec<u32>>, RuleError> {
    let wrong = || {
        RuleError::new(
            expr.place,
            format!(
                "a graph is a list of each node's successors (a list of nodes), at most \
                 {DRAWN_NODES} nodes and {DRAWN_ARCS} arcs"
            ),
        )
    };
    let Value::List(nodes) = constant(expr)? else {
        return Err(wrong());
    };
    if nodes.is_empty() || nodes.len() > DRAWN_NODES {
        return Err(wrong());
    }
    let node = |v: &Value| match v {
        Value::Int(n) if (0..nodes.len() as i64).contains(n) => Some(*n as u32),
        _ => None,
    };
    let arcs: Vec<Vec<u32>> = nodes
        .iter()
        .map(|next| match next {
            Value::List(next) => next.iter().map(node).collect::<Option<Vec<u32>>>(),
            _ => None,
        })
        .collect::<Option<_>>()
        .ok_or_else(wrong)?;
    if arcs.iter().map(Vec::len).sum::<usize>() > DRAWN_ARCS {
        return Err(wrong());
    }
    Ok(arcs)
}

/// A board's rows: a list of texts as written, or `(rows, columns)` of `.`.
fn grid_rows(
    expr: &ast::Expr,
    constant: &impl Fn(&ast::Expr) -> Result<Value, RuleError>,
) -> Result<Vec<String>, RuleError> {
    let wrong = || {
        RuleError::new(
            expr.place,
            "a grid is a list of texts, one per row, or (rows, columns)",
        )
    };
    let rows = if let ExprKind::Tuple(items) = &expr.kind {
        let [height, width] = items.as_slice() else {
            return Err(wrong());
        };
        let size = |e: &ast::Expr| match constant(e)? {
            Value::Int(n) if (1..=DRAWN_CELLS as i64).contains(&n) => Ok(n as usize),
            _ => Err(RuleError::new(
                e.place,
                format!("a grid's size is from 1 to {DRAWN_CELLS}"),
            )),
        };
        let (height, width) = (size(height)?, size(width)?);
        vec![".".repeat(width); height]
    } else {
        let Value::List(items) = constant(expr)? else {
            return Err(wrong());
        };
        items
            .iter()
            .map(|row| match row {
                Value::Text(chars) => Ok(chars.iter().collect()),
                _ => Err(wrong()),
            })
            .collect::<Result<Vec<String>, RuleError>>()?
    };
    let cells: usize = rows.iter().map(|r| r.chars().count()).sum();
    if cells == 0 || cells > DRAWN_CELLS {
        return Err(RuleError::new(
            expr.place,
            format!("a drawn grid has from 1 to {DRAWN_CELLS} cells"),
        ));
    }
    Ok(rows)
}

/// A piece; on a graph its place is a node (held as row `node`, column 0).
fn piece(
    name: &(String, Place),
    letter: Option<char>,
    at: &ast::Expr,
    on_graph: bool,
    code: &impl Fn(&ast::Expr) -> Result<Code, RuleError>,
) -> Result<Piece, RuleError> {
    let Some(first) = name.0.chars().next() else {
        return Err(RuleError::new(name.1, "a piece's name is not empty"));
    };
    let zero = ast::Expr {
        kind: ExprKind::Int(0),
        place: at.place,
    };
    let place = match &at.kind {
        ExprKind::Tuple(_) if on_graph => {
            return Err(RuleError::new(
                at.place,
                "a piece on a graph stands on a node: 'at NODE'",
            ));
        }
        _ if on_graph => [code(at)?, code(&zero)?],
        ExprKind::Tuple(items) if items.len() == 2 => [code(&items[0])?, code(&items[1])?],
        _ => return Err(RuleError::new(at.place, "a piece's place is (row, column)")),
    };
    Ok(Piece {
        name: name.0.clone(),
        letter: letter.unwrap_or(first),
        at: place,
    })
}

fn counts_of(
    expr: &ast::Expr,
    code: &impl Fn(&ast::Expr) -> Result<Code, RuleError>,
) -> Result<Vec<Code>, RuleError> {
    let items: Vec<&ast::Expr> = match &expr.kind {
        ExprKind::Tuple(items) => items.iter().collect(),
        _ => vec![expr],
    };
    if items.len() > DRAWN_COUNTS {
        return Err(RuleError::new(
            expr.place,
            format!("more than {DRAWN_COUNTS} counts are drawn"),
        ));
    }
    items.into_iter().map(code).collect()
}

impl Drawing {
    /// How many values a picture holds: a row and a column per piece,
    /// then the counts.
    pub fn picture_size(&self) -> usize {
        2 * self.pieces.len() + self.counts.len()
    }

    /// A picture written as the problem's input would write the position:
    /// the board's rows with each piece's letter on its cell (a piece off
    /// the board is not written), or on one line the nodes the pieces of a
    /// graph stand on, or the counts. A cell of the
    /// grid holding a piece's letter is where that piece starts (LeetCode's
    /// `C` and `M`): it is floor, `.`, unless a piece stands there.
    pub fn text(&self, picture: &[i64]) -> String {
        let Some(grid) = &self.grid else {
            // A graph's pieces by their nodes, or the counts: one line of numbers.
            let numbers: Vec<i64> = if self.graph.is_some() {
                picture.iter().step_by(2).copied().collect()
            } else {
                picture[2 * self.pieces.len()..].to_vec()
            };
            let words: Vec<String> = numbers.iter().map(i64::to_string).collect();
            return words.join(" ");
        };
        let letters: Vec<char> = self.pieces.iter().map(|p| p.letter).collect();
        let floor = |c: char| if letters.contains(&c) { '.' } else { c };
        let mut rows: Vec<Vec<char>> = grid
            .iter()
            .map(|r| r.chars().map(floor).collect())
            .collect();
        for (i, piece) in self.pieces.iter().enumerate() {
            let (row, column) = (picture[2 * i], picture[2 * i + 1]);
            let cell = usize::try_from(row)
                .ok()
                .zip(usize::try_from(column).ok())
                .and_then(|(r, c)| rows.get_mut(r).and_then(|cells| cells.get_mut(c)));
            if let Some(cell) = cell {
                *cell = piece.letter;
            }
        }
        rows.into_iter()
            .map(|r| r.into_iter().collect::<String>())
            .collect::<Vec<_>>()
            .join("\n")
    }
}

impl Rules {
    /// How the program draws its states, if it says.
    pub fn drawing(&self) -> Option<&Drawing> {
        self.drawing.as_ref()
    }

    /// A state's picture (see [`Drawing::picture_size`]), or the located
    /// error of a `draw` line that fails on it; empty without a drawing.
    pub fn picture(&self, state: usize) -> Result<Vec<i64>, RuleError> {
        let Some(drawing) = &self.drawing else {
            return Ok(Vec::new());
        };
        let mut env = vec![Value::Int(0); self.variables.len()];
        self.load(state, &mut env);
        let meter = Meter::new(Limits::DEFAULT.steps);
        let int = |code: &Code| code.int(&env, &meter).map_err(|fault| *fault);
        let mut picture = Vec::with_capacity(drawing.picture_size());
        for code in drawing.pieces.iter().flat_map(|p| p.at.iter()) {
            picture.push(int(code)?);
        }
        for code in &drawing.counts {
            let count = int(code)?;
            if !(0..=DRAWN_COUNT).contains(&count) {
                let said = format!("a count is drawn from 0 to {DRAWN_COUNT}, not {count}");
                return Err(RuleError::new(code.place, said));
            }
            picture.push(count);
        }
        Ok(picture)
    }
}

/// The error for a word after `draw` that names nothing it can draw.
pub(super) fn unknown_kind(word: &str, place: Place) -> RuleError {
    RuleError::new(
        place,
        format!(
            "cannot draw '{}': draw a 'grid', a 'graph', a 'piece', 'heaps' or 'rows'",
            shown(word)
        ),
    )
}

#[cfg(test)]
mod tests {
    use crate::rules::Rules;

    const CHASE: &str = "param grid = [\"#..\", \"..F\"]\n\
        state my in 0..1, mx in 0..2, cy in 0..1, cx in 0..2\n\
        move (my, mx, cy, cx)\n\
        draw grid grid\n\
        draw piece \"Mouse\" at (my, mx)\n\
        draw piece \"Cat\" 'k' at (cy, cx)\n";

    fn compiled(text: &str) -> Rules {
        Rules::compile(text, &[]).unwrap_or_else(|e| panic!("{e}"))
    }

    fn refusal(text: &str) -> String {
        Rules::compile(text, &[]).expect_err("refused").to_string()
    }

    #[test]
    fn a_grid_s_picture_is_each_piece_s_row_and_column_and_its_text_the_board_with_letters() {
        let rules = compiled(CHASE);
        let drawing = rules.drawing().expect("a drawing");
        assert_eq!(
            drawing.grid.as_deref(),
            Some(&["#..".to_string(), "..F".to_string()][..])
        );
        assert_eq!(
            (drawing.pieces[0].letter, drawing.pieces[1].letter),
            ('M', 'k')
        );
        // State (1, 0, 0, 2): the mouse bottom left, the cat top right.
        let state = rules.state_of(&[1, 0, 0, 2]).expect("a state");
        assert_eq!(rules.words(state), ["1", "0", "0", "2"]);
        let picture = rules.picture(state).unwrap();
        assert_eq!(picture, [1, 0, 0, 2]);
        assert_eq!(drawing.text(&picture), "#.k\nM.F");
        // A piece's letter in the grid marks its start: floor once it has left.
        let rules = compiled(&CHASE.replace("\"#..\"", "\"#.M\""));
        let drawing = rules.drawing().unwrap();
        assert_eq!(drawing.text(&rules.picture(state).unwrap()), "#.k\nM.F");
    }

    #[test]
    fn counts_are_written_on_one_line_and_a_grid_may_be_given_by_its_size() {
        let heaps = compiled("state a in 0..3, b in 0..3\nmove (a, b)\ndraw heaps (a, b)\n");
        let drawing = heaps.drawing().unwrap();
        assert!(!drawing.rows && drawing.grid.is_none());
        assert_eq!(drawing.text(&heaps.picture(7).unwrap()), "1 3");
        let pins = compiled("state n in 0..9\nmove n\ndraw rows n\n");
        assert!(pins.drawing().unwrap().rows);
        let board =
            compiled("state r in 0..2\nmove r\ndraw grid (3, 2)\ndraw piece \"King\" at (r, 5)\n");
        let drawing = board.drawing().unwrap();
        assert_eq!(
            drawing.text(&board.picture(1).unwrap()),
            "..\n..\n..",
            "a piece off the board is not written"
        );
        assert!(compiled("state n in 0..3\nmove n\n").drawing().is_none());
        let tokens = compiled("param adj = [[1], [2], []]\nstate x in 0..2, y in 0..2\nmove (x, y)\ndraw graph adj\ndraw piece \"A\" at x\ndraw piece \"B\" at y\n");
        let drawing = tokens.drawing().unwrap();
        assert_eq!(
            drawing.graph.as_deref(),
            Some(&[vec![1], vec![2], vec![]][..])
        );
        let state = tokens.state_of(&[2, 1]).unwrap();
        assert_eq!(tokens.picture(state).unwrap(), [2, 0, 1, 0]);
        assert_eq!(drawing.text(&tokens.picture(state).unwrap()), "2 1");
    }

    #[test]
    fn a_drawing_that_cannot_be_is_refused_at_its_line() {
        let base = "state n in 0..3\nmove n\n";
        for (lines, said) in [
            (
                "draw piece \"P\" at (n, n)",
                "line 3, column 1: a piece stands on a board",
            ),
            (
                "draw grid (2, 2)\ndraw grid (2, 2)",
                "line 4, column 1: the board is drawn twice",
            ),
            ("draw board n", "line 3, column 6: cannot draw 'board'"),
            (
                "draw grid [\"\"]",
                "line 3, column 11: a drawn grid has from 1 to 65536 cells",
            ),
            (
                "draw rows n\ndraw heaps n",
                "line 4, column 1: the counts are drawn twice",
            ),
            (
                "draw graph [[1], [2]]",
                "line 3, column 12: a graph is a list of each node's successors",
            ),
            (
                "draw graph [[1], []]\ndraw piece \"P\" at (n, n)",
                "line 4, column 19: a piece on a graph stands on a node",
            ),
            (
                "draw grid [1, 2]",
                "line 3, column 11: a grid is a list of texts",
            ),
            (
                "draw grid (0, 2)",
                "line 3, column 12: a grid's size is from 1 to 65536",
            ),
            (
                "draw grid (2, 2)\ndraw piece \"P\" at n",
                "line 4, column 19: a piece's place is (row, column)",
            ),
            (
                "draw grid (2, 2)\ndraw piece P at (n, n)",
                "line 4, column 12: expected the piece's name, in quotes",
            ),
            (
                "draw grid (2, 2)\ndraw heaps n",
                "a drawing is a board with its pieces, or heaps, or rows",
            ),
            ("draw heaps (n, m)", "line 3, column 16: unknown name 'm'"),
        ] {
            let said_now = refusal(&format!("{base}{lines}\n"));
            assert!(said_now.contains(said), "{lines}: {said_now}");
        }
    }

    #[test]
    fn a_draw_line_that_fails_on_a_state_says_where() {
        let rules = compiled("param L = [1, 2]\nstate n in 0..2\nmove n\ndraw heaps L[n]\n");
        assert_eq!(rules.picture(1).unwrap(), [2]);
        let negative = compiled("state n in 0..2\nmove n\ndraw heaps (n - 1, 1)\n");
        let error = negative.picture(0).unwrap_err().to_string();
        assert_eq!(
            error,
            "line 3, column 13: a count is drawn from 0 to 1000000, not -1"
        );
        assert_eq!(negative.picture(1).unwrap(), [0, 1]);
        let error = rules.picture(2).unwrap_err().to_string();
        assert!(error.starts_with("line 4, column "), "{error}");
    }
}
