// Place names and what people type, brought to one form: lower case, no
// accents ("São" → "sao", "Española" → "espanola"), no apostrophes, okinas or
// dots ("Kapa‘a" → "kapaa", "St. Louis" → "st louis"), anything else that is
// not a letter or a digit a single space ("Wilkes-Barre" → "wilkes barre").
export function normalizePlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['‘’ʻ`.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A name's short words both ways, so "Saint Paul" finds "St. Paul" and "Ft Worth" "Fort Worth". */
const SPELLED_OUT: Record<string, string> = { st: 'saint', mt: 'mount', ft: 'fort' };
const SHORTENED = Object.fromEntries(Object.entries(SPELLED_OUT).map(([a, b]) => [b, a]));

/** The normalized name and, when it has a "St"/"Saint"-like word, its other spelling. */
export function nameKeys(name: string): string[] {
  const key = normalizePlaceText(name);
  const words = key.split(' ');
  const other = words.map((word) => SPELLED_OUT[word] ?? SHORTENED[word] ?? word).join(' ');
  return other === key ? [key] : [key, other];
}
