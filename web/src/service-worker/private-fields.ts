// What never goes into a cache: a poster's contact details, anyone's e-mail
// address or phone number. Answers are saved without them (a liked listing
// saved offline says to go online for the contact), whatever route they come
// from and however deep they sit. Pure.

/** Keys whose values are private wherever they appear in an answer. */
const PRIVATE_KEYS = new Set([
  'contactinfo',
  'email',
  'emails',
  'phone',
  'phonenumber',
  'phonenumbers',
  'contact',
]);

/** Whether a key names something private (case and separators ignored: `contact_info`, `Email`). */
export function isPrivateKey(key: string): boolean {
  return PRIVATE_KEYS.has(key.toLowerCase().replace(/[-_]/g, ''));
}

/** `value` with every private key removed at every depth (a new value; the input is untouched). */
export function withoutPrivateFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPrivateFields);
  if (value === null || typeof value !== 'object') return value;
  const kept: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (!isPrivateKey(key)) kept[key] = withoutPrivateFields(inner);
  }
  return kept;
}
