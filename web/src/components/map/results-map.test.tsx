// The map with real Leaflet in jsdom: markers as named buttons, a click
// selecting and opening the ad's popup, the place names of a map without
// tiles from the API (a local server answers GET /places/labels), and its note.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NEAR_KM } from '@contract/place-values';
import type { Place } from '@contract/places';
import { env } from '@/config/env';
import { startServer } from '@/testing/local-server';
import { renderWithApp } from '@/testing/test-utils';
import { mapEnv } from './map-env';
import type { MapItem } from './map-item';
import ResultsMap, { MAP_LABEL, OFFLINE_NOTE } from './results-map';

const items: MapItem[] = [
  {
    id: 'sunny',
    title: 'Sunny room in Williamsburg',
    subtitle: '$1,200 a month',
    href: '/details/sunny',
    lat: 40.714,
    lng: -73.961,
  },
  {
    id: 'quiet',
    title: 'Quiet room near the park',
    href: '/details/quiet',
    lat: 40.668,
    lng: -73.98,
  },
];

const brooklyn: Place = {
  id: 'geonames:5110302',
  name: 'Brooklyn',
  kind: 'city',
  region: 'NY',
  label: 'Brooklyn, NY',
  lat: 40.65,
  lng: -73.95,
  radiusKm: 17,
};

let server: Awaited<ReturnType<typeof startServer>>;
const asked: string[] = [];
const originalBase = env.apiBaseUrl;

beforeAll(async () => {
  server = await startServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    asked.push(`${url.pathname}?${url.searchParams}`);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(url.pathname === '/places/labels' ? [brooklyn] : []));
  });
  env.apiBaseUrl = server.url;
});

afterAll(async () => {
  env.apiBaseUrl = originalBase;
  await server.close();
});

beforeEach(() => {
  // jsdom lays nothing out: the map's container is given a phone-sized box.
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(400);
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the results map', () => {
  it('when it shows results without tiles, then each ad is a named marker, a click or Enter selects it and opens its link, and the plain map names its places and says so', async () => {
    const onSelect = vi.fn();
    const { container } = renderWithApp(
      <div style={{ height: 600 }}>
        <ResultsMap items={items} onSelect={onSelect} onSearchArea={() => {}} />
      </div>,
    );
    const map = screen.getByRole('region', { name: MAP_LABEL });
    expect(within(map).getByText(OFFLINE_NOTE)).toBeVisible();

    const sunny = within(map).getByRole('button', { name: 'Sunny room in Williamsburg' });
    expect(within(map).getByRole('button', { name: 'Quiet room near the park' })).toBeVisible();
    await userEvent.click(sunny);
    expect(onSelect).toHaveBeenCalledWith('sunny');
    const link = await within(map).findByRole('link', { name: 'Sunny room in Williamsburg' });
    expect(link).toHaveAttribute('href', '/details/sunny');
    expect(within(map).getByText('$1,200 a month')).toBeVisible();
    // From the keyboard too: a marker is a button.
    within(map).getByRole('button', { name: 'Quiet room near the park' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('quiet');
    expect(
      await within(map).findByRole('link', { name: 'Quiet room near the park' }),
    ).toHaveAttribute('href', '/details/quiet');

    // The fitted view's labels, in a box of tenths of a degree.
    await waitFor(() => expect(container.querySelector('.roomly-map-label')).not.toBeNull());
    expect(container.querySelector('.roomly-map-label')).toHaveTextContent('Brooklyn');
    expect(asked.find((path) => path.startsWith('/places/labels?'))).toMatch(
      /^\/places\/labels\?bbox=40\.\d%2C-74\.\d%2C40\.\d%2C-73\.\d&limit=30$/,
    );
    // Nothing moved the map but the first fit: no "Search this area" yet.
    expect(within(map).queryByRole('button', { name: 'Search this area' })).toBeNull();
  });

  it('when an ad is selected in the list, then its marker is highlighted; when the member zooms in, then "Search this area" asks for the view around the results', async () => {
    const onSearchArea = vi.fn();
    // The list's side: what the member points at there.
    function WithList() {
      const [selected, setSelected] = useState('quiet');
      return (
        <>
          <button onClick={() => setSelected('sunny')}>Point at the sunny room</button>
          <ResultsMap items={items} selectedId={selected} onSearchArea={onSearchArea} />
        </>
      );
    }
    renderWithApp(<WithList />);
    const map = screen.getByRole('region', { name: MAP_LABEL });
    const quiet = within(map).getByRole('button', { name: 'Quiet room near the park' });
    const sunny = within(map).getByRole('button', { name: 'Sunny room in Williamsburg' });
    expect(quiet).toHaveClass('roomly-marker--selected');
    expect(sunny).not.toHaveClass('roomly-marker--selected');
    await userEvent.click(screen.getByRole('button', { name: 'Point at the sunny room' }));
    await waitFor(() => expect(sunny).toHaveClass('roomly-marker--selected'));
    expect(quiet).not.toHaveClass('roomly-marker--selected');

    await userEvent.click(within(map).getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(await within(map).findByRole('button', { name: 'Search this area' }));
    expect(onSearchArea).toHaveBeenCalledTimes(1);
    const [area] = onSearchArea.mock.calls[0] as [{ lat: number; lng: number; km: number }];
    // Centred between the two rooms, the view a few km across.
    expect(area.lat).toBeCloseTo(40.691, 1);
    expect(area.lng).toBeCloseTo(-73.97, 1);
    expect(NEAR_KM).toContain(area.km);
    expect(area.km).toBeLessThanOrEqual(5);
    expect(within(map).queryByRole('button', { name: 'Search this area' })).toBeNull();
  });

  it('when a tile URL is set, then the map draws its tiles with their credit, asks for no place names and shows no note', async () => {
    mapEnv.tilesUrl = 'https://tiles.example.com/{z}/{x}/{y}.png';
    mapEnv.tilesAttribution = '© Example Maps';
    asked.length = 0;
    try {
      const { container } = renderWithApp(<ResultsMap items={items} />);
      const map = screen.getByRole('region', { name: MAP_LABEL });
      await waitFor(() => expect(container.querySelector('img.leaflet-tile')).not.toBeNull());
      expect(container.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(
        /^https:\/\/tiles\.example\.com\/\d+\/\d+\/\d+\.png$/,
      );
      expect(within(map).getByText(/© Example Maps/)).toBeInTheDocument();
      expect(within(map).queryByText(OFFLINE_NOTE)).toBeNull();
      expect(within(map).queryByText(/GeoNames/)).toBeNull();
      expect(asked).toEqual([]);
    } finally {
      mapEnv.tilesUrl = null;
      mapEnv.tilesAttribution = '';
    }
  });
});
