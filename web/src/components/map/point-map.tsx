// Moving an ad's pin (docs/places.md, "Where a listing is"): a small map with
// one pin the poster drags, or moves with a click on the map or the arrow
// keys (one step of the stored grid each). The pin sits on the grid the API
// stores (contract/near.ts, about 300 m), so where it shows is where the ad
// will be, never finer. Forms load it with `lazy()`: Leaflet stays in the
// map's chunk.
import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { POINT_GRID, roundPoint, type Point } from '@contract/near';
import {
  OFFLINE_NOTE,
  baseMapSx,
  createBaseMap,
  focusRing,
  followView,
  markerDotSx,
  usePlaceLabels,
  type MapViewState,
} from './base-map';
import { mapEnv } from './map-env';

export const PIN_MAP_LABEL = 'Map to move the pin';
export const PIN_LABEL = 'Pin: drag it, or use the arrow keys';
export const PIN_HELP =
  'Drag the pin, click the map, or focus the pin and use the arrow keys: it moves in steps of about 300 m.';

/** A neighbourhood's scale: streets apart, not doors. */
const ZOOM = 14;

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [1, 0],
  ArrowDown: [-1, 0],
  ArrowRight: [0, 1],
  ArrowLeft: [0, -1],
};

type Props = {
  /** Where the pin is now. */
  point: Point;
  /** The pin moved: its new place, on the stored grid. */
  onMove: (point: Point) => void;
};

export default function PointMap({ point, onMove }: Props) {
  const theme = useTheme();
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [view, setView] = useState<MapViewState | null>(null);
  const pin = useRef<L.Marker | null>(null);
  const latest = useRef({ point, onMove });
  useEffect(() => {
    latest.current = { point, onMove };
  });

  useEffect(() => {
    const container = containerRef.current!;
    const start = roundPoint(latest.current.point);
    const created = createBaseMap(container, { center: [start.lat, start.lng], zoom: ZOOM });
    const move = (to: Point) => {
      const snapped = roundPoint(to);
      pin.current?.setLatLng([snapped.lat, snapped.lng]);
      latest.current.onMove(snapped);
    };
    const marker = L.marker([start.lat, start.lng], {
      icon: L.divIcon({ className: 'roomly-pin', iconSize: [32, 32] }),
      draggable: true,
      keyboard: true,
      title: PIN_LABEL,
      alt: PIN_LABEL,
      autoPan: true,
    }).addTo(created);
    pin.current = marker;
    marker.on('dragend', () => move(marker.getLatLng()));
    const element = marker.getElement();
    element?.setAttribute('aria-label', PIN_LABEL);
    element?.addEventListener('keydown', (event) => {
      const step = ARROWS[event.key];
      if (!step) return;
      // The pin's keys move the pin, not the map under it.
      event.preventDefault();
      event.stopPropagation();
      const at = marker.getLatLng();
      const to = { lat: at.lat + step[0] * POINT_GRID, lng: at.lng + step[1] * POINT_GRID };
      move(to);
      created.panTo([to.lat, to.lng], { animate: false });
    });
    created.on('click', (event: L.LeafletMouseEvent) => move(event.latlng));
    const unfollow = followView(created, container, setView);
    setMap(created);
    return () => {
      unfollow();
      pin.current = null;
      created.remove();
    };
  }, []);

  // A new place chosen in the form moves the pin there and the map with it.
  useEffect(() => {
    if (!map || !pin.current) return;
    const at = pin.current.getLatLng();
    const to = roundPoint(point);
    if (at.lat === to.lat && at.lng === to.lng) return;
    pin.current.setLatLng([to.lat, to.lng]);
    map.setView([to.lat, to.lng], map.getZoom(), { animate: false });
  }, [map, point]);

  usePlaceLabels(map, view);

  return (
    <Box role="region" aria-label={PIN_MAP_LABEL} sx={{ display: 'grid', gap: 0.5 }}>
      <Box
        ref={containerRef}
        sx={{
          height: { xs: 220, sm: 260 },
          borderRadius: 1,
          ...baseMapSx(theme),
          '& .roomly-pin': {
            display: 'grid',
            placeItems: 'center',
            cursor: 'grab',
            borderRadius: '50%',
            '&::after': {
              ...markerDotSx(theme, 20),
              backgroundColor: theme.palette.secondary.main,
              border: `3px solid ${theme.palette.background.paper}`,
            },
            '&:focus-visible': focusRing(theme),
          },
        }}
      />
      <Typography variant="caption" color="text.secondary">
        {PIN_HELP}
        {!mapEnv.tilesUrl && ` ${OFFLINE_NOTE}`}
      </Typography>
    </Box>
  );
}
