// The numbers a text says, as the tests compare them across languages: each run of digits,
// with thousands grouping ("7,000") and decimals ("1.618") read as one number.

/** The numbers in `text`, in order, as strings without grouping. */
export function numbersIn(text) {
  return [...String(text).matchAll(/\d+(?:,\d{3})*(?:\.\d+)?/g)].map((m) => m[0].replace(/,/g, ''));
}
