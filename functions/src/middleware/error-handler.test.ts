import express from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http-error';
import { BUSY, errorHandler } from './error-handler';

function appThrowing(error: unknown) {
  const app = express();
  app.get('/', () => {
    throw error;
  });
  app.use(errorHandler);
  return app;
}

describe('errorHandler', () => {
  it('when a route throws an HttpError, then its status and message are sent', async () => {
    const response = await request(appThrowing(new HttpError(409, 'Taken'))).get('/');
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 'Taken' });
  });

  it('when a Firestore transaction is still contended after its retries, then 503 with Retry-After', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const aborted = Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });
    const response = await request(appThrowing(aborted)).get('/');
    spy.mockRestore();
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.body).toEqual({ error: BUSY });
  });

  it('when a route throws anything else, then the answer is a generic 500 without details', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await request(appThrowing(new Error('secret connection string'))).get('/');
    spy.mockRestore();
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: 'Internal server error' });
    expect(response.text).not.toContain('secret');
    expect(response.text).not.toContain('at ');
  });
});
