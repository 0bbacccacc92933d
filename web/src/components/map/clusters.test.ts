import { describe, expect, it } from 'vitest';
import { CLUSTER_MAX_ZOOM, clusterItems } from './clusters';
import type { MapItem } from './map-item';

const item = (id: string, lat: number, lng: number): MapItem => ({
  id,
  title: `Room ${id}`,
  href: `/details/${id}`,
  lat,
  lng,
});

// Two rooms a few streets apart in Brooklyn, one in Manhattan, one in Austin.
const items = [
  item('a', 40.714, -73.961),
  item('b', 40.717, -73.957),
  item('c', 40.758, -73.985),
  item('d', 30.267, -97.743),
];
const usa = { south: 24, west: -125, north: 50, east: -66 };
const describeMarkers = (markers: ReturnType<ReturnType<typeof clusterItems>['markersIn']>) =>
  markers
    .map((marker) => (marker.kind === 'item' ? marker.item.id : `${marker.count} together`))
    .sort();

describe('the map markers', () => {
  it('when the whole country is shown, then the New York rooms are one bubble counting three and Austin its own marker', () => {
    const markers = clusterItems(items).markersIn(usa, 4);
    expect(describeMarkers(markers)).toEqual(['3 together', 'd']);
    const bubble = markers.find((marker) => marker.kind === 'cluster');
    expect(bubble).toMatchObject({ kind: 'cluster', count: 3 });
    expect(bubble?.kind === 'cluster' && bubble.expansionZoom).toBeGreaterThan(4);
  });

  it('when a bubble is opened at its expansion zoom, then it comes apart', () => {
    const clusters = clusterItems(items);
    const bubble = clusters.markersIn(usa, 4).find((marker) => marker.kind === 'cluster');
    if (bubble?.kind !== 'cluster') throw new Error('expected a bubble');
    const nyc = { south: 40.6, west: -74.1, north: 40.85, east: -73.8 };
    const opened = clusters.markersIn(nyc, bubble.expansionZoom);
    expect(opened.length).toBeGreaterThan(1);
    expect(opened.reduce((sum, m) => sum + (m.kind === 'cluster' ? m.count : 1), 0)).toBe(3);
  });

  it('when zoomed in to the streets, then every room has its own marker, keyed by its id', () => {
    const markers = clusterItems(items).markersIn(usa, CLUSTER_MAX_ZOOM + 1);
    expect(describeMarkers(markers)).toEqual(['a', 'b', 'c', 'd']);
    expect(markers.map((marker) => marker.key).sort()).toEqual([
      'item:a',
      'item:b',
      'item:c',
      'item:d',
    ]);
  });

  it('when the view holds only some rooms, then only their markers answer', () => {
    const austin = { south: 30, west: -98, north: 30.5, east: -97.5 };
    expect(describeMarkers(clusterItems(items).markersIn(austin, 10.6))).toEqual(['d']);
  });
});
