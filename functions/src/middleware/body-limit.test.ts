import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bodyLimit } from './body-limit';
import { errorHandler } from './error-handler';

describe('bodyLimit', () => {
  it('when Cloud Functions already parsed a large body, then its raw size still counts', async () => {
    const app = express();
    app.use((req, _res, next) => {
      // What the Functions framework leaves behind after parsing.
      Object.assign(req, { rawBody: Buffer.alloc(40 * 1024) });
      next();
    });
    app.use(bodyLimit);
    app.post('/', (_req, res) => {
      res.json({ ok: true });
    });
    app.use(errorHandler);
    const response = await request(app).post('/');
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 'Request body too large' });
  });
});
