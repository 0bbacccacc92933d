// Entry point for Cloud Functions. Only firebase-functions loads at import:
// Express, the routes and Firebase Admin load on the first request, so
// deployment analysis and cold starts stay quick.
import type { Request, Response } from 'express';
import { onRequest } from 'firebase-functions/v2/https';

type Handler = (req: Request, res: Response) => void;
let app: Promise<Handler> | undefined;

export const api = onRequest(
  { region: 'us-central1', memory: '256MiB', timeoutSeconds: 30 },
  async (req, res) => {
    app ??= import('./app.js').then(({ createApp }) => createApp());
    let handler: Handler;
    try {
      handler = await app;
    } catch (err) {
      // Don't cache a failed load: the next request tries again.
      app = undefined;
      throw err;
    }
    handler(req, res);
  },
);
