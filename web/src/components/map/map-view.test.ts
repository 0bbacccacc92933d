import { describe, expect, it } from 'vitest';
import { PLACE_LABELS_MAX_SPAN } from '@contract/place-values';
import { labelsBbox, searchAreaOf } from './map-view';

/** A view `height` by `width` degrees around a centre. */
const around = (lat: number, lng: number, height: number, width = height) => ({
  south: lat - height / 2,
  north: lat + height / 2,
  west: lng - width / 2,
  east: lng + width / 2,
});

describe('"Search this area"', () => {
  it('when the view is a few streets across, then it asks for its centre within 1 km', () => {
    expect(searchAreaOf(around(40.7128, -74.006, 0.01))).toEqual({
      lat: 40.713,
      lng: -74.006,
      km: 1,
    });
  });

  it('when the view is a borough across, then the smallest radius reaching half its shorter side', () => {
    // 0.1° is 11.1 km tall but 8.4 km wide at New York's latitude: half of 8.4 is 4.2, so 5.
    expect(searchAreaOf(around(40.7, -74, 0.1)).km).toBe(5);
    // 0.3° tall, 1° wide: half of 33 km is 16.7, so 25.
    expect(searchAreaOf(around(40.7, -74, 0.3, 1)).km).toBe(25);
  });

  it('when half the shorter side is just under or just over a radius, then that radius or the next', () => {
    // At the equator a degree is 111.2 km each way.
    const tall = (halfKm: number) => around(0, 0, (halfKm * 2) / 111.2, 1);
    expect(searchAreaOf(tall(1.99)).km).toBe(2);
    expect(searchAreaOf(tall(2.01)).km).toBe(5);
    expect(searchAreaOf(tall(9.99)).km).toBe(10);
    expect(searchAreaOf(tall(10.01)).km).toBe(25);
  });

  it('when the view is wider than the largest radius reaches, then 50 km', () => {
    expect(searchAreaOf(around(39.5, -98.35, 20, 50)).km).toBe(50);
  });

  it('when the map has scrolled a world east or west, then the centre is on the first world', () => {
    expect(searchAreaOf(around(40.7, -74 + 360, 0.1))).toMatchObject({ lat: 40.7, lng: -74 });
    expect(searchAreaOf(around(40.7, -74 - 720, 0.1))).toMatchObject({ lat: 40.7, lng: -74 });
  });
});

describe('the labels box', () => {
  const spans = (bbox: string) => {
    const [south, west, north, east] = bbox.split(',').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    return { south, west, north, east, height: north - south, width: east - west };
  };

  it('when the view is small, then its box is rounded outward to tenths of a degree', () => {
    expect(labelsBbox({ south: 40.63, west: -74.04, north: 40.78, east: -73.91 })).toBe(
      '40.6,-74.1,40.8,-73.9',
    );
  });

  it('when two views are a little apart, then they ask for the same box', () => {
    const first = labelsBbox({ south: 40.63, west: -74.04, north: 40.78, east: -73.91 });
    const second = labelsBbox({ south: 40.61, west: -74.02, north: 40.79, east: -73.92 });
    expect(second).toBe(first);
  });

  it('when the view is wider than the API answers, then its middle is asked for, within the limit', () => {
    const box = spans(labelsBbox({ south: 20, west: -130, north: 50, east: -60 })!);
    expect(box.height).toBeLessThanOrEqual(PLACE_LABELS_MAX_SPAN + 1e-9);
    expect(box.width).toBeLessThanOrEqual(PLACE_LABELS_MAX_SPAN + 1e-9);
    expect(box.height).toBeGreaterThan(PLACE_LABELS_MAX_SPAN - 0.5);
    expect((box.south + box.north) / 2).toBeCloseTo(35, 0);
    expect((box.west + box.east) / 2).toBeCloseTo(-95, 0);
  });

  it('when the map has scrolled a world east, then the box is on the first world', () => {
    expect(labelsBbox({ south: 40.63, west: 285.96, north: 40.78, east: 286.09 })).toBe(
      '40.6,-74.1,40.8,-73.9',
    );
  });

  it('when the view crosses the 180th meridian, then no labels are asked for', () => {
    expect(labelsBbox({ south: 50, west: 175, north: 55, east: 185 })).toBeUndefined();
  });
});
