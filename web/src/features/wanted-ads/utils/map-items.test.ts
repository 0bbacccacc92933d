import type { WantedAd } from '@contract/wanted-ad';
import { markerArea, pointOf, wantedAdMapItems } from './map-items';

const williamsburg = { name: 'Williamsburg', km: 2, point: { lat: 40.714, lng: -73.953 } } as const;
const astoria = { name: 'Astoria', km: 5, point: { lat: 40.772, lng: -73.93 } } as const;
const nowhere = { name: 'Quillby', km: 2, point: null } as const;

const ad = (id: string, areas: WantedAd['areas']) =>
  ({ _id: id, name: `Seeker ${id}`, budget: 900, areas }) as WantedAd;

describe('Room wanted ads on the map', () => {
  it('when there is no search centre, then an ad’s marker is at its first area with a point', () => {
    expect(markerArea(ad('a', [nowhere, astoria, williamsburg]))).toBe(astoria);
  });

  it('when there is a centre, then an ad’s marker is at its area nearest to it', () => {
    const greenpoint = { lat: 40.73, lng: -73.954 };
    expect(markerArea(ad('a', [astoria, nowhere, williamsburg]), greenpoint)).toBe(williamsburg);
    expect(markerArea(ad('a', [astoria, williamsburg]), { lat: 40.77, lng: -73.92 })).toBe(astoria);
  });

  it('when ads are shown, then each with a known area is one marker named by the seeker, linking to the ad; one with none is left out', () => {
    const items = wantedAdMapItems(
      [ad('a', [williamsburg, astoria]), ad('b', [nowhere])],
      pointOf('40.77,-73.92'),
    );
    expect(items).toEqual([
      {
        id: 'a',
        title: 'Seeker a',
        subtitle: 'up to $900/month · Within 5 km of Astoria',
        href: '/room-wanted/a',
        lat: 40.772,
        lng: -73.93,
      },
    ]);
  });

  it('when the URL’s near is no point, then there is no centre', () => {
    expect(pointOf(undefined)).toBeUndefined();
    expect(pointOf('north')).toBeUndefined();
    expect(pointOf('40.7,-73.9')).toEqual({ lat: 40.7, lng: -73.9 });
  });
});
