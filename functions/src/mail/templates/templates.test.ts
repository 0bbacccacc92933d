import { describe, expect, it } from 'vitest';
import { EMAIL_KIND_LABELS } from '../../contract/email';
import { renderMail, TEMPLATE_NAMES } from './index';
import {
  DIGEST_ITEMS_MAX,
  TEMPLATE_KIND,
  type AlertItem,
  type TemplateData,
  type TemplateName,
} from './types';

const ctx = {
  appUrl: 'https://roomly.test',
  unsubscribeUrl: 'https://roomly.test/unsubscribe?token=abc.def',
  // Three days before the sample listing expires, 9 am in New York.
  now: new Date('2026-03-01T14:00:00.000Z'),
  timeZone: 'America/New_York',
};
const EVIL = '<script>alert("x")</script> & "quotes"';

const searchItem: AlertItem = {
  kind: 'saved-search-match',
  postId: 'post1',
  title: EVIL,
  location: 'Brooklyn, NY',
  rentAmount: 1200,
  searchName: EVIL,
};

/** Each template with user text everywhere it takes some, and the page its button must open. */
const SAMPLES: { [T in TemplateName]: { data: TemplateData[T]; link: string } } = {
  'new-message': {
    data: { conversationId: 'conv1', senderName: EVIL, preview: EVIL, about: EVIL },
    link: 'https://roomly.test/messages/conv1',
  },
  alert: { data: { item: searchItem }, link: 'https://roomly.test/details/post1' },
  'alert-digest': {
    data: {
      items: [
        searchItem,
        { kind: 'room-match', postId: 'post2', title: EVIL, location: EVIL, rentAmount: 900 },
        { kind: 'seeker-match', postId: 'post3', title: EVIL, adId: 'ad1', headline: EVIL },
      ],
      more: 2,
    },
    link: 'https://roomly.test/notifications',
  },
  'expiry-reminder': {
    data: { postId: 'post1', title: EVIL, expiresAt: '2026-03-04T00:00:00.000Z' },
    link: 'https://roomly.test/my-listings',
  },
  'listing-removed': {
    data: { postId: 'post1', title: EVIL, reason: EVIL },
    link: 'https://roomly.test/my-listings',
  },
  'viewing-reminder': {
    data: {
      viewingId: 'viewing1',
      conversationId: 'post1_uid1',
      postTitle: EVIL,
      area: EVIL,
      mode: 'in-person',
      start: '2027-11-07T16:00:00.000Z',
      timeZone: 'America/New_York',
    },
    link: 'https://roomly.test/messages/post1_uid1',
  },
};

describe('e-mail templates', () => {
  it('when the templates are listed, then every template name has a renderer', () => {
    expect([...TEMPLATE_NAMES].sort()).toEqual(Object.keys(TEMPLATE_KIND).sort());
  });

  for (const name of Object.keys(SAMPLES) as TemplateName[]) {
    const { data, link } = SAMPLES[name];
    const mail = renderMail(name, data as never, ctx);
    const kind = TEMPLATE_KIND[name];
    const why =
      kind === 'account'
        ? 'You get this because it is about your Roomly account: notices like this are always sent.'
        : `You get this because ${EMAIL_KIND_LABELS[kind]} are on in your Roomly settings.`;

    it(`when "${name}" is rendered, then it has a subject, a text and an HTML part with the brand, its link and the footer`, () => {
      expect(mail.subject.length).toBeGreaterThan(0);
      expect(mail.subject).not.toMatch(/[\r\n]/);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('Roomly');
        expect(part).toContain(link);
        expect(part).toContain(why);
        expect(part).toContain('https://roomly.test/profile');
      }
      if (kind === 'account') {
        // Nothing turns an account notice off: no Unsubscribe to offer.
        expect(mail.text).not.toContain('Unsubscribe');
        expect(mail.html).not.toContain('/unsubscribe');
      } else {
        expect(mail.text).toContain(ctx.unsubscribeUrl);
        expect(mail.html).toContain('href="https://roomly.test/unsubscribe?token=abc.def"');
      }
      expect(mail.html).toContain(`href="${link}"`);
    });

    it(`when "${name}" carries members' text with markup, then the HTML part escapes it`, () => {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;');
      expect(mail.html).toContain('&quot;quotes&quot;');
      // The text part keeps the words as written.
      expect(mail.text).toContain('<script>');
    });
  }

  it('when a digest has more alerts than it lists, then it lists at most the maximum and counts the rest', () => {
    const items = Array.from({ length: DIGEST_ITEMS_MAX + 5 }, (_, i): AlertItem => ({
      kind: 'room-match',
      postId: `p${i}`,
      title: `Room ${i}`,
      location: 'Austin, TX',
      rentAmount: 800,
    }));
    const mail = renderMail('alert-digest', { items, more: 3 }, ctx);
    expect(mail.subject).toBe(`Your Roomly alerts: ${DIGEST_ITEMS_MAX + 8} new matches`);
    expect(mail.text).toContain(`/details/p${DIGEST_ITEMS_MAX - 1}`);
    expect(mail.text).not.toContain(`/details/p${DIGEST_ITEMS_MAX}\n`);
    expect(mail.text).toContain('And 8 more alerts on Roomly.');
  });

  it("when an id has characters a path can't hold, then the link encodes them", () => {
    const mail = renderMail(
      'new-message',
      { conversationId: 'a b?c', senderName: 'Maya', preview: 'Hi', about: '' },
      ctx,
    );
    expect(mail.text).toContain('https://roomly.test/messages/a%20b%3Fc');
    expect(mail.text).not.toContain('About:');
  });

  it('when a removal notice is rendered, then it says the listing is deleted and where the notice stays, never that the listing can be seen', () => {
    const mail = renderMail(
      'listing-removed',
      { postId: 'post1', title: 'Sunny room', reason: 'Asked for a deposit by wire' },
      ctx,
    );
    expect(mail.subject).toBe('Your listing was removed: Sunny room');
    expect(mail.text).toContain('The listing and its likes are deleted.');
    expect(mail.text).toContain('My Listings shows this notice until you dismiss it.');
    expect(mail.text).not.toMatch(/see it|Listing reminders/);
  });

  it('when an expiry reminder is rendered, then it names the day the listing expires, in the member’s zone', () => {
    const data = { ...SAMPLES['expiry-reminder'].data, expiresAt: '2026-03-04T15:00:00.000Z' };
    const mail = renderMail('expiry-reminder', data, ctx);
    expect(mail.text).toContain('expires in 3 days, on Mar 4, 2026,');
    expect(mail.subject).toMatch(/^Your listing expires in 3 days: /);
  });

  it('when an expiry reminder is sent after the listing expired (a late retry), then it says it has expired', () => {
    const data = { ...SAMPLES['expiry-reminder'].data, expiresAt: '2026-02-28T00:00:00.000Z' };
    const mail = renderMail('expiry-reminder', data, ctx);
    expect(mail.subject).toMatch(/^Your listing has expired: /);
    expect(mail.text).not.toContain('expires in');
  });

  it("when a viewing reminder is rendered, then it names the time on the listing's clock with the zone, the area and the thread, and no contact details", () => {
    const mail = renderMail(
      'viewing-reminder',
      { ...SAMPLES['viewing-reminder'].data, postTitle: 'Sunny room', area: 'Brooklyn, NY' },
      ctx,
    );
    expect(mail.subject).toBe('Viewing tomorrow: Sunny room');
    // 16:00 UTC on the day New York falls back to EST.
    expect(mail.text).toContain('Sun, Nov 7, 11:00 AM (New York time)');
    expect(mail.text).toContain('Where: Brooklyn, NY');
    expect(mail.text).not.toMatch(/@|\d{3}-\d{4}/);
    const video = renderMail(
      'viewing-reminder',
      { ...SAMPLES['viewing-reminder'].data, mode: 'video', area: 'Brooklyn, NY' },
      ctx,
    );
    expect(video.text).toContain('Where: Video call');
  });

  it('when a title is long or spans lines, then the subject stays one short line', () => {
    const mail = renderMail(
      'listing-removed',
      { postId: 'p', title: `Sunny\r\nroom ${'x'.repeat(300)}`, reason: 'Duplicate' },
      ctx,
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.length).toBeLessThanOrEqual(120);
  });
});
