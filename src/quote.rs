//! How a piece of someone's input appears inside a one-line message.

/// At most this many characters of the input are shown.
const SHOWN: usize = 24;

/// `text` quoted and escaped (invalid UTF-8 as `\xNN`), cut after
/// [`SHOWN`] characters with "…", so that a message stays one short line
/// whatever was typed or piped in.
pub(crate) fn quote(text: &[u8]) -> String {
    let mut shown = String::from("\"");
    let mut left = SHOWN;
    for chunk in text.utf8_chunks() {
        for c in chunk.valid().chars() {
            if left == 0 {
                return cut(shown);
            }
            shown.extend(c.escape_debug());
            left -= 1;
        }
        for b in chunk.invalid() {
            if left == 0 {
                return cut(shown);
            }
            shown.push_str(&format!("\\x{b:02x}"));
            left -= 1;
        }
    }
    shown.push('"');
    shown
}

fn cut(mut shown: String) -> String {
    shown.push_str("\"…");
    shown
}

/// At most this many characters of a token are shown by [`clipped`].
pub const TOKEN_SHOWN: usize = 40;

/// Whether a character would change how a line reads on a terminal: a
/// control character, or an invisible one that reorders or hides text
/// (zero-width characters, bidirectional overrides and isolates, BOM).
fn hides(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}')
}

/// `text` with every control or invisible character escaped (`\0`, `\n`,
/// `\u{202e}`) and nothing else changed: safe inside one printed line.
pub fn escaped(text: &str) -> String {
    let mut shown = String::with_capacity(text.len());
    for c in text.chars() {
        push_escaped(&mut shown, c);
    }
    shown
}

fn push_escaped(shown: &mut String, c: char) {
    if hides(c) {
        shown.extend(c.escape_default());
    } else {
        shown.push(c);
    }
}

/// A token of someone's text as a message shows it (without quotes):
/// escaped as [`escaped`] does, and cut after `limit` characters with
/// "… (N characters)", so that a 1 MB number or name makes a short line.
pub fn clipped(text: &str, limit: usize) -> String {
    let mut shown = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == limit {
            let count = text.chars().count();
            shown.push_str(&format!("… ({count} characters)"));
            return shown;
        }
        push_escaped(&mut shown, c);
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::{clipped, escaped, quote, TOKEN_SHOWN};

    #[test]
    fn short_text_is_quoted_and_escaped() {
        assert_eq!(quote(b"x"), "\"x\"");
        assert_eq!(quote(b""), "\"\"");
        assert_eq!(quote(b"a\"b\t"), "\"a\\\"b\\t\"");
        assert_eq!(quote(b"\xff\xfe"), "\"\\xff\\xfe\"");
        assert_eq!(quote("é".as_bytes()), "\"é\"");
    }

    #[test]
    fn tokens_are_escaped_and_cut_with_their_length() {
        assert_eq!(clipped("n", TOKEN_SHOWN), "n");
        assert_eq!(
            clipped("a\0b\u{202e}c\u{1b}", 10),
            "a\\u{0}b\\u{202e}c\\u{1b}"
        );
        assert_eq!(
            clipped(&"7".repeat(1_000_000), 5),
            "77777… (1000000 characters)"
        );
        assert_eq!(clipped("ééé", 3), "ééé");
        assert_eq!(escaped("tab\there\nü"), "tab\\there\\nü");
    }

    #[test]
    fn long_text_is_cut_after_24_characters() {
        let long = "7".repeat(100);
        assert_eq!(quote(long.as_bytes()), format!("\"{}\"…", "7".repeat(24)));
        assert_eq!(
            quote("ü".repeat(24).as_bytes()),
            format!("\"{}\"", "ü".repeat(24))
        );
        assert!(quote("ü".repeat(25).as_bytes()).ends_with("ü\"…"));
    }
}
