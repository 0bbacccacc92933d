// The place picker against the real API (GET /places on the Hosting
// emulator, answered by the offline gazetteer); only the browser's
// geolocation, which isn't ours, is stood in for.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Place } from '@contract/places';
import { api } from '@/testing/emulator-data';
import {
  LOCATION_FAILED,
  PLACES_CREDIT,
  PLACE_KIND_LABELS,
  PlacePicker,
  noPlacesMatch,
} from './place-picker';

const placesFor = (q: string) =>
  api<Place[]>(null, 'GET', `/places?${new URLSearchParams({ q, limit: '8' }).toString()}`);

const field = () => screen.getByRole('combobox', { name: 'Near' });
const optionNames = () =>
  within(screen.getByRole('listbox', { name: 'Near' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Waits until the list shows exactly these places, as "label, kind" (the kind is small text). */
const expectOptions = (names: string[]) => waitFor(() => expect(optionNames()).toEqual(names));

function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
  const geolocation = { getCurrentPosition: vi.fn(getCurrentPosition) };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return geolocation.getCurrentPosition;
}

describe('PlacePicker', () => {
  let newYork: Place[];

  beforeAll(async () => {
    // Also the function's first place search, which builds the gazetteer.
    newYork = await placesFor('New York');
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
    vi.restoreAllMocks();
  });

  it('when "New York" is typed, then New York City, NY is the first place listed, as a city, with the data’s credit', async () => {
    render(<PlacePicker onChange={vi.fn()} />);
    expect(field()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(field(), 'New York');

    await expectOptions(newYork.map((place) => `${place.label}, ${PLACE_KIND_LABELS[place.kind]}`));
    expect(optionNames()[0]).toBe('New York City, NY, City');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(PLACES_CREDIT)).toBeVisible();
  });

  it('when "NYC" is entered, then New York City, NY is first too', async () => {
    render(<PlacePicker onChange={vi.fn()} />);
    await userEvent.click(field());

    await userEvent.paste('NYC');

    await waitFor(() => expect(optionNames()[0]).toBe('New York City, NY, City'));
  });

  it('when a place is chosen with the arrow keys and Enter, then onChange gets its label and point, the list closes and the form isn’t sent; cleared, onChange gets null', async () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PlacePicker onChange={onChange} />
      </form>,
    );
    await userEvent.click(field());
    await userEvent.paste('New York');
    const first = newYork[0];
    const second = newYork[1];
    await expectOptions(newYork.map((place) => `${place.label}, ${PLACE_KIND_LABELS[place.kind]}`));

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const highlighted = screen.getByRole('option', { selected: true });
    expect(highlighted).toHaveTextContent(second.label);
    expect(field()).toHaveAttribute('aria-activedescendant', highlighted.id);
    await userEvent.keyboard('{ArrowUp}{Enter}');

    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      label: 'New York City, NY',
      lat: first.lat,
      lng: first.lng,
    });
    expect(field()).toHaveValue('New York City, NY');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(field());
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('when a query is entered again, then its answer comes from memory, without asking the API again', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const placeRequests = () =>
      fetchSpy.mock.calls.filter(([url]) => String(url).includes('/places?')).length;
    render(<PlacePicker onChange={vi.fn()} />);
    await userEvent.click(field());
    await userEvent.paste('Park Slope');
    await waitFor(() => expect(optionNames()[0]).toMatch(/^Park Slope/));
    expect(placeRequests()).toBe(1);

    await userEvent.clear(field());
    await userEvent.paste('park  slope ');

    expect(optionNames()[0]).toMatch(/^Park Slope/);
    expect(placeRequests()).toBe(1);
  });

  it('when Escape is pressed, then the list closes and nothing is chosen', async () => {
    const onChange = vi.fn();
    render(<PlacePicker label="Area" onChange={onChange} />);
    const area = screen.getByRole('combobox', { name: 'Area' });
    await userEvent.click(area);
    await userEvent.paste('Brooklyn');
    await screen.findByRole('listbox', { name: 'Area' });

    await userEvent.keyboard('{ArrowDown}{Escape}');

    expect(area).toHaveAttribute('aria-expanded', 'false');
    expect(area).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('when nothing matches "Austen", then no place is listed and the field says so', async () => {
    render(<PlacePicker onChange={vi.fn()} />);

    await userEvent.type(field(), 'Austen');

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(noPlacesMatch('Austen')),
    );
    expect(noPlacesMatch('Austen')).toBe('No places match “Austen”.');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('when "Use my location" is pressed and the browser knows it, then onChange gets "My location" rounded to 3 decimals; nothing is asked before', async () => {
    const getCurrentPosition = stubGeolocation((success) =>
      success({ coords: { latitude: 40.712776, longitude: -73.961487 } } as GeolocationPosition),
    );
    const onChange = vi.fn();
    render(<PlacePicker onChange={onChange} />);
    expect(getCurrentPosition).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));

    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      label: 'My location',
      lat: 40.713,
      lng: -73.961,
    });
    expect(field()).toHaveValue('My location');
    expect(field()).not.toHaveAccessibleDescription();
  });

  it('when "Use my location" is refused, then the field says to type a place, and nothing is chosen', async () => {
    stubGeolocation((_success, failure) =>
      failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    const onChange = vi.fn();
    render(<PlacePicker onChange={onChange} />);

    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));

    expect(field()).toHaveAccessibleDescription(LOCATION_FAILED);
    expect(LOCATION_FAILED).toBe('We couldn’t get your location. Type a place instead.');
    expect(onChange).not.toHaveBeenCalled();
    expect(field()).toHaveValue('');
  });
});
