// GET /places and GET /places/labels: the place search and the map's labels,
// public, answered from the offline gazetteer (gazetteer.ts and labels.ts,
// whose own tests cover the matching and the choice of labels); here the
// routes through Express, in process, with the API's error middleware: their answers' shape,
// their 400s and their caching. They read no database, so they run with the
// pure tests.
import { describe, expect, it } from 'vitest';
import express from 'express';
import request from 'supertest';
import { PLACES_CACHE_CONTROL, placeSchema } from '../contract/places';
import { errorHandler } from '../middleware/error-handler';
import { placesRouter } from './router';

// Mounted as app.ts mounts it, with the API's one error middleware.
const app = express().use('/places', placesRouter()).use(errorHandler);
const api = () => request(app);

describe('GET /places', () => {
  it('when a place is searched, signed out, then the matches answer in the wire shape, cached a day', async () => {
    const response = await api().get('/places').query({ q: 'Brooklyn' }).expect(200);
    expect(response.headers['cache-control']).toBe(PLACES_CACHE_CONTROL);
    expect(PLACES_CACHE_CONTROL).toBe('public, max-age=86400');
    const places = placeSchema.array().parse(response.body);
    expect(places).toHaveLength(8);
    expect(places[0]).toMatchObject({
      id: expect.stringMatching(/^geonames:\d+$/),
      name: 'Brooklyn',
      kind: 'city',
      region: 'NY',
      label: 'Brooklyn, NY',
    });
  });

  it('when "NYC", "SF", a ZIP or a state is searched, then the place people mean comes first', async () => {
    for (const [q, label] of [
      ['NYC', 'New York City, NY'],
      ['New York', 'New York City, NY'],
      ['SF', 'San Francisco, CA'],
      ['11211', '11211 (Williamsburg, NY)'],
      ['TX', 'Texas'],
      ['  Austin, TX  ', 'Austin, TX'],
    ]) {
      const { body } = await api().get('/places').query({ q }).expect(200);
      expect(body[0]?.label, q).toBe(label);
    }
  });

  it('when a limit is given, then at most that many answer; without one, 8', async () => {
    const one = await api().get('/places').query({ q: 'San', limit: '1' }).expect(200);
    expect(one.body).toHaveLength(1);
    const ten = await api().get('/places').query({ q: 'San', limit: '10' }).expect(200);
    expect(ten.body).toHaveLength(10);
    expect(ten.body[0]).toEqual(one.body[0]);
  });

  it('when nothing matches, then the answer is an empty list, still cached', async () => {
    const response = await api().get('/places').query({ q: 'Austen' }).expect(200);
    expect(response.body).toEqual([]);
    expect(response.headers['cache-control']).toBe(PLACES_CACHE_CONTROL);
  });

  it.each([
    ['no q', '', 'q is required'],
    ['a q of one character after trimming', 'q=%20a%20', 'q must be 2 to 80 characters'],
    ['a q of 81 characters', `q=${'a'.repeat(81)}`, 'q must be 2 to 80 characters'],
    ['q twice', 'q=New&q=York', 'q must be 2 to 80 characters'],
    ['a limit of 0', 'q=Austin&limit=0', 'limit must be an integer from 1 to 10'],
    ['a limit of 11', 'q=Austin&limit=11', 'limit must be an integer from 1 to 10'],
    [
      'a limit that is not a number',
      'q=Austin&limit=five',
      'limit must be an integer from 1 to 10',
    ],
    ['an unknown parameter', 'q=Austin&near=1', 'Unknown query parameter(s): near'],
  ])(
    'when the query has %s, then it is a 400 saying so, not cached',
    async (_what, query, error) => {
      const response = await api().get(`/places?${query}`).expect(400);
      expect(response.body).toEqual({ error });
      expect(response.headers['cache-control']).not.toBe(PLACES_CACHE_CONTROL);
    },
  );

  it('when an 80-character q is searched, then it is accepted', async () => {
    await api()
      .get('/places')
      .query({ q: 'a'.repeat(80) })
      .expect(200, []);
  });
});

describe('GET /places/labels', () => {
  const brooklyn = '40.6,-74.05,40.75,-73.85';

  it('when a box is asked for, signed out, then its most populous cities and neighbourhoods answer, cached a day', async () => {
    const response = await api().get('/places/labels').query({ bbox: brooklyn }).expect(200);
    expect(response.headers['cache-control']).toBe(PLACES_CACHE_CONTROL);
    const places = placeSchema.array().parse(response.body);
    expect(places).toHaveLength(20);
    expect(places[0]?.label).toBe('New York City, NY');
    expect(places.map((place) => place.label)).toContain('Brooklyn, NY');
    for (const place of places) {
      expect(['city', 'neighbourhood']).toContain(place.kind);
      expect(place.lat).toBeGreaterThanOrEqual(40.6);
      expect(place.lat).toBeLessThanOrEqual(40.75);
      expect(place.lng).toBeGreaterThanOrEqual(-74.05);
      expect(place.lng).toBeLessThanOrEqual(-73.85);
    }
  });

  it('when a limit is given, then the most populous that many answer', async () => {
    const { body: three } = await api()
      .get('/places/labels')
      .query({ bbox: brooklyn, limit: '3' })
      .expect(200);
    const { body: fifty } = await api()
      .get('/places/labels')
      .query({ bbox: brooklyn, limit: '50' })
      .expect(200);
    expect(three).toHaveLength(3);
    expect(fifty.length).toBeGreaterThan(20);
    expect(fifty.slice(0, 3)).toEqual(three);
  });

  it('when the box holds no place (the open sea), then the answer is an empty list', async () => {
    await api().get('/places/labels').query({ bbox: '30,-60,31,-59' }).expect(200, []);
  });

  it.each([
    ['no bbox', '', 'bbox is required'],
    ['three numbers', 'bbox=40,-74,41', 'bbox must be four numbers: south,west,north,east'],
    ['a word', 'bbox=40,-74,41,east', 'bbox must be four numbers: south,west,north,east'],
    [
      'bbox twice',
      'bbox=40,-74,41,-73&bbox=40,-74,41,-73',
      'bbox must be four numbers: south,west,north,east',
    ],
    [
      'a latitude past 90',
      'bbox=85,-74,91,-73',
      'bbox latitudes must be from -90 to 90 and longitudes from -180 to 180',
    ],
    [
      'a longitude past 180',
      'bbox=40,179,41,181',
      'bbox latitudes must be from -90 to 90 and longitudes from -180 to 180',
    ],
    ['south above north', 'bbox=41,-74,40,-73', 'bbox south must not be greater than north'],
    ['west east of east', 'bbox=40,-73,41,-74', 'bbox west must not be greater than east'],
    ['a box 12 degrees wide', 'bbox=40,-85,41,-73', 'bbox must span at most 10 degrees each way'],
    ['a limit of 0', `bbox=${brooklyn}&limit=0`, 'limit must be an integer from 1 to 50'],
    ['a limit of 51', `bbox=${brooklyn}&limit=51`, 'limit must be an integer from 1 to 50'],
    ['an unknown parameter', `bbox=${brooklyn}&q=Brooklyn`, 'Unknown query parameter(s): q'],
  ])(
    'when the query has %s, then it is a 400 saying so, not cached',
    async (_what, query, error) => {
      const response = await api().get(`/places/labels?${query}`).expect(400);
      expect(response.body).toEqual({ error });
      expect(response.headers['cache-control']).not.toBe(PLACES_CACHE_CONTROL);
    },
  );

  it('when the box is exactly 10 degrees each way, then it is accepted', async () => {
    const { body } = await api()
      .get('/places/labels')
      .query({ bbox: '35,-80,45,-70', limit: '1' })
      .expect(200);
    expect(body[0]?.label).toBe('New York City, NY');
  });
});
