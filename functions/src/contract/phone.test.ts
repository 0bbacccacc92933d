import { describe, expect, it } from 'vitest';
import { endingText, normalizePhoneNumber, phoneEnding } from './phone';

describe('normalizePhoneNumber', () => {
  it.each([
    ['+1 (415) 555-0134', '+14155550134'],
    ['+44 20 7946 0958', '+442079460958'],
    ['  +49.30.901820  ', '+4930901820'],
    ['+353 1 234 5678', '+35312345678'],
  ])('when "%s" is typed, then it is %s', (typed, e164) => {
    expect(normalizePhoneNumber(typed)).toBe(e164);
  });

  it.each([
    ['no country code', '415 555 0134'],
    ['too short', '+1 415'],
    ['too long', '+1 415 555 0134 0134 01'],
    ['a leading zero after +', '+0 415 555 0134'],
    ['letters', '+1 415 CALL NOW'],
    ['an extension', '+1 415 555 0134 ext 2'],
    ['two pluses', '++14155550134'],
    ['empty', ''],
  ])('when it has %s, then it is refused', (_, typed) => {
    expect(normalizePhoneNumber(typed)).toBeNull();
  });
});

describe('what answers say of a number', () => {
  it('when a number is shown, then only its last two digits are', () => {
    expect(phoneEnding('+14155550134')).toBe('34');
    expect(endingText(phoneEnding('+14155550134'))).toBe('the number ending in 34');
  });
});
