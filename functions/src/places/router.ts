// GET /places?q=…&limit=…: the place search as people type, and
// GET /places/labels?bbox=…&limit=…: the names a map without tiles shows (docs/places.md).
// Public and the same for everyone, so browsers and Hosting's CDN keep each
// answer a day; the first request of an instance builds the gazetteer.
import { Router } from 'express';
import { PLACES_CACHE_CONTROL, placeLabelsQuerySchema, placeQuerySchema } from '../contract/places';
import { parseOr400 } from '../lib/validation';
import { findPlaces } from './gazetteer';
import { placeLabels } from './labels';

export function placesRouter(): Router {
  const router = Router();

  router.get('/', (req, res) => {
    const { q, limit } = parseOr400(placeQuerySchema, req.query);
    res.set('Cache-Control', PLACES_CACHE_CONTROL);
    res.json(findPlaces(q, limit));
  });

  router.get('/labels', (req, res) => {
    const { bbox, limit } = parseOr400(placeLabelsQuerySchema, req.query);
    res.set('Cache-Control', PLACES_CACHE_CONTROL);
    res.json(placeLabels(bbox, limit));
  });

  return router;
}
