// Room wanted ads on the results map: each ad is one marker, at its area
// nearest the search's centre (on a near search), else at its first area that
// has a point. An ad none of whose areas the gazetteer knows isn't on the map.
import { distanceKm, type Point } from '@contract/near';
import type { WantedAd } from '@contract/wanted-ad';
import type { MapItem } from '@/components/map/map-item';
import { paths } from '@/config/paths';
import { areaText, budgetText } from './format';

type Area = WantedAd['areas'][number];
type Located = Area & { point: Point };

/** The ad's area the marker stands for, or undefined when no area has a point. */
export function markerArea(ad: Pick<WantedAd, 'areas'>, centre?: Point): Located | undefined {
  const located = ad.areas.filter((area): area is Located => area.point !== null);
  if (!centre) return located[0];
  let nearest: Located | undefined;
  for (const area of located) {
    if (!nearest || distanceKm(centre, area.point) < distanceKm(centre, nearest.point)) {
      nearest = area;
    }
  }
  return nearest;
}

/** "40.714,-73.961" (the URL's `near`) as a point. */
export function pointOf(near: string | undefined): Point | undefined {
  if (!near) return undefined;
  const [lat, lng] = near.split(',').map(Number);
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat: lat!, lng: lng! } : undefined;
}

/** The ads' markers: named by the seeker, with their budget and the area marked. */
export function wantedAdMapItems(ads: readonly WantedAd[], centre?: Point): MapItem[] {
  return ads.flatMap((ad) => {
    const area = markerArea(ad, centre);
    if (!area) return [];
    return [
      {
        id: ad._id,
        title: ad.name,
        subtitle: `${budgetText(ad.budget)} · ${areaText(area)}`,
        href: paths.roomWantedAd(ad._id),
        lat: area.point.lat,
        lng: area.point.lng,
      },
    ];
  });
}
