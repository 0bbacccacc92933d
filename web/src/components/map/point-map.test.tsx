// The pin's map with real Leaflet in jsdom: the pin is a named control that
// the arrow keys move one grid step at a time, always on the stored grid; a
// new point from the form moves it; without tiles the map says so.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { POINT_GRID, type Point } from '@contract/near';
import { env } from '@/config/env';
import { startServer } from '@/testing/local-server';
import { renderWithApp } from '@/testing/test-utils';
import { OFFLINE_NOTE } from './base-map';
import PointMap, { PIN_LABEL, PIN_MAP_LABEL } from './point-map';

let server: Awaited<ReturnType<typeof startServer>>;
const originalBase = env.apiBaseUrl;

beforeAll(async () => {
  // The plain map asks for its place names.
  server = await startServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('[]');
  });
  env.apiBaseUrl = server.url;
});

afterAll(async () => {
  env.apiBaseUrl = originalBase;
  await server.close();
});

describe('PointMap', () => {
  it('when the pin has focus, then each arrow moves it one grid step, on the grid, and tells the form', async () => {
    const moves: Point[] = [];
    // Off the grid, as a place's centre may be: the pin starts on the grid.
    renderWithApp(
      <PointMap point={{ lat: 40.7141, lng: -73.9612 }} onMove={(p) => moves.push(p)} />,
    );
    const map = screen.getByRole('region', { name: PIN_MAP_LABEL });
    expect(map).toHaveTextContent(OFFLINE_NOTE);
    const pin = screen.getByRole('button', { name: PIN_LABEL });
    pin.focus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}');
    expect(moves).toEqual([
      { lat: 40.716, lng: -73.962 },
      { lat: 40.716, lng: -73.959 },
      { lat: 40.716, lng: -73.956 },
      { lat: 40.713, lng: -73.956 },
      { lat: 40.713, lng: -73.959 },
    ]);
    for (const { lat, lng } of moves) {
      expect(Math.abs(lat / POINT_GRID - Math.round(lat / POINT_GRID))).toBeLessThan(1e-6);
      expect(Math.abs(lng / POINT_GRID - Math.round(lng / POINT_GRID))).toBeLessThan(1e-6);
    }
    // Other keys are the map's: they move nothing.
    await userEvent.keyboard('{Enter}a');
    expect(moves).toHaveLength(5);
  });

  it('when the form chooses another place, then the pin moves there and steps from it', async () => {
    const moves: Point[] = [];
    const onMove = (p: Point) => moves.push(p);
    function Form() {
      const [point, setPoint] = useState<Point>({ lat: 40.713, lng: -73.959 });
      return (
        <>
          <button type="button" onClick={() => setPoint({ lat: 30.267, lng: -97.743 })}>
            Austin
          </button>
          <PointMap point={point} onMove={onMove} />
        </>
      );
    }
    renderWithApp(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Austin' }));
    screen.getByRole('button', { name: PIN_LABEL }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(moves).toEqual([{ lat: 30.264, lng: -97.743 }]);
  });
});
