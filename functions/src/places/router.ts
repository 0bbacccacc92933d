// GET /places?q=…&limit=…: the place search as people type (docs/places.md).
// Public and the same for everyone, so browsers and Hosting's CDN keep each
// answer a day; the first request of an instance builds the gazetteer.
import { Router } from 'express';
import { PLACES_CACHE_CONTROL, placeQuerySchema } from '../contract/places';
import { parseOr400 } from '../lib/validation';
import { findPlaces } from './gazetteer';

export function placesRouter(): Router {
  const router = Router();

  router.get('/', (req, res) => {
    const { q, limit } = parseOr400(placeQuerySchema, req.query);
    res.set('Cache-Control', PLACES_CACHE_CONTROL);
    res.json(findPlaces(q, limit));
  });

  return router;
}
