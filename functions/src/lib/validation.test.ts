import { describe, expect, it } from 'vitest';
import { requireJsonObject } from './validation';

describe('requireJsonObject', () => {
  it('when the body is an object of well-formed text, then it is returned as is', () => {
    const body = JSON.parse('{"title":"𠮷野家 💥","tags":[{"a":"b"}]}') as unknown;
    expect(requireJsonObject(body)).toBe(body);
  });

  it('when a string or key holds a lone surrogate, then 400 (Firestore cannot store it)', () => {
    for (const text of [
      '{"title":"\\ud800"}',
      '{"title":"a\\udfffb"}',
      '{"prefs":["ok","\\udbff"]}',
      '{"a":{"b":{"c":"\\ud83d"}}}',
      '{"\\ud800":1}',
    ]) {
      expect(() => requireJsonObject(JSON.parse(text)), text).toThrow(
        'Request body must be valid Unicode text',
      );
    }
  });

  it('when the body nests thousands of levels deep, then it is checked without overflowing the stack', () => {
    const deep = JSON.parse(`{"a":${'['.repeat(20_000)}"\\ud800"${']'.repeat(20_000)}}`) as unknown;
    expect(() => requireJsonObject(deep)).toThrow('Request body must be valid Unicode text');
  });
});
