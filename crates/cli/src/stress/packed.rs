//! Values the page's link carries as lists or, when long, packed: a short
//! value is written as `;`-separated lines of `,`-separated words
//! (`answer=Lose,Win;Loop,Win`), which stays readable; a long one, or an
//! answer whose words a list cannot carry, is the text's exact bytes
//! deflated (raw, RFC 1951) and written in base64url without padding
//! under the name with a `z` (`answerz=`), which the browser's
//! `DecompressionStream('deflate-raw')` reads back.

use retrograde::judge::is_space;

/// Longest list written as it is; a longer value is packed.
pub const LIST_LIMIT: usize = 1000;

/// Longest query a link writes; what would make it longer goes after `#`
/// (the page's `QUERY_LIMIT`, www/ui/url.js).
pub const QUERY_LIMIT: usize = 2000;

/// The texts a link carries after `#`, as lists or packed: a browser never
/// sends the fragment to a server, so the request a link makes stays short
/// whatever it holds (the page's `FRAGMENT_NAMES`).
const FRAGMENT_NAMES: [&str; 8] = [
    "edges", "edgesz", "queries", "queriesz", "answer", "answerz", "src", "srcz",
];

/// The page's link for `params` (`name=value` pairs joined by `&`, values
/// that need no escaping), as the page writes its own (www/ui/url.js's
/// `linkFor`): `?query#fragment`, a text after `#`, any other pair in the
/// query while it stays within [`QUERY_LIMIT`] and no pair of its name went
/// after `#` (so a repeated name keeps its order).
pub fn link(params: &str) -> String {
    let name = |param: &str| param.split('=').next().unwrap_or_default().to_string();
    let (mut query, mut fragment) = (Vec::new(), Vec::<&str>::new());
    let mut length = 0;
    for param in params.split('&').filter(|param| !param.is_empty()) {
        let size = param.len() + 1;
        let after = FRAGMENT_NAMES.contains(&name(param).as_str())
            || length + size > QUERY_LIMIT
            || fragment.iter().any(|before| name(before) == name(param));
        if after {
            fragment.push(param);
        } else {
            query.push(param);
            length += size;
        }
    }
    let part = |mark: char, pairs: Vec<&str>| match pairs.is_empty() {
        true => String::new(),
        false => format!("{mark}{}", pairs.join("&")),
    };
    format!("{}{}", part('?', query), part('#', fragment))
}

/// The link parameter for a text the page reads as lines of words: `name`
/// and its list when that is short and carries the text's words exactly,
/// else `{name}z` and the packed text.
pub fn param(name: &str, text: &[u8]) -> String {
    match list(text).filter(|list| list.len() <= LIST_LIMIT) {
        Some(list) => format!("{name}={list}"),
        None => format!("{name}z={}", pack(text)),
    }
}

/// `text` as `;`-separated lines of `,`-separated words, trailing empty
/// lines left out; `None` when a word is not letters, digits and `-` (a
/// list cannot carry `,`, `;` or what a link must escape).
fn list(text: &[u8]) -> Option<String> {
    let end = text.iter().rposition(|c| !is_space(c)).map_or(0, |i| i + 1);
    let mut lines = Vec::new();
    for line in text[..end].split(|&c| c == b'\n') {
        let words: Vec<&[u8]> = line.split(is_space).filter(|w| !w.is_empty()).collect();
        let plain = |word: &&[u8]| word.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'-');
        if !words.iter().all(plain) {
            return None;
        }
        lines.push(words.join(&b","[..]));
    }
    String::from_utf8(lines.join(&b";"[..])).ok()
}

/// The bytes deflated at the best level, in base64url without padding.
pub fn pack(bytes: &[u8]) -> String {
    base64url(&miniz_oxide::deflate::compress_to_vec(bytes, 9))
}

const BASE64URL: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// RFC 4648's URL-safe alphabet, no `=` padding: nothing in it needs
/// escaping in a query string.
fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let word = chunk
            .iter()
            .enumerate()
            .fold(0u32, |word, (i, &b)| word | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(char::from(BASE64URL[(word >> (18 - 6 * i)) as usize & 63]));
        }
    }
    out
}

#[cfg(test)]
pub mod tests {
    use super::*;

    /// What the page does with a packed value: base64url, then inflate.
    pub fn unpack(value: &str) -> Vec<u8> {
        let sextets: Vec<u32> = value
            .bytes()
            .map(|c| BASE64URL.iter().position(|&a| a == c).expect("base64url") as u32)
            .collect();
        let mut bytes = Vec::new();
        for chunk in sextets.chunks(4) {
            let word = chunk
                .iter()
                .enumerate()
                .fold(0u32, |word, (i, &s)| word | s << (18 - 6 * i));
            for i in 0..chunk.len() - 1 {
                bytes.push((word >> (16 - 8 * i)) as u8);
            }
        }
        miniz_oxide::inflate::decompress_to_vec(&bytes).expect("raw deflate")
    }

    #[test]
    fn short_answers_are_lists_of_their_words() {
        assert_eq!(
            param("answer", b"Lose Win Win Loop\r\nLoop  Win\tLose Lose\n\n"),
            "answer=Lose,Win,Win,Loop;Loop,Win,Lose,Lose"
        );
        assert_eq!(param("answer", b"\nWin\n\nLose"), "answer=;Win;;Lose");
        assert_eq!(param("answer", b""), "answer=");
        assert_eq!(param("edges", b"3 2\n1 2\n2 3\n"), "edges=3,2;1,2;2,3");
    }

    #[test]
    fn long_or_odd_answers_are_packed_exactly() {
        for text in [
            "Win, Lose\n".to_string(),
            "Win&pin=R2 Lose\n".to_string(),
            "Lose \u{e9}\n".to_string(),
            "Win Lose Loop\n".repeat(100),
        ] {
            let param = param("answer", text.as_bytes());
            let value = param.strip_prefix("answerz=").expect(&param);
            assert!(value
                .bytes()
                .all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_'));
            assert_eq!(unpack(value), text.as_bytes());
        }
        let long = "Win Lose Loop\n".repeat(100);
        assert!(
            param("answer", long.as_bytes()).len() < 100,
            "it compresses"
        );
    }

    #[test]
    fn texts_ride_after_the_hash_and_the_query_stays_short() {
        assert_eq!(
            link("game=graph&edges=3,2;1,2;2,3&step=end&pin=1&answerz=AbC"),
            "?game=graph&step=end&pin=1#edges=3,2;1,2;2,3&answerz=AbC"
        );
        assert_eq!(link("n=5&s1=3,2&step=end"), "?n=5&s1=3,2&step=end");
        assert_eq!(link("answer=Win"), "#answer=Win");
        let long = "1,".repeat(3000);
        let written = link(&format!("n=9&s1={long}&s2=1&s1=2&step=end"));
        assert_eq!(
            written,
            format!("?n=9&s2=1&step=end#s1={long}&s1=2"),
            "a long value and its name's later pairs go after #"
        );
        assert!(written.find('#').unwrap() <= QUERY_LIMIT + 1);
    }

    #[test]
    fn base64url_is_rfc_4648s() {
        assert_eq!(base64url(b""), "");
        assert_eq!(base64url(b"f"), "Zg");
        assert_eq!(base64url(b"fo"), "Zm8");
        assert_eq!(base64url(b"foo"), "Zm9v");
        assert_eq!(base64url(b"foob"), "Zm9vYg");
        assert_eq!(base64url(&[0xfb, 0xff]), "-_8");
    }
}
