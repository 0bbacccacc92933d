// A Room wanted ad's first view (room-wanted-ad-first-view.tsx, rendered by the
// function serving /room-wanted/:id) is what the visitor sees until React
// renders: React's first render, starting from the data the page carries,
// must be exactly that markup, for an ad with a photo and every fact, and one
// with the least an ad can have, in both themes.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WantedAd } from '@contract/wanted-ad';
import type { ThemeMode } from '@/app/theme/theme-storage';
import { paths } from '@/config/paths';
import {
  FIRST_VIEW_AD_ID,
  firstViewAd,
  resetFirstViewAd,
} from '@/features/wanted-ads/api/first-view-ad';
import { cutTo, normalise, parse, renderApp, withoutApi } from '@/testing/first-paint-markup';
import { templateId, THEME_MODES } from './first-paint';
import { renderWantedAdFirstView } from './room-wanted-ad-first-view';

// What GET /seeker-ads/:id answers a visitor (no exact age, never an e-mail).
const ad: WantedAd = {
  _id: 'firstViewAd1',
  userId: 'seeker-uid',
  headline: 'Nurse </template> & <b>night owl</b> seeks a calm room',
  aboutMe: 'I work nights at the hospital.\nQuiet, tidy, and I cook on Sundays.',
  budget: 950,
  areas: [
    { name: 'Porto, Portugal', km: 2, point: null },
    { name: 'Matosinhos', km: 2, point: null },
  ],
  // Far from today in every time zone: "Moving in Sep 1, 2036" on both sides.
  moveInDate: '2036-09-01',
  stayMonths: 6,
  roomTypes: ['Single Room', 'Studio'],
  wantsBills: 'must',
  wantsFurnished: 'nice',
  wantsPrivateBath: 'any',
  lifestyle: ['quiet', 'nightOwl'],
  couple: false,
  occupation: 'professional',
  ageRange: '25–29',
  name: 'Inês',
  photo: 'https://example.com/ines.jpg',
  phoneVerified: false,
  photos: [],
  photoDetails: {},
  status: 'active',
  createdAt: '2026-03-05T12:00:00.000Z',
  updatedAt: '2026-03-05T12:00:00.000Z',
  expiresAt: '2026-05-04T12:00:00.000Z',
  isOwner: false,
};

const CASES: { what: string; ad: WantedAd; shows: string }[] = [
  { what: 'an ad with a photo and every fact', ad, shows: 'Moving in Sep 1, 2036' },
  {
    what: 'an ad with the least an ad has',
    ad: {
      ...ad,
      _id: 'firstViewAd2',
      headline: 'Room please',
      aboutMe: '',
      areas: [{ name: 'Lisbon', km: 2, point: null }],
      moveInDate: '2020-01-01',
      stayMonths: 1,
      roomTypes: ['Shared Room'],
      lifestyle: [],
      couple: true,
      occupation: null,
      ageRange: null,
      photo: '',
    },
    shows: 'Moving in now',
  },
];

/** The page as the function serves it: the ad's data beside #root. */
function servePage(served: WantedAd, renderedAt: number) {
  const { body, templates } = renderWantedAdFirstView({ ad: served, renderedAt });
  const data = /<script type="application\/json"[\s\S]*<\/script>/.exec(body)![0];
  document.body.insertAdjacentHTML('beforeend', data);
  resetFirstViewAd();
  return templates;
}

describe('a Room wanted ad’s first view', () => {
  withoutApi();
  afterEach(() => {
    document.getElementById(FIRST_VIEW_AD_ID)?.remove();
    resetFirstViewAd();
  });

  for (const { what, ad: served, shows } of CASES) {
    for (const mode of THEME_MODES as ThemeMode[]) {
      it(`when ${what} opens in ${mode} mode, then React's first render starts with the function's markup`, async () => {
        const templates = servePage(served, Date.now());
        const expected = parse(templates[templateId('room-wanted-ad', mode)]!);
        expect(expected).toHaveTextContent(served.headline);
        expect(expected).toHaveTextContent(shows);
        // The static copy's buttons wait for React's.
        expected.querySelectorAll('button').forEach((button) => {
          expect(button).toHaveAttribute('inert');
          button.removeAttribute('inert');
        });
        const { container } = renderApp(paths.roomWantedAd(served._id), mode);
        await screen.findByRole('heading', { level: 1, name: served.headline });
        expect(normalise(cutTo(container, expected) as HTMLElement).innerHTML).toBe(
          expected.innerHTML,
        );
      });
    }
  }

  it('when the page carries another ad, or broken data, then the app does not use it', () => {
    servePage(ad, 1000);
    expect(firstViewAd(ad._id)).toEqual({ ad, renderedAt: 1000 });
    expect(firstViewAd('anotherAd')).toBeUndefined();
    document.getElementById(FIRST_VIEW_AD_ID)!.textContent = '{"ad": {"headline": 1}';
    resetFirstViewAd();
    expect(firstViewAd(ad._id)).toBeUndefined();
  });

  it('when an ad’s text would close the data element, then it stays inside it', () => {
    const { body } = renderWantedAdFirstView({
      ad: { ...ad, aboutMe: '</script><script>alert(1)</script><!--' },
      renderedAt: 0,
    });
    const data = body.slice(body.indexOf(`id="${FIRST_VIEW_AD_ID}"`));
    expect(data.indexOf('</script>')).toBe(data.length - '</script>'.length);
    expect(data).not.toContain('<!--');
  });
});
