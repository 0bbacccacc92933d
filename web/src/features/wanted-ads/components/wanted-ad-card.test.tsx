// A Room wanted card's areas and distance: each area with how far around it
// the seeker would live, and on a near search how far the nearest one is; the
// writer's "Phone verified" mark.
import { screen, within } from '@testing-library/react';
import type { WantedAd } from '@contract/wanted-ad';
import { renderWithApp } from '@/testing/test-utils';
import { PHONE_VERIFIED_MARK_DESCRIPTION } from './phone-verified-mark';
import { WantedAdCard } from './wanted-ad-card';

const ad: WantedAd = {
  _id: 'cardAd1',
  userId: 'seeker-uid',
  headline: 'Nurse seeks a calm room',
  aboutMe: 'I work nights.',
  budget: 950,
  areas: [
    { name: 'Williamsburg, NY', km: 2, point: { lat: 40.714, lng: -73.953 } },
    { name: 'Quillby', km: 10, point: null },
  ],
  moveInDate: '2036-09-01',
  stayMonths: 6,
  roomTypes: ['Single Room'],
  wantsBills: 'any',
  wantsFurnished: 'any',
  wantsPrivateBath: 'any',
  lifestyle: [],
  couple: false,
  occupation: null,
  ageRange: null,
  name: 'Inês',
  photo: '',
  phoneVerified: false,
  photos: [],
  photoDetails: {},
  status: 'active',
  createdAt: null,
  updatedAt: null,
  expiresAt: null,
  isOwner: false,
};

const card = () => within(screen.getByRole('article', { name: 'Inês' }));

describe('WantedAdCard', () => {
  it('when an ad is listed, then each area reads with its distance, and no distance from a search', () => {
    renderWithApp(<WantedAdCard ad={ad} today="2026-11-29" />);
    expect(
      card().getByText('Within 2 km of Williamsburg, NY · Within 10 km of Quillby'),
    ).toBeInTheDocument();
    expect(card().queryByText(/ away$/)).not.toBeInTheDocument();
  });

  it('when it is on a near search, then it says how far its nearest area is, as browse’s rows do', () => {
    renderWithApp(<WantedAdCard ad={{ ...ad, distanceKm: 1.24 }} today="2026-11-29" />);
    expect(card().getByText('1.2 km away')).toBeInTheDocument();
  });

  it('when the writer has a verified phone, then the writer line says so, explained; without one, nothing', () => {
    const { unmount } = renderWithApp(
      <WantedAdCard ad={{ ...ad, phoneVerified: true }} today="2026-11-29" />,
    );
    expect(card().getByText('Phone verified')).toHaveAttribute(
      'title',
      PHONE_VERIFIED_MARK_DESCRIPTION,
    );
    unmount();
    renderWithApp(<WantedAdCard ad={ad} today="2026-11-29" />);
    expect(card().queryByText('Phone verified')).not.toBeInTheDocument();
  });
});
