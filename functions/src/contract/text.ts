// What free text a member writes may hold, for every text field the API
// takes (titles, names, descriptions, messages, notes, reasons…), checked by
// the API's schemas (lib/validation.ts `plainText`) and by the web app's forms,
// with the same messages. Each field is one of two shapes:
// - `line` (a title, a name, a place, a phone number, a link): no line break;
// - `lines` (a description, a bio, a message, a note, a reason): line feeds
//   kept; a CR LF pair is read as one line feed (how a form posted as text, or
//   a Windows client, spells a line break), so none is stored with a CR.
// Neither takes a control character: C0 (NUL, a bare CR, ESC…) but the tab,
// which pasted text often holds and every format Roomly writes text into
// (HTML, e-mail, iCalendar) takes as plain space; DEL; C1 (NEL, U+0085, among
// them); nor the Unicode line and paragraph separators (U+2028, U+2029). A
// bare CR once reached a viewing's calendar file as a new property line.
// Pure and free of zod: the web app imports it as it is.

export type TextShape = 'line' | 'lines';

/** C0 but tab and line feed, DEL, C1, U+2028 and U+2029. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/;
/** What breaks a line, in one-line fields: line feed, CR, NEL, U+2028, U+2029. */
const LINE_BREAK = /[\n\r\u0085\u2028\u2029]/;

export const controlCharactersMessage = (label: string) =>
  `${label} can't contain control characters`;
export const lineBreaksMessage = (label: string) => `${label} can't contain line breaks`;

/** CR LF → LF, for `lines` fields (before `textProblem`). */
export const normalizeLineBreaks = (value: string) => value.replace(/\r\n/g, '\n');

/** The problem with `value` in a field of this shape, in the API's words, or undefined. */
export function textProblem(label: string, value: string, shape: TextShape): string | undefined {
  if (shape === 'line' && LINE_BREAK.test(value)) return lineBreaksMessage(label);
  if (CONTROL.test(value)) return controlCharactersMessage(label);
  return undefined;
}
