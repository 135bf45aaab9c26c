//! Text to tokens, each with its place. A program is line-based, so a line
//! end is a token, except inside brackets, where a long list may wrap.

use super::error::{Place, RuleError};

/// The words a name cannot be.
pub const KEYWORDS: [&str; 13] = [
    "param", "state", "move", "for", "in", "if", "lose", "win", "when", "and", "or", "not", "where",
];

/// Symbols, longest first so that `..` and `<=` win over `.` and `<`.
const SYMBOLS: [&str; 20] = [
    "..", "==", "!=", "<=", ">=", "+", "-", "*", "/", "%", "(", ")", "[", "]", "{", "}", ",", "<",
    ">", "=",
];

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    Int(i64),
    Name(String),
    /// A keyword or a symbol.
    Key(&'static str),
    Newline,
    End,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: Kind,
    pub place: Place,
}

impl Kind {
    /// The token as a message quotes it.
    pub fn describe(&self) -> String {
        match self {
            Kind::Int(value) => format!("'{value}'"),
            Kind::Name(name) => format!("'{name}'"),
            Kind::Key(key) => format!("'{key}'"),
            Kind::Newline => "the end of the line".to_string(),
            Kind::End => "the end of the program".to_string(),
        }
    }
}

/// Splits a program into tokens, ending with [`Kind::End`].
pub fn tokens(text: &str) -> Result<Vec<Token>, RuleError> {
    let mut lexer = Lexer {
        chars: text.chars().collect(),
        at: 0,
        line: 1,
        column: 1,
        depth: 0,
        out: Vec::new(),
    };
    lexer.run()?;
    Ok(lexer.out)
}

struct Lexer {
    chars: Vec<char>,
    at: usize,
    line: u32,
    column: u32,
    /// Open brackets: line ends inside them are spaces.
    depth: u32,
    out: Vec<Token>,
}

impl Lexer {
    fn run(&mut self) -> Result<(), RuleError> {
        while let Some(&c) = self.chars.get(self.at) {
            let place = Place::new(self.line, self.column, 1);
            if c == '\n' {
                if self.depth == 0 {
                    self.push(Kind::Newline, place);
                }
                self.at += 1;
                self.line += 1;
                self.column = 1;
            } else if c == '#' {
                while self.chars.get(self.at).is_some_and(|&c| c != '\n') {
                    self.advance(1);
                }
            } else if c.is_whitespace() {
                self.advance(1);
            } else if c.is_ascii_digit() {
                self.number(place)?;
            } else if c.is_ascii_alphabetic() || c == '_' {
                self.word(place);
            } else {
                self.symbol(place, c)?;
            }
        }
        let end = Place::new(self.line, self.column, 1);
        self.push(Kind::Newline, end);
        self.push(Kind::End, end);
        Ok(())
    }

    fn advance(&mut self, count: usize) {
        self.at += count;
        self.column += count as u32;
    }

    fn push(&mut self, kind: Kind, place: Place) {
        self.out.push(Token { kind, place });
    }

    /// Consumes the run of characters from the current one that `keep`
    /// accepts, and returns it.
    fn take_while(&mut self, keep: impl Fn(char) -> bool) -> String {
        let start = self.at;
        let mut end = start;
        while self.chars.get(end).is_some_and(|&c| keep(c)) {
            end += 1;
        }
        self.advance(end - start);
        self.chars[start..end].iter().collect()
    }

    fn number(&mut self, place: Place) -> Result<(), RuleError> {
        let digits = self.take_while(|c| c.is_ascii_digit());
        let place = Place::new(place.line, place.column, digits.len() as u32);
        let value = digits.parse::<i64>().map_err(|_| {
            RuleError::new(
                place,
                format!("the integer {digits} is too large (at most {})", i64::MAX),
            )
        })?;
        self.push(Kind::Int(value), place);
        Ok(())
    }

    fn word(&mut self, place: Place) {
        let word = self.take_while(|c| c.is_ascii_alphanumeric() || c == '_');
        let place = Place::new(place.line, place.column, word.chars().count() as u32);
        let kind = match KEYWORDS.iter().find(|&&k| k == word) {
            Some(key) => Kind::Key(key),
            None => Kind::Name(word),
        };
        self.push(kind, place);
    }

    fn symbol(&mut self, place: Place, c: char) -> Result<(), RuleError> {
        let next = self.chars.get(self.at + 1).copied();
        let found = SYMBOLS.iter().find(|symbol| {
            let mut s = symbol.chars();
            s.next() == Some(c) && s.next().is_none_or(|second| Some(second) == next)
        });
        let Some(&symbol) = found else {
            return Err(RuleError::new(place, format!("unexpected character '{c}'")));
        };
        match symbol {
            "(" | "[" | "{" => self.depth += 1,
            ")" | "]" | "}" => self.depth = self.depth.saturating_sub(1),
            _ => {}
        }
        let length = symbol.len() as u32;
        self.advance(symbol.len());
        self.push(
            Kind::Key(symbol),
            Place::new(place.line, place.column, length),
        );
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<Kind> {
        tokens(text).unwrap().into_iter().map(|t| t.kind).collect()
    }

    #[test]
    fn words_numbers_and_symbols_with_places() {
        let toks = tokens("move n - k # a comment\n").unwrap();
        let got: Vec<(Kind, u32, u32)> = toks
            .iter()
            .map(|t| (t.kind.clone(), t.place.column, t.place.length))
            .collect();
        assert_eq!(
            got,
            vec![
                (Kind::Key("move"), 1, 4),
                (Kind::Name("n".into()), 6, 1),
                (Kind::Key("-"), 8, 1),
                (Kind::Name("k".into()), 10, 1),
                (Kind::Newline, 23, 1),
                (Kind::Newline, 1, 1),
                (Kind::End, 1, 1),
            ]
        );
        assert_eq!(toks[5].place.line, 2);
    }

    #[test]
    fn two_character_symbols_win() {
        assert_eq!(
            kinds("0..N<=x!=y")[..7],
            [
                Kind::Int(0),
                Kind::Key(".."),
                Kind::Name("N".into()),
                Kind::Key("<="),
                Kind::Name("x".into()),
                Kind::Key("!="),
                Kind::Name("y".into()),
            ]
        );
    }

    #[test]
    fn line_ends_inside_brackets_are_spaces() {
        assert_eq!(
            kinds("[1,\n2]\n"),
            vec![
                Kind::Key("["),
                Kind::Int(1),
                Kind::Key(","),
                Kind::Int(2),
                Kind::Key("]"),
                Kind::Newline,
                Kind::Newline,
                Kind::End
            ]
        );
    }

    #[test]
    fn bad_characters_and_huge_integers_are_located() {
        let error = tokens("param N = 3\nstate n in 0..N @").unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 2, column 17: unexpected character '@'"
        );
        let error = tokens("param N = 99999999999999999999").unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 1, column 11: the integer 99999999999999999999 is too large (at most 9223372036854775807)"
        );
        assert_eq!(error.place.length, 20);
        assert!(tokens("x . y").is_err());
    }
}
