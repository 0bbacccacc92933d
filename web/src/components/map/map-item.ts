// The results map's props, apart from the map itself (results-map.tsx, which
// loads Leaflet): routes and features import these without pulling it in.

/** One ad on the map: a listing's or a Room wanted ad's public point. */
export type MapItem = {
  id: string;
  title: string;
  subtitle?: string;
  /** Where its popup's link goes (the ad's page). */
  href: string;
  lat: number;
  lng: number;
};

/** The place a near search of the map's view is named by (the URL's `place`). */
export const MAP_AREA = 'Map area';

/** What "Search this area" asks for: the view's centre (3 decimals) and a radius of NEAR_KM. */
export type SearchArea = { lat: number; lng: number; km: number };

export type ResultsMapProps = {
  items: MapItem[];
  /** The highlighted marker: the card the member hovers or chose in the list. */
  selectedId?: string;
  onSelect?: (id: string) => void;
  onSearchArea?: (area: SearchArea) => void;
};
