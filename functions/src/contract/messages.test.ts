// The stored → API mappings shared by the API (Admin SDK) and the web app's
// realtime reads (web SDK): each side passes its own timestamp conversion.
import { describe, expect, it } from 'vitest';
import { otherReadMillis, toConversation, toMessage, type ReadTime } from './messages';

/** A stand-in for either SDK's Timestamp: only what `readTime` unwraps counts as a time. */
class Stamp {
  constructor(readonly ms: number) {}
}
const readTime: ReadTime = (value) => (value instanceof Stamp ? new Date(value.ms) : null);

const stored = {
  postId: 'p1',
  postTitle: 'Sunny room',
  ownerId: 'owner',
  seekerId: 'seeker',
  participants: ['owner', 'seeker'],
  people: { owner: { name: 'Olivia', photo: 'https://x/o.png' }, seeker: { name: '' } },
  lastMessage: { text: 'Hi', senderId: 'seeker', at: new Stamp(2_000) },
  unreadBy: ['owner'],
  readAt: { owner: new Stamp(1_000), seeker: new Stamp(3_000) },
  blockedBy: ['seeker'],
  updatedAt: new Stamp(2_000),
};

describe('toConversation', () => {
  it('when the owner reads it, then the seeker is the other side (neutral name when empty), with the unread and block state', () => {
    expect(toConversation('p1_seeker', stored, 'owner', readTime)).toEqual({
      _id: 'p1_seeker',
      postId: 'p1',
      postTitle: 'Sunny room',
      isOwner: true,
      other: { uid: 'seeker', name: 'Roomly member', photo: '', deleted: false },
      lastMessage: { text: 'Hi', fromMe: false, at: new Date(2_000).toISOString() },
      unread: true,
      blocked: true,
      blockedByMe: false,
      closed: null,
      neverPayWarning: false,
      updatedAt: new Date(2_000).toISOString(),
    });
  });

  it('when a message of the poster was flagged, then only the seeker is warned never to pay first', () => {
    const flagged = { ...stored, neverPayWarning: true };
    expect(toConversation('p1_seeker', flagged, 'seeker', readTime).neverPayWarning).toBe(true);
    expect(toConversation('p1_seeker', flagged, 'owner', readTime).neverPayWarning).toBe(false);
  });

  it('when a time is not a timestamp the side passed in understands (e.g. pending), then it is null', () => {
    const pending = { ...stored, updatedAt: { seconds: 1 }, lastMessage: null };
    const seen = toConversation('p1_seeker', pending, 'seeker', readTime);
    expect(seen).toMatchObject({ updatedAt: null, lastMessage: null, isOwner: false });
    expect(seen.other).toEqual({
      uid: 'owner',
      name: 'Olivia',
      photo: 'https://x/o.png',
      deleted: false,
    });
  });

  it('when the other member deleted their account, then they are "Deleted member" with no photo, and the closure says why', () => {
    const gone = {
      ...stored,
      people: { ...stored.people, owner: { name: '', photo: '', deleted: true } },
      closed: 'account-deleted',
    };
    expect(toConversation('p1_seeker', gone, 'seeker', readTime)).toMatchObject({
      other: { uid: 'owner', name: 'Deleted member', photo: '', deleted: true },
      closed: 'account-deleted',
    });
  });

  it('when a stored closure is unknown, then the conversation reads as open; a removed listing reads as such', () => {
    expect(toConversation('c', { ...stored, closed: 'whatever' }, 'seeker', readTime).closed).toBe(
      null,
    );
    expect(
      toConversation('c', { ...stored, closed: 'listing-removed' }, 'seeker', readTime).closed,
    ).toBe('listing-removed');
  });

  it('when an older document holds an overlong name or a non-https photo, then neither is shown', () => {
    for (const photo of [
      'http://x/o.png',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '/photos/short',
      '//evil.example/o.png',
    ]) {
      const old = { ...stored, people: { owner: { name: 'x'.repeat(81), photo } } };
      expect(toConversation('c', old, 'seeker', readTime).other).toEqual({
        uid: 'owner',
        name: 'Roomly member',
        photo: '',
        deleted: false,
      });
    }
  });
  it('when the other member shows an uploaded profile photo, then its entry is shown as stored', () => {
    const photo = '/photos/AbCdEfGhIj0123456789';
    const uploaded = { ...stored, people: { owner: { name: 'Olivia', photo } } };
    expect(toConversation('c', uploaded, 'seeker', readTime).other.photo).toBe(photo);
  });
});

describe('toMessage', () => {
  it("when the other side read the conversation after an own message, then it shows read; an earlier read doesn't count", () => {
    const message = { senderId: 'seeker', text: 'Hi', kind: 'text', createdAt: new Stamp(2_000) };
    // The owner read at 1,000: before the seeker's message.
    const ownerReadAt = otherReadMillis(stored, 'seeker', readTime);
    expect(ownerReadAt).toBe(1_000);
    expect(toMessage('m1', message, 'seeker', ownerReadAt, readTime).read).toBe(false);
    expect(toMessage('m1', message, 'seeker', 2_000, readTime)).toEqual({
      _id: 'm1',
      senderId: 'seeker',
      fromMe: true,
      text: 'Hi',
      kind: 'text',
      warning: false,
      createdAt: new Date(2_000).toISOString(),
      read: true,
    });
    // Someone else's message never shows "read" to its receiver.
    expect(toMessage('m1', message, 'owner', 9_999, readTime)).toMatchObject({
      fromMe: false,
      read: false,
    });
  });

  it('when the kind is unknown and the time missing, then it is a plain text message, not yet read', () => {
    const odd = { senderId: 'x', text: 't', kind: 'other', warning: true, createdAt: null };
    expect(toMessage('m2', odd, 'x', 0, readTime)).toMatchObject({
      kind: 'text',
      warning: true,
      createdAt: null,
      read: false,
    });
  });
});
