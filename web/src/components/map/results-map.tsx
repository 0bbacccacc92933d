// The results on a map (docs/places.md, "The map"): a marker for each ad,
// bubbles counting them when zoomed out, a popup with the ad's link, and
// "Search this area" once the member moves the map. Routes load it with
// `lazy()`: Leaflet, supercluster and Leaflet's CSS live in this chunk only.
// Without a tile URL (the default, and offline) the map is a plain themed
// background with the gazetteer's place names, and says so.
import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import L from 'leaflet';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link as RouterLink } from 'react-router-dom';
import {
  MAX_ZOOM,
  OFFLINE_NOTE,
  baseMapSx,
  boundsOf,
  createBaseMap,
  focusRing,
  followView,
  markerDotSx,
  usePlaceLabels,
  type MapViewState,
} from './base-map';
import { clusterItems, type MapMarker } from './clusters';
import { mapEnv } from './map-env';
import type { MapItem, ResultsMapProps } from './map-item';
import { searchAreaOf } from './map-view';

export const MAP_LABEL = 'Map of results';
export { OFFLINE_NOTE };
export const SEARCH_AREA_LABEL = 'Search this area';

/** The contiguous US, until the results are fitted. */
const START_CENTER: L.LatLngTuple = [39.5, -98.35];
const START_ZOOM = 4;
/** A single result (or several at one place) is shown at about a neighbourhood's scale. */
const FIT_MAX_ZOOM = 14;
const SELECTED = 'roomly-marker--selected';

/** Only what the map shows of each item: a parent's new array of the same ads changes nothing. */
const itemsKey = (items: MapItem[]) =>
  JSON.stringify(
    items.map(({ id, title, subtitle, href, lat, lng }) => ({
      id,
      title,
      subtitle,
      href,
      lat,
      lng,
    })),
  );

function markerName(marker: MapMarker): string {
  return marker.kind === 'item' ? marker.item.title : `${marker.count} results here: zoom in`;
}

function markerIcon(marker: MapMarker): L.DivIcon {
  if (marker.kind === 'item') {
    return L.divIcon({ className: 'roomly-marker', iconSize: [28, 28] });
  }
  const count = document.createElement('span');
  count.textContent = String(marker.count);
  const size = marker.count < 10 ? 36 : marker.count < 100 ? 42 : 48;
  return L.divIcon({ className: 'roomly-cluster', html: count, iconSize: [size, size] });
}

export default function ResultsMap({ items, selectedId, onSelect, onSearchArea }: ResultsMapProps) {
  const theme = useTheme();
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [view, setView] = useState<MapViewState | null>(null);
  const [moved, setMoved] = useState(false);
  const [popupItem, setPopupItem] = useState<MapItem | null>(null);
  /** Set while the map moves by itself (the first fit): no "Search this area" for that. */
  const fitting = useRef(false);
  /** The ad whose popup is open, if any. */
  const popupId = useRef<string | null>(null);
  const fitted = useRef(false);
  const callbacks = useRef({ onSelect, selectedId });
  useEffect(() => {
    callbacks.current = { onSelect, selectedId };
  });

  const key = itemsKey(items);
  const shownItems = useMemo(() => JSON.parse(key) as MapItem[], [key]);
  const clusters = useMemo(() => clusterItems(shownItems), [shownItems]);

  const popupContent = useMemo(() => document.createElement('div'), []);
  const popup = useMemo(
    () =>
      L.popup({ offset: [0, -10], maxWidth: 260, autoPanPadding: [24, 24] })
        .setContent(popupContent)
        .on('remove', () => {
          popupId.current = null;
        }),
    [popupContent],
  );

  // The map, once: Leaflet owns the container's children from here on.
  useEffect(() => {
    const container = containerRef.current!;
    const created = createBaseMap(container, {
      center: START_CENTER,
      zoom: START_ZOOM,
      worldCopyJump: true,
    });
    created.on('dragend', () => setMoved(true));
    created.on('zoomend', () => {
      if (!fitting.current) setMoved(true);
    });
    // The keyboard's arrows pan the map when the map itself has focus.
    created.on('keydown', (event: L.LeafletKeyboardEvent) => {
      const { key: pressed, target } = event.originalEvent;
      if (target === container && pressed.startsWith('Arrow')) setMoved(true);
    });
    const unfollow = followView(created, container, setView);
    setMap(created);
    return () => {
      unfollow();
      created.remove();
    };
  }, []);

  // The results' bounds on first show; later results (a new search) keep the member's view.
  useEffect(() => {
    if (!map || fitted.current || shownItems.length === 0) return;
    fitted.current = true;
    fitting.current = true;
    map.fitBounds(L.latLngBounds(shownItems.map((item) => [item.lat, item.lng])), {
      padding: [32, 32],
      maxZoom: FIT_MAX_ZOOM,
      animate: false,
    });
    fitting.current = false;
  }, [map, shownItems]);

  // The markers of the view, kept while they stay (a focused marker keeps its
  // focus as the map pans), all replaced when the results change.
  const markers = useRef(new Map<string, L.Marker>());
  const layer = useMemo(() => L.layerGroup(), []);
  useEffect(() => {
    if (!map) return;
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, layer]);
  useEffect(() => {
    const shown = markers.current;
    return () => {
      layer.clearLayers();
      shown.clear();
    };
  }, [clusters, layer]);
  useEffect(() => {
    if (!map || !view) return;
    const shown = markers.current;
    // A quarter of the view more each way: markers are there before a pan brings them in.
    const { south, west, north, east } = view.box;
    const [padLat, padLng] = [(north - south) / 4, (east - west) / 4];
    const around = {
      south: south - padLat,
      west: west - padLng,
      north: north + padLat,
      east: east + padLng,
    };
    const wanted = clusters.markersIn(around, view.zoom);
    const keys = new Set(wanted.map((marker) => marker.key));
    // A popup over an ad that joined a bubble (or left the view) closes with its marker.
    if (popupId.current && !keys.has(`item:${popupId.current}`)) popup.close();
    for (const [markerKey, marker] of shown) {
      if (keys.has(markerKey)) continue;
      layer.removeLayer(marker);
      shown.delete(markerKey);
    }
    for (const data of wanted) {
      if (shown.has(data.key)) continue;
      const name = markerName(data);
      const marker = L.marker([data.lat, data.lng], {
        icon: markerIcon(data),
        keyboard: true,
        title: name,
        alt: name,
        riseOnHover: true,
      });
      const activate = () => {
        if (data.kind === 'cluster') {
          map.setView([data.lat, data.lng], Math.min(data.expansionZoom, MAX_ZOOM));
          map.getContainer().focus();
          return;
        }
        callbacks.current.onSelect?.(data.item.id);
        popupId.current = data.item.id;
        setPopupItem(data.item);
        popup.setLatLng([data.lat, data.lng]).openOn(map);
      };
      marker.on('click', activate);
      marker.on('add', () => {
        const element = marker.getElement();
        if (!element) return;
        element.setAttribute('aria-label', name);
        if (data.kind === 'item') {
          const selected = data.item.id === callbacks.current.selectedId;
          element.classList.toggle(SELECTED, selected);
          marker.setZIndexOffset(selected ? 1000 : 0);
        }
        // A role="button" answers Enter and Space; Leaflet's markers listen to clicks only.
        element.addEventListener('keydown', (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          activate();
        });
      });
      layer.addLayer(marker);
      shown.set(data.key, marker);
    }
  }, [map, view, clusters, layer, popup]);

  // The list and the map in step: the card the member points at is highlighted here.
  useEffect(() => {
    for (const [markerKey, marker] of markers.current) {
      if (!markerKey.startsWith('item:')) continue;
      const selected = markerKey === `item:${selectedId}`;
      marker.getElement()?.classList.toggle(SELECTED, selected);
      marker.setZIndexOffset(selected ? 1000 : 0);
    }
  }, [selectedId, view]);

  // An ad that left the results takes its popup with it.
  useEffect(() => {
    if (popupItem && !shownItems.some((item) => item.id === popupItem.id)) popup.close();
  }, [shownItems, popupItem, popup]);
  // The popup's size follows its content, which React renders after it opened.
  useLayoutEffect(() => {
    if (popupItem && popup.isOpen()) popup.update();
  }, [popupItem, popup]);

  usePlaceLabels(map, view);

  const { palette } = theme;

  return (
    <Box
      role="region"
      aria-label={MAP_LABEL}
      sx={{
        position: 'relative',
        height: '100%',
        minHeight: 240,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box
        ref={containerRef}
        sx={{
          flex: 1,
          minHeight: 0,
          ...baseMapSx(theme),
          '& .roomly-marker': {
            display: 'grid',
            placeItems: 'center',
            cursor: 'pointer',
            borderRadius: '50%',
            '&::after': markerDotSx(theme),
            '&:focus-visible': focusRing(theme),
          },
          [`& .${SELECTED}::after`]: {
            width: 22,
            height: 22,
            backgroundColor: palette.secondary.main,
            border: `3px solid ${palette.background.paper}`,
            boxShadow: `0 0 0 3px ${palette.secondary.main}`,
          },
          '& .roomly-cluster': {
            display: 'grid',
            placeItems: 'center',
            cursor: 'pointer',
            borderRadius: '50%',
            backgroundColor: palette.primary.main,
            color: palette.primary.contrastText,
            border: `3px solid ${palette.background.paper}`,
            boxShadow: theme.shadows[3],
            ...theme.typography.subtitle2,
            '&:focus-visible': focusRing(theme),
          },
        }}
      />
      {moved && onSearchArea && map && (
        <Button
          variant="contained"
          size="small"
          onClick={() => {
            setMoved(false);
            onSearchArea(searchAreaOf(boundsOf(map)));
          }}
          sx={{
            position: 'absolute',
            top: 12,
            left: '50%',
            transform: 'translateX(-50%)',
            // Above Leaflet's panes and controls (up to 1000).
            zIndex: 1100,
            borderRadius: 5,
          }}
        >
          {SEARCH_AREA_LABEL}
        </Button>
      )}
      {!mapEnv.tilesUrl && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 1, py: 0.5 }}>
          {OFFLINE_NOTE}
        </Typography>
      )}
      {createPortal(
        popupItem && (
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <Link component={RouterLink} to={popupItem.href} variant="subtitle2">
              {popupItem.title}
            </Link>
            {popupItem.subtitle && (
              <Typography variant="body2" color="text.secondary">
                {popupItem.subtitle}
              </Typography>
            )}
          </Box>
        ),
        popupContent,
      )}
    </Box>
  );
}
