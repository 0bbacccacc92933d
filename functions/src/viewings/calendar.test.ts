import { describe, expect, it } from 'vitest';
import type { Viewing } from '../contract/viewings';
import { viewingCalendar } from './calendar';

const viewing: Viewing = {
  id: 'v1',
  conversationId: 'post1_seeker1',
  postId: 'post1',
  postTitle: 'Sunny room, near the park; quiet',
  area: 'Brooklyn, NY',
  timeZone: 'America/New_York',
  mode: 'in-person',
  videoLink: '',
  note: 'Ring the top bell',
  slots: [
    { start: '2027-03-13T23:00:00.000Z', end: '2027-03-13T23:30:00.000Z', minutes: 30 },
    { start: '2027-03-14T22:00:00.000Z', end: '2027-03-14T23:00:00.000Z', minutes: 60 },
  ],
  status: 'confirmed',
  confirmedSlot: 1,
  proposedBy: 'me',
  otherName: 'Olivia Poster',
  cancelReason: '',
  cancelledBy: null,
  replacedBy: null,
  myOutcome: null,
  theirOutcome: null,
  listingActive: true,
  createdAt: null,
  updatedAt: null,
};

/**
 * A small RFC 5545 reader: unfolds continuation lines, then reads each
 * content line as NAME[;PARAMS]:VALUE, unescaping text values.
 */
function parse(text: string) {
  expect(text).toMatch(/\r\n/);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const props = lines.map((line) => {
    const colon = line.indexOf(':');
    const [name] = line.slice(0, colon).split(';');
    const value = line
      .slice(colon + 1)
      .replace(/\\n/gi, '\n')
      .replace(/\\([,;\\])/g, '$1');
    return { name: name!, value };
  });
  const value = (name: string) => props.find((p) => p.name === name)?.value;
  return { lines, props, value };
}

describe('viewingCalendar', () => {
  const appUrl = 'https://roomly.test';

  it('when a confirmed viewing is written, then it parses back to one published event with its title, the chosen slot in UTC, the area and the thread link', () => {
    const { lines, value } = parse(viewingCalendar(viewing, appUrl));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(value('VERSION')).toBe('2.0');
    expect(value('METHOD')).toBe('PUBLISH');
    expect(value('UID')).toBe('viewing-v1@roomly.test');
    expect(value('SUMMARY')).toBe('Room viewing: Sunny room, near the park; quiet');
    // The second slot: 18:00 in New York on the day the clocks went forward (EDT).
    expect(value('DTSTART')).toBe('20270314T220000Z');
    expect(value('DTEND')).toBe('20270314T230000Z');
    expect(value('LOCATION')).toBe('Brooklyn, NY');
    expect(value('DESCRIPTION')).toBe(
      'In person with Olivia Poster.\nNote: Ring the top bell\nConversation: https://roomly.test/messages/post1_seeker1',
    );
    expect(value('STATUS')).toBe('CONFIRMED');
  });

  it('when it is a video viewing, then the location says so and the description carries the call link', () => {
    const { value } = parse(
      viewingCalendar({ ...viewing, mode: 'video', videoLink: 'https://meet.example/abc' }, appUrl),
    );
    expect(value('LOCATION')).toBe('Video call');
    expect(value('DESCRIPTION')).toContain('Video call: https://meet.example/abc');
  });

  it('when written, then it has no e-mail address, phone number or organizer/attendee', () => {
    const text = viewingCalendar(viewing, appUrl);
    // The UID is the one `@` (an id at the site's host, as RFC 5545 suggests).
    const { props } = parse(text);
    const others = props.filter((p) => p.name !== 'UID').map((p) => p.value);
    expect(others.join('\n')).not.toContain('@');
    expect(text).not.toMatch(/ORGANIZER|ATTENDEE|MAILTO/i);
    expect(text).not.toMatch(/\d{3}[-. ]\d{4}/);
  });

  it('when stored text holds a bare CR, NUL, NEL or U+2028 (written before the API refused them), then no property line is injected and the values read as text', () => {
    const text = viewingCalendar(
      {
        ...viewing,
        postTitle: 'Room\rX-INJ:1',
        area: 'Brooklyn\u0085LOCATION:Elsewhere',
        otherName: 'Eve\r\nATTENDEE:mailto:x',
        note: 'Ring\r\ntwice\u0000\rBEGIN:VALARM\u2028end\u001b[31m',
      },
      appUrl,
    );
    // Every CR ends a line (CR LF), and every line is a known property or a fold.
    expect(text.replace(/\r\n/g, '')).not.toMatch(
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      /[\r\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/,
    );
    const { lines, value } = parse(text);
    expect(lines.filter((l) => /^(X-INJ|ATTENDEE|BEGIN:VALARM)/.test(l))).toEqual([]);
    expect(value('SUMMARY')).toBe('Room viewing: Room X-INJ:1');
    expect(value('LOCATION')).toBe('Brooklyn LOCATION:Elsewhere');
    expect(value('DESCRIPTION')).toBe(
      'In person with Eve ATTENDEE:mailto:x.\nNote: Ring\ntwice\nBEGIN:VALARM\nend[31m\nConversation: https://roomly.test/messages/post1_seeker1',
    );
  });

  it('when a value is long or has commas, semicolons and backslashes, then it is escaped and folded as RFC 5545 asks', () => {
    const title = `Big room; garden, \\ views ${'x'.repeat(120)}`;
    const text = viewingCalendar({ ...viewing, postTitle: title }, appUrl);
    const raw = text.split('\r\n').find((l) => l.startsWith('SUMMARY:'))!;
    expect(raw.startsWith('SUMMARY:Room viewing: Big room\\; garden\\, \\\\ views')).toBe(true);
    expect(text.split('\r\n').every((l) => [...l].length <= 75)).toBe(true);
    expect(parse(text).value('SUMMARY')).toBe(`Room viewing: ${title}`);
  });

  it('when the viewing is not confirmed, then there is no file', () => {
    expect(() => viewingCalendar({ ...viewing, confirmedSlot: null }, appUrl)).toThrow();
  });
});
