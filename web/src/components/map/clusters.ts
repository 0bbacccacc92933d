// The results as the map shows them at a zoom: an ad's own marker, or a
// bubble counting the ads too close together to tell apart (supercluster).
import Supercluster from 'supercluster';
import type { Bbox } from '@contract/place-values';
import type { MapItem } from './map-item';

export type MapMarker =
  | { kind: 'item'; key: string; item: MapItem; lat: number; lng: number }
  | {
      kind: 'cluster';
      key: string;
      count: number;
      lat: number;
      lng: number;
      /** The zoom at which the bubble comes apart. */
      expansionZoom: number;
    };

/** Markers closer than this many pixels join one bubble. */
const CLUSTER_RADIUS_PX = 56;
/** Past this zoom (streets) every ad has its own marker. */
export const CLUSTER_MAX_ZOOM = 15;

type ItemProps = { index: number };

/** The items indexed once; `markersIn` answers each view from the index. */
export function clusterItems(items: MapItem[]) {
  const index = new Supercluster<ItemProps, Record<string, never>>({
    radius: CLUSTER_RADIUS_PX,
    maxZoom: CLUSTER_MAX_ZOOM,
  });
  index.load(
    items.map((item, at) => ({
      type: 'Feature' as const,
      properties: { index: at },
      geometry: { type: 'Point' as const, coordinates: [item.lng, item.lat] },
    })),
  );

  /** The markers of a view at a zoom (Leaflet's fractional zooms count as the one below). */
  function markersIn(view: Bbox, zoom: number): MapMarker[] {
    return index
      .getClusters([view.west, view.south, view.east, view.north], Math.floor(zoom))
      .map((feature): MapMarker => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const properties = feature.properties;
        if ('cluster' in properties && properties.cluster) {
          const id = properties.cluster_id;
          return {
            kind: 'cluster',
            key: `cluster:${id}`,
            count: properties.point_count,
            lat,
            lng,
            expansionZoom: index.getClusterExpansionZoom(id),
          };
        }
        const item = items[(properties as ItemProps).index]!;
        return { kind: 'item', key: `item:${item.id}`, item, lat: item.lat, lng: item.lng };
      });
  }

  return { markersIn };
}
