// Whole numbers as each language writes them: digits grouped by thousands. Shared by the
// catalogues (which word numbers inside their sentences) and `formatNumber`.

/** A function that writes a number with `locale`'s grouping ("7,000", "1,000,000"). */
export function grouping(locale) {
  const format = new Intl.NumberFormat(locale);
  return (value) => format.format(Number(value));
}
