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

#[cfg(test)]
mod tests {
    use super::quote;

    #[test]
    fn short_text_is_quoted_and_escaped() {
        assert_eq!(quote(b"x"), "\"x\"");
        assert_eq!(quote(b""), "\"\"");
        assert_eq!(quote(b"a\"b\t"), "\"a\\\"b\\t\"");
        assert_eq!(quote(b"\xff\xfe"), "\"\\xff\\xfe\"");
        assert_eq!(quote("é".as_bytes()), "\"é\"");
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
