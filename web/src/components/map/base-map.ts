// What every Roomly map is drawn on (docs/places.md, "The map"): the tiles of
// VITE_MAP_TILES_URL, or, without them (the default, and offline), a plain
// themed background with the gazetteer's place names and a note saying so.
// Only the lazily loaded map chunks import it: Leaflet stays out of the pages.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Theme } from '@mui/material/styles';
import L from 'leaflet';
import { useEffect } from 'react';
import type { Bbox } from '@contract/place-values';
import type { Place } from '@contract/places';
import { apiRequest } from '@/lib/api-client';
import { mapEnv } from './map-env';
import { labelsBbox } from './map-view';

export const OFFLINE_NOTE =
  "Map tiles aren't available here, so the map shows places on a plain background.";
/** GeoNames' licence asks for this wherever its names show (docs/places.md). */
const GEONAMES_CREDIT = 'Place names © <a href="https://www.geonames.org/">GeoNames</a>, CC BY 4.0';

export const MAX_ZOOM = 18;
const LABEL_LIMIT = 30;
const LABEL_PANE = 'roomly-labels';

/** What the map shows: its bounds and zoom, as the labels and the markers need them. */
export type MapViewState = { box: Bbox; zoom: number };

export const boundsOf = (map: L.Map): Bbox => {
  const bounds = map.getBounds();
  return {
    south: bounds.getSouth(),
    west: bounds.getWest(),
    north: bounds.getNorth(),
    east: bounds.getEast(),
  };
};

/** A Leaflet map in `container` with the tiles, or the pane the place names go in. */
export function createBaseMap(container: HTMLElement, options: L.MapOptions): L.Map {
  const map = L.map(container, { maxZoom: MAX_ZOOM, minZoom: 2, ...options });
  map.attributionControl.setPrefix(
    '<a href="https://leafletjs.com" title="A JavaScript library for interactive maps">Leaflet</a>',
  );
  if (mapEnv.tilesUrl) {
    L.tileLayer(mapEnv.tilesUrl, {
      attribution: mapEnv.tilesAttribution,
      maxZoom: MAX_ZOOM,
    }).addTo(map);
  } else {
    map.attributionControl.addAttribution(GEONAMES_CREDIT);
    const pane = map.createPane(LABEL_PANE);
    // Above the (absent) tiles, below the markers; the names are scenery,
    // the markers are what a screen reader reads.
    pane.style.zIndex = '350';
    pane.style.pointerEvents = 'none';
    pane.setAttribute('aria-hidden', 'true');
  }
  return map;
}

/**
 * Reports the map's view (now and after every move: the place names follow
 * it) and keeps its size when its container's changes. Answers the cleanup.
 */
export function followView(
  map: L.Map,
  container: HTMLElement,
  onView: (view: MapViewState) => void,
): () => void {
  const report = () => onView({ box: boundsOf(map), zoom: map.getZoom() });
  map.on('moveend', report);
  const resize =
    typeof ResizeObserver === 'undefined'
      ? undefined
      : new ResizeObserver(() => map.invalidateSize());
  resize?.observe(container);
  report();
  return () => resize?.disconnect();
}

/**
 * The place names, most populous first, each left out where it would overlap
 * one already placed (its width guessed from its length): a dense view keeps
 * its big names readable.
 */
function placeLabelsLayer(map: L.Map, places: Place[]): L.LayerGroup {
  const layer = L.layerGroup();
  const placed: { x: number; y: number; halfWidth: number }[] = [];
  for (const [rank, place] of places.entries()) {
    const point = map.latLngToContainerPoint([place.lat, place.lng]);
    const halfWidth = place.name.length * 3.6 + 6;
    const overlaps = placed.some(
      (other) =>
        Math.abs(other.x - point.x) < other.halfWidth + halfWidth &&
        Math.abs(other.y - point.y) < 18,
    );
    if (overlaps) continue;
    placed.push({ x: point.x, y: point.y, halfWidth });
    const name = document.createElement('span');
    name.textContent = place.name;
    if (rank < 5) name.className = 'roomly-map-label--major';
    L.marker([place.lat, place.lng], {
      icon: L.divIcon({ className: 'roomly-map-label', html: name, iconSize: [0, 0] }),
      pane: LABEL_PANE,
      interactive: false,
      keyboard: false,
    }).addTo(layer);
  }
  return layer;
}

/** Without tiles, the view's place names from GET /places/labels, drawn on the map. */
export function usePlaceLabels(map: L.Map | null, view: MapViewState | null) {
  const bbox = !mapEnv.tilesUrl && view ? labelsBbox(view.box) : undefined;
  const labels = useQuery<Place[]>({
    queryKey: ['places', 'labels', bbox],
    queryFn: ({ signal }) =>
      apiRequest<Place[]>('/places/labels', {
        query: { bbox, limit: LABEL_LIMIT },
        auth: 'none',
        signal,
      }).then(({ data }) => data),
    enabled: bbox !== undefined,
    // The API's answers are cached a day; so are they here, for the visit.
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    retry: false,
  });
  useEffect(() => {
    if (!map || !view || !labels.data) return;
    const names = placeLabelsLayer(map, labels.data).addTo(map);
    return () => {
      names.remove();
    };
  }, [map, view, labels.data]);
}

/** The map's background colour: the page's, a shade apart. */
export const mapBackground = ({ palette }: Theme) =>
  palette.mode === 'dark' ? palette.grey[900] : palette.grey[100];

export const focusRing = ({ palette }: Theme) => ({
  outline: `3px solid ${palette.primary.main}`,
  outlineOffset: 2,
});

/** The container's styles every map shares: background, focus, place names, controls, popups. */
export function baseMapSx(theme: Theme) {
  const { palette } = theme;
  const background = mapBackground(theme);
  return {
    '&.leaflet-container': {
      backgroundColor: background,
      fontFamily: theme.typography.fontFamily,
    },
    '&.leaflet-container:focus-visible': focusRing(theme),
    '& .roomly-map-label span': {
      position: 'absolute',
      transform: 'translate(-50%, -50%)',
      whiteSpace: 'nowrap',
      color: palette.text.secondary,
      ...theme.typography.caption,
      textShadow: `0 0 3px ${background}, 0 0 3px ${background}`,
    },
    '& .roomly-map-label .roomly-map-label--major': {
      ...theme.typography.body2,
      fontWeight: 600,
      color: palette.text.primary,
    },
    // `&.leaflet-container …`: one class more than leaflet.css's rules, which load later.
    '&.leaflet-container .leaflet-popup-content-wrapper, &.leaflet-container .leaflet-popup-tip': {
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
    },
    '&.leaflet-container .leaflet-popup-content p': { margin: 0 },
    '&.leaflet-container .leaflet-popup-content a': { color: palette.primary.main },
    '&.leaflet-container .leaflet-control-attribution, &.leaflet-container .leaflet-bar a': {
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
    },
    '&.leaflet-container .leaflet-control-attribution a': { color: palette.primary.main },
  };
}

/** A marker's dot: the primary colour, ringed by the page. */
export function markerDotSx(theme: Theme, size = 14) {
  return {
    content: '""',
    width: size,
    height: size,
    borderRadius: '50%',
    backgroundColor: theme.palette.primary.main,
    border: `2px solid ${theme.palette.background.paper}`,
    boxShadow: theme.shadows[2],
  };
}
