//! Text to tokens, each with its place. A program is line-based, so a line
//! end is a token, except inside brackets, where a long list may wrap.

use super::error::{Place, RuleError};
use crate::quote::{clipped, TOKEN_SHOWN};

/// The words a name cannot be.
pub const KEYWORDS: [&str; 14] = [
    "param", "state", "move", "for", "in", "if", "lose", "win", "when", "and", "or", "not",
    "where", "draw",
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
    /// `"..."`: a text, its escapes read.
    Text(String),
    /// `'c'`: one character.
    Char(char),
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
    /// The token as a message quotes it (a long one cut, with its length).
    pub fn describe(&self) -> String {
        match self {
            Kind::Int(value) => format!("'{value}'"),
            Kind::Name(name) => format!("'{}'", shown(name)),
            Kind::Text(text) => format!("the text \"{}\"", shown(text)),
            Kind::Char(c) => format!("the character '{}'", shown(&c.to_string())),
            Kind::Key(key) => format!("'{key}'"),
            Kind::Newline => "the end of the line".to_string(),
            Kind::End => "the end of the program".to_string(),
        }
    }
}

/// A piece of the program as a message shows it: escaped, and cut with
/// its length when long.
pub fn shown(text: &str) -> String {
    clipped(text, TOKEN_SHOWN)
}

/// Splits a whole program into tokens, ending with [`Kind::End`].
pub fn tokens(text: &str) -> Result<Vec<Token>, RuleError> {
    let mut lexer = Lexer::new(text);
    let mut out = Vec::new();
    loop {
        let token = lexer.next_token()?;
        let end = token.kind == Kind::End;
        out.push(token);
        if end {
            return Ok(out);
        }
    }
}

/// Tokens one at a time, so that a program's tokens are never all held at
/// once (a long program of blank lines costs nothing but its text).
pub struct Lexer<'a> {
    text: &'a str,
    /// The byte where the next token is looked for.
    at: usize,
    line: u32,
    column: u32,
    /// Open brackets: line ends inside them are spaces.
    depth: u32,
    /// The last line's end was given: the program's end comes next.
    ended: bool,
}

impl<'a> Lexer<'a> {
    pub fn new(text: &'a str) -> Lexer<'a> {
        Lexer {
            text,
            at: 0,
            line: 1,
            column: 1,
            depth: 0,
            ended: false,
        }
    }

    fn peek_char(&self) -> Option<char> {
        self.text[self.at..].chars().next()
    }

    /// The next token: after the text, one line end (the last line's),
    /// then [`Kind::End`] again and again.
    pub fn next_token(&mut self) -> Result<Token, RuleError> {
        while let Some(c) = self.peek_char() {
            let place = Place::new(self.line, self.column, 1);
            if c == '\n' {
                self.at += 1;
                self.line = self.line.saturating_add(1);
                self.column = 1;
                if self.depth == 0 {
                    return Ok(Token {
                        kind: Kind::Newline,
                        place,
                    });
                }
            } else if c == '#' {
                self.take_while(|c| c != '\n');
            } else if c.is_whitespace() {
                self.advance(c.len_utf8(), 1);
            } else if c.is_ascii_digit() {
                return self.number(place);
            } else if c.is_ascii_alphabetic() || c == '_' {
                return Ok(self.word(place));
            } else if c == '"' || c == '\'' {
                return self.quoted(place, c);
            } else {
                return self.symbol(place, c);
            }
        }
        let place = Place::new(self.line, self.column, 1);
        let kind = if self.ended { Kind::End } else { Kind::Newline };
        self.ended = true;
        Ok(Token { kind, place })
    }

    fn advance(&mut self, bytes: usize, chars: usize) {
        self.at += bytes;
        self.column = self.column.saturating_add(chars as u32);
    }

    /// Consumes the run of characters from the current one that `keep`
    /// accepts, and returns it.
    fn take_while(&mut self, keep: impl Fn(char) -> bool) -> &'a str {
        let rest = &self.text[self.at..];
        let end = rest.find(|c: char| !keep(c)).unwrap_or(rest.len());
        let taken = &rest[..end];
        self.advance(end, taken.chars().count());
        taken
    }

    fn number(&mut self, place: Place) -> Result<Token, RuleError> {
        let digits = self.take_while(|c| c.is_ascii_digit());
        let place = Place::new(place.line, place.column, digits.len() as u32);
        let value = digits.parse::<i64>().map_err(|_| {
            RuleError::new(
                place,
                format!(
                    "the integer {} is too large (at most {})",
                    shown(digits),
                    i64::MAX
                ),
            )
        })?;
        Ok(Token {
            kind: Kind::Int(value),
            place,
        })
    }

    fn word(&mut self, place: Place) -> Token {
        let word = self.take_while(|c| c.is_ascii_alphanumeric() || c == '_');
        let place = Place::new(place.line, place.column, word.len() as u32);
        let kind = match KEYWORDS.iter().find(|&&k| k == word) {
            Some(key) => Kind::Key(key),
            None => Kind::Name(word.to_string()),
        };
        Token { kind, place }
    }

    /// `"text"` or `'c'` from its opening quote, on one line; `\\`, `\"`
    /// and `\'` stand for the character after the backslash.
    fn quoted(&mut self, place: Place, quote: char) -> Result<Token, RuleError> {
        let rest = &self.text[self.at + 1..];
        let mut read = String::new();
        let mut chars = rest.char_indices();
        let mut length = 1;
        let end = loop {
            let Some((at, c)) = chars.next().filter(|&(_, c)| c != '\n') else {
                let what = if quote == '"' { "text" } else { "character" };
                return Err(RuleError::new(
                    place,
                    format!("the {what} is not closed on its line: end it with {quote}"),
                ));
            };
            length += 1;
            if c == quote {
                break at + 1;
            }
            if c != '\\' {
                read.push(c);
                continue;
            }
            match chars.next() {
                Some((_, escaped @ ('\\' | '"' | '\''))) => {
                    length += 1;
                    read.push(escaped);
                }
                _ => {
                    let column = place.column.saturating_add(length - 1);
                    return Err(RuleError::new(
                        Place::new(place.line, column, 1),
                        "a backslash stands before \\, \" or ' only",
                    ));
                }
            }
        };
        self.advance(end + 1, length as usize);
        let place = Place::new(place.line, place.column, length);
        if quote == '"' {
            return Ok(Token {
                kind: Kind::Text(read),
                place,
            });
        }
        let mut one = read.chars();
        match (one.next(), one.next()) {
            (Some(c), None) => Ok(Token {
                kind: Kind::Char(c),
                place,
            }),
            _ => Err(RuleError::new(
                place,
                "a character in quotes 'c' is exactly one character: a text is written \"...\"",
            )),
        }
    }

    fn symbol(&mut self, place: Place, c: char) -> Result<Token, RuleError> {
        let rest = &self.text[self.at..];
        let Some(&symbol) = SYMBOLS.iter().find(|symbol| rest.starts_with(**symbol)) else {
            return Err(RuleError::new(
                place,
                format!("unexpected character '{}'", shown(&c.to_string())),
            ));
        };
        match symbol {
            "(" | "[" | "{" => self.depth += 1,
            ")" | "]" | "}" => self.depth = self.depth.saturating_sub(1),
            _ => {}
        }
        self.advance(symbol.len(), symbol.len());
        Ok(Token {
            kind: Kind::Key(symbol),
            place: Place::new(place.line, place.column, symbol.len() as u32),
        })
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
