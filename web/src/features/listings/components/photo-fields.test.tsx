// The listing form's photos: add (each URL checked as an image),
// reorder, remove, and what is sent. The image check is the profile photo's
// (lib/image-url.ts, tested against a real local server); here it is passed in.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/test-utils';
import { newListingValues, type ListingFormValues } from '../schemas';
import type { ListingInput } from '../types';
import { ListingForm } from './listing-form';
import { PHOTO_HINT } from './photo-fields';

const filled: ListingFormValues = {
  ...newListingValues('2026-05-01'),
  title: 'Room with a view',
  location: 'Porto',
  rentAmount: '900',
  roomType: 'Studio',
  description: 'Quiet street.',
  contactInfo: 'ana@example.com',
  availability: 'Available',
};

const A = 'https://images.example.com/a.jpg';
const B = 'https://images.example.com/b.jpg';
const C = 'https://images.example.com/c.jpg';

function renderForm({
  photos = [] as string[],
  checkImageUrl = vi.fn(async (_url: string) => true),
} = {}) {
  const onSubmit = vi.fn<(input: ListingInput) => Promise<unknown>>(async () => {});
  renderWithApp(
    <ListingForm
      defaultValues={{ ...filled, photos }}
      submitLabel="Save"
      cancelTo="/my-listings"
      onSubmit={onSubmit}
      checkImageUrl={checkImageUrl}
    />,
  );
  return { onSubmit, checkImageUrl };
}

const urlField = () => screen.getByLabelText(/^Photo URL/);
const addButton = () => screen.getByRole('button', { name: 'Add photo' });
const photoList = () => within(screen.getByRole('list', { name: 'Photos' }));
const shownOrder = () =>
  photoList()
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));

/** Pasted, as a link usually is (typed key by key, the whole form renders per key: slow on a busy machine). */
async function enterUrl(url: string) {
  await userEvent.clear(urlField());
  await userEvent.paste(url);
}

async function addPhoto(url: string) {
  await enterUrl(url);
  await userEvent.click(addButton());
}

const sent = async (onSubmit: ReturnType<typeof renderForm>['onSubmit']) => {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  return onSubmit.mock.calls[0]![0].photos;
};

describe('ListingForm photos', () => {
  it('when photos are added, then each is checked, shown in order with the first as cover, and sent', async () => {
    const { onSubmit, checkImageUrl } = renderForm();
    await addPhoto(A);
    await addPhoto(`  ${B} `);
    expect(checkImageUrl).toHaveBeenCalledWith(A);
    expect(checkImageUrl).toHaveBeenCalledWith(B);
    expect(shownOrder()).toEqual([A, B]);
    expect(photoList().getByRole('img', { name: 'Photo 1 (cover)' })).toBeInTheDocument();
    expect(photoList().getByText('Cover')).toBeInTheDocument();
    expect(urlField()).toHaveValue('');
    expect(await sent(onSubmit)).toEqual([A, B]);
  });

  it('when a URL is not an image, then it says "Please provide a valid image URL" and adds nothing', async () => {
    const { onSubmit } = renderForm({ checkImageUrl: vi.fn(async () => false) });
    await addPhoto('https://example.com/index.html');
    expect(await screen.findByText('Please provide a valid image URL')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Photos' })).not.toBeInTheDocument();
    expect(await sent(onSubmit)).toEqual([]);
  });

  it('when a URL is not https, then it is refused without asking the network', async () => {
    const { checkImageUrl } = renderForm();
    await addPhoto('http://example.com/a.jpg');
    expect(await screen.findByText('Please provide a valid image URL')).toBeInTheDocument();
    await addPhoto('not a url');
    expect(screen.getByText('Please provide a valid image URL')).toBeInTheDocument();
    expect(checkImageUrl).not.toHaveBeenCalled();
  });

  it('when the same photo is added twice, then it says so', async () => {
    renderForm({ photos: [A] });
    await addPhoto(A);
    expect(await screen.findByText('This photo is already added')).toBeInTheDocument();
    expect(shownOrder()).toEqual([A]);
  });

  it('when Enter is pressed in the URL field, then the photo is added and the form is not sent', async () => {
    const { onSubmit } = renderForm();
    await enterUrl(A);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(shownOrder()).toEqual([A]));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when photos are moved with the keyboard, then the order and the cover change and focus follows the photo', async () => {
    const { onSubmit } = renderForm({ photos: [A, B, C] });
    expect(screen.getByRole('button', { name: 'Move photo 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 down' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move photo 3 up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(shownOrder()).toEqual([A, C, B]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move photo 2 up' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    expect(shownOrder()).toEqual([C, A, B]);
    // At the top "Move up" is disabled, so focus moves to the photo's next button.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move photo 1 down' })).toHaveFocus(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Photo moved to position 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Move photo 2 down' }));
    expect(shownOrder()).toEqual([C, B, A]);
    expect(await sent(onSubmit)).toEqual([C, B, A]);
  });

  it('when a photo is removed, then it is gone from the list and from what is sent', async () => {
    const { onSubmit } = renderForm({ photos: [A, B, C] });
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(shownOrder()).toEqual([B, C]);
    expect(photoList().getByRole('img', { name: 'Photo 1 (cover)' })).toHaveAttribute('src', B);
    expect(await sent(onSubmit)).toEqual([B, C]);
  });

  it('when six photos are there, then no more can be added', () => {
    renderForm({ photos: Array.from({ length: 6 }, (_, i) => `https://example.com/${i}.jpg`) });
    expect(addButton()).toBeDisabled();
    expect(urlField()).toBeDisabled();
  });

  it('when the field is first shown, then it says what it takes before any mistake', () => {
    renderForm();
    expect(urlField()).toHaveAccessibleDescription(PHOTO_HINT);
    expect(PHOTO_HINT).toContain('Paste a link to an image (https://…)');
  });

  it("when one of Roomly's own images is pasted, as a path or as a link on this site, then it is added as its path", async () => {
    const { onSubmit, checkImageUrl } = renderForm();
    const bundled = '/images/listings/loft-960.webp';
    await addPhoto(bundled);
    await addPhoto(`${window.location.origin}/images/listings/garden-480.avif`);
    expect(checkImageUrl.mock.calls.map(([url]) => url)).toEqual([
      bundled,
      '/images/listings/garden-480.avif',
    ]);
    expect(await sent(onSubmit)).toEqual([bundled, '/images/listings/garden-480.avif']);
  });

  it('when a path is not one of the bundled images, then it is refused without a check', async () => {
    const { checkImageUrl } = renderForm();
    await addPhoto('/images/hero/find-roommate-640.avif');
    expect(await screen.findByText('Please provide a valid image URL')).toBeInTheDocument();
    expect(checkImageUrl).not.toHaveBeenCalled();
  });
});
