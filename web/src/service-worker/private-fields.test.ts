import { describe, expect, it } from 'vitest';
import { isPrivateKey, withoutPrivateFields } from './private-fields';

describe('withoutPrivateFields', () => {
  it('when an answer carries contact details, e-mails or phone numbers at any depth, then the copy has none of them', () => {
    const answer = [
      {
        _id: 'a',
        title: 'Loft',
        contactInfo: 'Text 555-0199',
        email: 'pat@example.com',
        poster: { name: 'Pat', phone_number: '+15550199', Email: 'PAT@example.com' },
        photos: ['/photos/p1'],
      },
    ];
    expect(withoutPrivateFields(answer)).toEqual([
      { _id: 'a', title: 'Loft', poster: { name: 'Pat' }, photos: ['/photos/p1'] },
    ]);
    expect(JSON.stringify(withoutPrivateFields(answer))).not.toMatch(/555|example\.com/);
  });

  it('when the answer is kept, then the original is untouched', () => {
    const answer = { contactInfo: 'x', likes: 2 };
    withoutPrivateFields(answer);
    expect(answer).toEqual({ contactInfo: 'x', likes: 2 });
  });

  it('when a key only mentions contact or phone (a preference, a badge), then it stays', () => {
    for (const key of ['contactPreference', 'phoneVerified', 'emailVerified', 'likes']) {
      expect(isPrivateKey(key)).toBe(false);
    }
    for (const key of ['contactInfo', 'contact_info', 'EMAIL', 'phoneNumber', 'phone']) {
      expect(isPrivateKey(key)).toBe(true);
    }
  });
});
