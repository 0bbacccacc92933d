// The listing form's photos: files uploaded (shown at once with their
// progress, refused before sending when the API would refuse them, the API's
// refusal on the thumbnail, the form held while one is under way), links
// added (each URL checked as an image), reorder, cover, remove, the limit of
// 8, and what is sent. The upload and the image check are passed in here:
// the upload goes to the real API in listing-form-uploads.test.tsx, the image
// check is the profile photo's (lib/image-url.ts, tested against a real local
// server).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_MESSAGES, type UploadedPhoto } from '@contract/photo';
import { ApiError } from '@/lib/api-client';
import type { uploadPhoto } from '@/lib/photo-upload';
import { renderWithApp } from '@/testing/test-utils';
import { newListingValues, type ListingFormValues } from '../schemas';
import type { ListingInput } from '../types';
import { ListingForm, WAIT_FOR_UPLOADS } from './listing-form';
import { LINK_HINT, PHOTO_HINT, TOO_MANY_LINKS, TOO_MANY_PHOTOS } from './photo-fields';

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

/** The smallest PNG there is (1 × 1), as a file a member chose. */
const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const png = (name: string) => new File([PNG_BYTES], name, { type: 'image/png' });

/** One upload the fake API holds until the test answers it. */
type Sent = {
  file: File;
  progress: (share: number) => void;
  store: (id: string) => void;
  refuse: (message: string) => void;
  signal?: AbortSignal;
};

/** A stand-in for POST /photos: each call waits in `sent` until answered. */
function fakeUploads() {
  const sent: Sent[] = [];
  const upload = vi.fn<typeof uploadPhoto>(
    (file, { onProgress, signal } = {}) =>
      new Promise<UploadedPhoto>((resolve, reject) => {
        sent.push({
          file,
          signal,
          progress: (share) => onProgress?.(share),
          store: (id) =>
            resolve({ id, url: `/photos/${id}`, width: 1, height: 1, placeholder: 'AAAA' }),
          refuse: (message) => reject(new ApiError(message, 415)),
        });
      }),
  );
  return { sent, upload };
}

/** A photo id as Firestore makes them (20 letters and digits). */
const photoId = (n: number) => `Upload${n}`.padEnd(20, '0');

function renderForm({
  photos = [] as string[],
  checkImageUrl = vi.fn(async (_url: string) => true),
  upload = fakeUploads().upload,
} = {}) {
  const onSubmit = vi.fn<(input: ListingInput) => Promise<unknown>>(async () => {});
  renderWithApp(
    <ListingForm
      defaultValues={{ ...filled, photos }}
      submitLabel="Save"
      cancelTo="/my-listings"
      onSubmit={onSubmit}
      checkImageUrl={checkImageUrl}
      uploadPhoto={upload}
    />,
  );
  return { onSubmit, checkImageUrl };
}

const urlField = () => screen.getByLabelText(/^or paste a link/);
const addButton = () => screen.getByRole('button', { name: 'Add link' });
const fileInput = () => screen.getByLabelText('Add photos');
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const photoList = () => within(screen.getByRole('list', { name: 'Photos' }));
/** The photo area's announcements (the form has other live regions: the place picker's). */
const photoStatus = () =>
  within(screen.getByRole('group', { name: 'Photos (optional)' })).getByRole('status');
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
  // The form hears that its uploads are done in a render of its own.
  await waitFor(() => expect(saveButton()).toBeEnabled());
  await userEvent.click(saveButton());
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  return onSubmit.mock.calls[0]![0].photos;
};

beforeEach(() => {
  // jsdom has no object URLs for its files: each is named after its file.
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => `blob:${(file as File).name}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ListingForm uploads', () => {
  it('when files are chosen, then each shows at once with its progress, joins the photos in the order chosen once stored, and is sent', async () => {
    const { sent: uploads, upload } = fakeUploads();
    const { onSubmit } = renderForm({ upload });
    await userEvent.upload(fileInput(), [png('a.png'), png('b.png'), png('c.png')]);

    expect(uploads.map((u) => u.file.name)).toEqual(['a.png', 'b.png', 'c.png']);
    expect(shownOrder()).toEqual(['blob:a.png', 'blob:b.png', 'blob:c.png']);
    expect(photoList().getByRole('img', { name: 'Photo 1 (cover)' })).toBeInTheDocument();
    const bars = photoList().getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Uploading photo 1',
      'Uploading photo 2',
      'Uploading photo 3',
    ]);
    uploads[0]!.progress(0.5);
    await waitFor(() => expect(bars[0]).toHaveAttribute('value', '0.5'));

    // The second is stored first: it waits for the first, so the order stays.
    uploads[1]!.store(photoId(2));
    uploads[0]!.store(photoId(1));
    uploads[2]!.store(photoId(3));
    await waitFor(() => expect(photoList().queryAllByRole('progressbar')).toHaveLength(0));
    expect(shownOrder()).toEqual(['blob:a.png', 'blob:b.png', 'blob:c.png']);
    expect(await sent(onSubmit)).toEqual(
      [photoId(1), photoId(2), photoId(3)].map((id) => `/photos/${id}`),
    );
  });

  it('while a photo uploads, then the form says so and cannot be sent, by its button or by Enter', async () => {
    const { sent: uploads, upload } = fakeUploads();
    const { onSubmit } = renderForm({ upload });
    await userEvent.upload(fileInput(), png('a.png'));
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription(WAIT_FOR_UPLOADS);
    await userEvent.type(screen.getByLabelText(/^Title/), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();

    uploads[0]!.store(photoId(1));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(screen.queryByText(WAIT_FOR_UPLOADS)).not.toBeInTheDocument();
    expect(await sent(onSubmit)).toEqual([`/photos/${photoId(1)}`]);
  });

  it('when a file is another type, HEIC or over 15 MB, then the browser refuses it in the API’s words and sends nothing', async () => {
    const { upload } = fakeUploads();
    renderForm({ upload });
    const files = [
      new File(['GIF89a'], 'party.gif', { type: 'image/gif' }),
      new File(['…'], 'IMG_0001.HEIC', { type: 'image/heic' }),
      new File([new Uint8Array(15 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }),
      new File(['%PDF'], 'lease.pdf', { type: 'application/pdf' }),
    ];
    // Dropped on the photos (a drop, unlike the picker, isn't filtered by `accept`).
    fireEvent.drop(screen.getByRole('group', { name: /^Photos/ }), {
      dataTransfer: { files, types: ['Files'] },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`party.gif: ${PHOTO_MESSAGES.unsupported}`);
    expect(alert).toHaveTextContent(`IMG_0001.HEIC: ${PHOTO_MESSAGES.heic}`);
    expect(alert).toHaveTextContent(`huge.jpg: ${PHOTO_MESSAGES.tooLarge}`);
    expect(alert).toHaveTextContent(`lease.pdf: ${PHOTO_MESSAGES.unsupported}`);
    expect(upload).not.toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Photos' })).not.toBeInTheDocument();
  });

  it('when the API refuses a file, then its message shows on the thumbnail, the form can be sent without it, and Remove drops it', async () => {
    const { sent: uploads, upload } = fakeUploads();
    const { onSubmit } = renderForm({ upload, photos: [A] });
    await userEvent.upload(fileInput(), [png('fake.png'), png('b.png')]);
    uploads[0]!.refuse(PHOTO_MESSAGES.unsupported);
    uploads[1]!.store(photoId(2));
    const item = (await photoList().findByText(PHOTO_MESSAGES.unsupported)).closest('li')!;
    expect(within(item).getByRole('img')).toHaveAttribute('src', 'blob:fake.png');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(shownOrder()).toEqual([A, 'blob:b.png', 'blob:fake.png']);

    await userEvent.click(within(item).getByRole('button', { name: 'Remove photo 3' }));
    expect(shownOrder()).toEqual([A, 'blob:b.png']);
    expect(await sent(onSubmit)).toEqual([A, `/photos/${photoId(2)}`]);
  });

  it('when the API holds a stored photo for a moderator, then its thumbnail says why, and it is sent like the others', async () => {
    const held = PHOTO_MESSAGES.held;
    const upload = vi.fn<typeof uploadPhoto>(async (file) => ({
      id: photoId(1),
      url: `/photos/${photoId(1)}`,
      width: 1,
      height: 1,
      placeholder: 'AAAA',
      ...(file.name === 'copied.png' ? { held: true as const, message: held } : {}),
    }));
    const { onSubmit } = renderForm({ upload });
    await userEvent.upload(fileInput(), png('copied.png'));
    const item = (await photoList().findByText(held)).closest('li')!;
    expect(within(item).getByRole('img')).toHaveAttribute('src', 'blob:copied.png');
    expect(await sent(onSubmit)).toEqual([`/photos/${photoId(1)}`]);
  });

  it('when a photo under way is removed, then its upload is stopped and it is not sent', async () => {
    const { sent: uploads, upload } = fakeUploads();
    const { onSubmit } = renderForm({ upload });
    await userEvent.upload(fileInput(), png('a.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(uploads[0]!.signal?.aborted).toBe(true);
    expect(screen.queryByRole('list', { name: 'Photos' })).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
    expect(await sent(onSubmit)).toEqual([]);
  });

  it('when stored photos are moved and made the cover, then the order is sent that way', async () => {
    const { sent: uploads, upload } = fakeUploads();
    const { onSubmit } = renderForm({ upload });
    await userEvent.upload(fileInput(), [png('a.png'), png('b.png'), png('c.png')]);
    uploads.forEach((u, i) => u.store(photoId(i + 1)));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Make photo 3 the cover' }));
    expect(shownOrder()).toEqual(['blob:c.png', 'blob:a.png', 'blob:b.png']);
    expect(photoStatus()).toHaveTextContent('Photo 3 is now the cover');
    expect(photoList().getByRole('img', { name: 'Photo 1 (cover)' })).toHaveAttribute(
      'src',
      'blob:c.png',
    );
    expect(screen.getByRole('button', { name: 'Make photo 1 the cover' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move photo 2 right' }));
    expect(shownOrder()).toEqual(['blob:c.png', 'blob:b.png', 'blob:a.png']);
    expect(await sent(onSubmit)).toEqual([3, 2, 1].map((n) => `/photos/${photoId(n)}`));
  });

  it('when 8 photos would be passed (links count too), then the files past it are refused and no more can be added', async () => {
    const { upload } = fakeUploads();
    const links = Array.from({ length: 6 }, (_, i) => `https://example.com/${i}.jpg`);
    renderForm({ upload, photos: links });
    await userEvent.upload(fileInput(), [png('a.png'), png('b.png'), png('c.png')]);
    expect(upload.mock.calls.map(([file]) => file.name)).toEqual(['a.png', 'b.png']);
    expect(screen.getByRole('alert')).toHaveTextContent(`c.png: ${TOO_MANY_PHOTOS}`);
    expect(fileInput()).toBeDisabled();
    expect(urlField()).toBeDisabled();
    expect(photoList().getAllByRole('img')).toHaveLength(8);
  });

  it('when the field is first shown, then "Add photos" says in a member’s words what it takes', () => {
    renderForm();
    expect(fileInput()).toHaveAttribute('type', 'file');
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(fileInput()).toHaveAttribute('multiple');
    expect(fileInput()).toHaveAccessibleDescription(PHOTO_HINT);
    // The input is the one control: its label is no button of its own.
    expect(screen.queryByRole('button', { name: 'Add photos' })).not.toBeInTheDocument();
    expect(PHOTO_HINT).not.toMatch(/\/images|Roomly's own/);
  });
});

describe('ListingForm photo links', () => {
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
    expect(screen.getByRole('button', { name: 'Move photo 1 left' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 right' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move photo 3 left' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(shownOrder()).toEqual([A, C, B]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move photo 2 left' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    expect(shownOrder()).toEqual([C, A, B]);
    // First, "Move left" is disabled, so focus moves to the photo's next button.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move photo 1 right' })).toHaveFocus(),
    );
    expect(photoStatus()).toHaveTextContent('Photo 2 is now the cover');
    await userEvent.click(screen.getByRole('button', { name: 'Move photo 2 right' }));
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

  it('when six links are there, then a seventh is refused (uploads may still be added)', async () => {
    const { checkImageUrl } = renderForm({
      photos: Array.from({ length: 6 }, (_, i) => `https://example.com/${i}.jpg`),
    });
    await addPhoto(A);
    expect(await screen.findByText(TOO_MANY_LINKS)).toBeInTheDocument();
    expect(checkImageUrl).not.toHaveBeenCalled();
    expect(fileInput()).toBeEnabled();
  });

  it('when the field is first shown, then it says what it takes before any mistake', () => {
    renderForm();
    expect(urlField()).toHaveAccessibleDescription(LINK_HINT);
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
