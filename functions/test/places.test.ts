// GET /places: the place search, public, answered from the offline gazetteer
// (src/places/, whose own tests cover the matching); here the route: its
// answers' shape, its 400s and its caching.
import { describe, expect, it } from 'vitest';
import { PLACES_CACHE_CONTROL, placeSchema } from '../src/contract/places';
import { api } from './helpers';

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
