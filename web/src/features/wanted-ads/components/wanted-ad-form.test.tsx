// The Room wanted form's areas and photos. Areas: each a place search with a
// distance, sent as `{ name, km, point? }` (GET /places answered by a stand-in:
// the picker's own tests ask the real one). Photos: the ads' photo area with a
// wanted ad's limits (uploads only, up to 4), its uploads sent as the body's
// `photos`, the form held while one is under way, and an edit keeping the ad's
// photos. The upload is passed in (the listing form's tests check the area's
// other behaviour; the API's own answers are functions/test/photo-uploads.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WANTED_AD_PHOTO_MESSAGES } from '@contract/wanted-ad';
import type { UploadedPhoto } from '@contract/photo';
import type { Place } from '@contract/places';
import { WAIT_FOR_UPLOADS } from '@/components/form-frame';
import { photoHint } from '@/components/ads/photo-fields';
import type { uploadPhoto } from '@/lib/photo-upload';
import { renderWithApp } from '@/testing/test-utils';
import { newWantedAdValues, type WantedAdBody, type WantedAdFormValues } from '../schemas';
import { WantedAdForm } from './wanted-ad-form';

const filled: WantedAdFormValues = {
  ...newWantedAdValues('2026-05-01', []),
  headline: 'Quiet nurse looking for a room',
  aboutMe: 'I work nights.',
  budget: '900',
  areas: [{ value: 'Porto', km: 2, point: null }],
};

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const photoId = (n: number) => `Upload${n}`.padEnd(20, '0');

/** A stand-in for POST /photos: each call waits until `store` answers it. */
function fakeUploads() {
  const stores: Array<(id: string) => void> = [];
  const upload = vi.fn<typeof uploadPhoto>(
    () =>
      new Promise<UploadedPhoto>((resolve) => {
        stores.push((id) =>
          resolve({ id, url: `/photos/${id}`, width: 1, height: 1, placeholder: 'AAAA' }),
        );
      }),
  );
  return { stores, upload };
}

function renderForm(photos: string[] = [], values: Partial<WantedAdFormValues> = {}) {
  const { stores, upload } = fakeUploads();
  const onSubmit = vi.fn<(body: WantedAdBody) => Promise<unknown>>(async () => {});
  renderWithApp(
    <WantedAdForm
      defaultValues={{ ...filled, ...values, photos }}
      submitLabel="Post ad"
      onSubmit={onSubmit}
      uploadPhoto={upload}
    />,
  );
  return { stores, upload, onSubmit };
}

const saveButton = () => screen.getByRole('button', { name: 'Post ad' });

const williamsburg: Place = {
  id: 'geonames:5143056',
  name: 'Williamsburg',
  kind: 'neighbourhood',
  region: 'NY',
  label: 'Williamsburg, NY',
  lat: 40.714,
  lng: -73.953,
  radiusKm: 2,
};

/** GET /places answers Williamsburg to any query; every other request fails the test. */
function fakePlaces() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.includes('/places?')) throw new Error(`unexpected request: ${url}`);
    return Response.json([williamsburg]);
  });
}

const area = (n: number) => within(screen.getByRole('group', { name: `Area ${n} and distance` }));
const areaName = (n: number) => area(n).findByRole('combobox', { name: `Area ${n}` });
const areaKm = (n: number) => area(n).getByRole('combobox', { name: 'Within' });

async function submitted(onSubmit: ReturnType<typeof renderForm>['onSubmit']) {
  await userEvent.click(saveButton());
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  return onSubmit.mock.calls[0]![0];
}

beforeEach(() => {
  // jsdom has no object URLs for its files: each is named after its file.
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => `blob:${(file as File).name}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('WantedAdForm areas', () => {
  it('when a place is chosen for an area and its distance set, then the area is sent with the place’s name, point and distance; a typed one with its name and 2 km', async () => {
    fakePlaces();
    const { onSubmit } = renderForm([], { areas: [{ value: '', km: 2, point: null }] });
    expect(areaKm(1)).toHaveValue('2');
    expect(
      within(areaKm(1))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 km', '2 km', '5 km', '10 km']);

    await userEvent.type(await areaName(1), 'Williamsb');
    await userEvent.click(await screen.findByRole('option', { name: /Williamsburg, NY/ }));
    expect(await areaName(1)).toHaveValue('Williamsburg, NY');
    await userEvent.selectOptions(areaKm(1), '5 km');
    await userEvent.click(screen.getByRole('button', { name: 'Add another area' }));
    await userEvent.type(await areaName(2), 'Testville');
    expect(areaKm(2)).toHaveValue('2');

    expect((await submitted(onSubmit)).areas).toEqual([
      { name: 'Williamsburg, NY', km: 5, point: { lat: 40.714, lng: -73.953 } },
      { name: 'Testville', km: 2 },
    ]);
  });

  it('when an ad is edited, then each area shows its name and distance, keeps its point while the name stays, and loses it once the name is changed', async () => {
    fakePlaces();
    const { onSubmit } = renderForm([], {
      areas: [
        { value: 'Williamsburg, NY', km: 1, point: { lat: 40.714, lng: -73.953 } },
        { value: 'Astoria', km: 10, point: { lat: 40.772, lng: -73.93 } },
      ],
    });
    expect(await areaName(1)).toHaveValue('Williamsburg, NY');
    expect(areaKm(1)).toHaveValue('1');
    expect(await areaName(2)).toHaveValue('Astoria');
    expect(areaKm(2)).toHaveValue('10');

    await userEvent.clear(await areaName(2));
    await userEvent.type(await areaName(2), 'Queens');

    expect((await submitted(onSubmit)).areas).toEqual([
      { name: 'Williamsburg, NY', km: 1, point: { lat: 40.714, lng: -73.953 } },
      { name: 'Queens', km: 10 },
    ]);
  });
});

describe('WantedAdForm photos', () => {
  it('when the form shows, then its photo area takes uploads only, up to 4, and has no link field', async () => {
    renderForm();
    expect(await screen.findByLabelText('Add photos')).toBeInTheDocument();
    expect(screen.getByText(photoHint(4))).toBeInTheDocument();
    expect(screen.queryByLabelText(/^or paste a link/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add link' })).not.toBeInTheDocument();
  });

  it('when five files are chosen, then four upload, the fifth is refused in the wanted ad’s words, and the stored four are sent in order once they are done', async () => {
    const { stores, upload, onSubmit } = renderForm();
    const files = [1, 2, 3, 4, 5].map((n) => png(`${n}.png`));
    await userEvent.upload(await screen.findByLabelText('Add photos'), files);

    expect(upload).toHaveBeenCalledTimes(4);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `5.png: ${WANTED_AD_PHOTO_MESSAGES.tooMany}`,
    );
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription(WAIT_FOR_UPLOADS);

    stores.forEach((store, i) => store(photoId(i + 1)));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    const list = within(screen.getByRole('list', { name: 'Photos' }));
    expect(list.getByRole('img', { name: 'Photo 1 (cover)' })).toHaveAttribute('src', 'blob:1.png');
    await userEvent.click(saveButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].photos).toEqual(
      [1, 2, 3, 4].map((n) => `/photos/${photoId(n)}`),
    );
  });

  it('when an ad with photos is edited, then the cover can change and its photos are sent back in the new order', async () => {
    const [a, b] = [`/photos/${photoId(1)}`, `/photos/${photoId(2)}`];
    const { onSubmit } = renderForm([a, b]);
    await userEvent.click(await screen.findByRole('button', { name: 'Make photo 2 the cover' }));
    await userEvent.click(saveButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].photos).toEqual([b, a]);
  });
});
