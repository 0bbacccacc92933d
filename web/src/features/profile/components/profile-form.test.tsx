import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_MESSAGES, type UploadedPhoto } from '@contract/photo';
import { ApiError } from '@/lib/api-client';
import type { uploadPhoto } from '@/lib/photo-upload';
import { renderWithApp } from '@/testing/test-utils';
import type { ProfileValues } from '../schemas';
import { EMAIL_SETTINGS_OFF_HINT } from './email-settings';
import { ProfileForm, WAIT_FOR_PHOTO } from './profile-form';

const values: ProfileValues = {
  displayName: 'Ada Lovelace',
  phoneNumber: '+44 20 7946 0000',
  bio: 'Mathematician.',
  photoURL: '',
  preferences: { notifications: true, emailUpdates: false },
  emailPreferences: { messages: true, alerts: 'daily', listings: false },
  lifestyle: ['quiet'],
};

/** One upload the fake API holds until the test answers it. */
type Sent = {
  file: File;
  progress: (share: number) => void;
  store: (photo?: Partial<UploadedPhoto>) => void;
  refuse: (message: string) => void;
};

const PHOTO_ID = 'ProfilePhoto00000000';

/** A stand-in for POST /photos: each call waits in `sent` until answered. */
function fakeUploads() {
  const sent: Sent[] = [];
  const upload = vi.fn<typeof uploadPhoto>(
    (file, { onProgress } = {}) =>
      new Promise<UploadedPhoto>((resolve, reject) => {
        sent.push({
          file,
          progress: (share) => onProgress?.(share),
          store: (photo = {}) =>
            resolve({
              id: PHOTO_ID,
              url: `/photos/${PHOTO_ID}`,
              width: 1,
              height: 1,
              placeholder: 'AAAA',
              ...photo,
            }),
          refuse: (message) => reject(new ApiError(message, 415)),
        });
      }),
  );
  return { sent, upload };
}

function renderForm(checkImageUrl = vi.fn(async () => true), upload = fakeUploads().upload) {
  const onSave = vi.fn(async (_values: ProfileValues) => {});
  const onCancel = vi.fn();
  renderWithApp(
    <ProfileForm
      defaultValues={values}
      onSave={onSave}
      onCancel={onCancel}
      checkImageUrl={checkImageUrl}
      uploadPhoto={upload}
    />,
    { path: '/profile' },
  );
  return { onSave, onCancel, checkImageUrl };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
const photoInput = () => screen.findByLabelText('Upload a photo');
const preview = () => screen.getByRole('img', { name: 'Your profile photo' });
const png = (name: string) => new File(['\x89PNG'], name, { type: 'image/png' });

beforeEach(() => {
  // jsdom has no object URLs for its files: each is named after its file.
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => `blob:${(file as File).name}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ProfileForm photo upload', () => {
  it('when a photo is chosen, then it shows at once with its progress while Save waits, and once stored Save sends its /photos/ URL', async () => {
    const { sent, upload } = fakeUploads();
    const { onSave } = renderForm(undefined, upload);
    await userEvent.upload(await photoInput(), png('me.png'));
    expect(preview()).toHaveAttribute('src', 'blob:me.png');
    expect(upload).toHaveBeenCalledTimes(1);
    sent[0]!.progress(0.4);
    // The bar shows from the start of the upload; wait for the reported share, not just the bar.
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Uploading your photo' })).toHaveValue(0.4),
    );
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(WAIT_FOR_PHOTO);

    sent[0]!.store();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(preview()).toHaveAttribute('src', 'blob:me.png');
    // An upload is not a link: the link field stays empty.
    expect(screen.getByLabelText(/^Photo URL/)).toHaveValue('');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0].photoURL).toBe(`/photos/${PHOTO_ID}`);
  });

  it("when the file is not one it takes, then it says why in the API's words and sends nothing; a refusal by the API shows too", async () => {
    const { sent, upload } = fakeUploads();
    renderForm(undefined, upload);
    const huge = new File([new Uint8Array(15 * 1024 * 1024 + 1)], 'huge.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(await photoInput(), huge);
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.tooLarge);
    // A picker that lets any file through (`accept` is only a hint to it).
    await userEvent
      .setup({ applyAccept: false })
      .upload(await photoInput(), new File(['…'], 'IMG_0001.HEIC', { type: 'image/heic' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.heic);
    expect(upload).not.toHaveBeenCalled();

    await userEvent.upload(await photoInput(), png('fake.png'));
    sent[0]!.refuse(PHOTO_MESSAGES.unsupported);
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.unsupported);
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
  });

  it('when the API holds the photo for a moderator, then its message shows beside it', async () => {
    const { sent, upload } = fakeUploads();
    renderForm(undefined, upload);
    await userEvent.upload(await photoInput(), png('copied.png'));
    sent[0]!.store({ held: true, message: PHOTO_MESSAGES.held });
    expect(await screen.findByText(PHOTO_MESSAGES.held)).toBeInTheDocument();
  });

  it('when Remove photo is clicked, then the photo goes and the profile is saved with none', async () => {
    const { sent, upload } = fakeUploads();
    const { onSave } = renderForm(undefined, upload);
    await userEvent.upload(await photoInput(), png('me.png'));
    sent[0]!.store();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
    expect(preview()).not.toHaveAttribute('src', 'blob:me.png');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0].photoURL).toBe('');
  });
});

describe('ProfileForm', () => {
  it('when it opens, then every field is labelled and filled with the profile', () => {
    renderForm();
    expect(screen.getByLabelText(/^Display name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('+44 20 7946 0000');
    expect(screen.getByLabelText(/^Bio/)).toHaveValue('Mathematician.');
    expect(screen.getByLabelText(/^Photo URL/)).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'Notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'E-mail updates' })).not.toBeChecked();
  });

  it('when it opens, then each general switch says what it controls, and every label writes e-mail one way', () => {
    renderForm();
    expect(screen.getByRole('switch', { name: 'Notifications' })).toHaveAccessibleDescription(
      'The bell rings when a new listing or Room wanted ad matches your saved searches, listings or ads. Off, matches are still listed under Notifications, marked read.',
    );
    expect(screen.getByRole('switch', { name: 'E-mail updates' })).toHaveAccessibleDescription(
      'Off, Roomly sends you no e-mail except notices about your account.',
    );
    const form = screen.getByRole('form', { name: 'Edit profile' });
    expect(form).not.toHaveTextContent(/\bemails?\b/i);
  });

  it('when Cancel is clicked, then nothing is saved', async () => {
    const { onSave, onCancel } = renderForm();
    await userEvent.type(screen.getByLabelText(/^Bio/), ' Changed.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('when the display name is emptied, then it is required', async () => {
    const { onSave } = renderForm();
    await userEvent.clear(screen.getByLabelText(/^Display name/));
    await save();
    expect(await screen.findByText('Display name is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('when the photo URL is not an image, then it asks for a valid image URL', async () => {
    const { onSave, checkImageUrl } = renderForm(vi.fn(async () => false));
    await userEvent.type(screen.getByLabelText(/^Photo URL/), 'https://example.com/index.html');
    await save();
    expect(await screen.findByText('Please provide a valid image URL')).toBeInTheDocument();
    expect(checkImageUrl).toHaveBeenCalledWith('https://example.com/index.html');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('when saved, then the trimmed values and the switched preferences are handed over', async () => {
    const { onSave } = renderForm();
    await userEvent.clear(screen.getByLabelText(/^Bio/));
    await userEvent.type(screen.getByLabelText(/^Bio/), '  Poet of science.  ');
    await userEvent.type(screen.getByLabelText(/^Photo URL/), 'https://example.com/ada.png');
    await userEvent.click(screen.getByRole('switch', { name: 'Notifications' }));
    await userEvent.click(screen.getByRole('switch', { name: 'E-mail updates' }));
    await save();
    expect(onSave).toHaveBeenCalledWith({
      displayName: 'Ada Lovelace',
      phoneNumber: '+44 20 7946 0000',
      bio: 'Poet of science.',
      photoURL: 'https://example.com/ada.png',
      preferences: { notifications: false, emailUpdates: true },
      emailPreferences: { messages: true, alerts: 'daily', listings: false },
      lifestyle: ['quiet'],
    });
  });

  it('when it opens, then each kind of e-mail has its control, showing the saved choice', () => {
    renderForm();
    expect(screen.getByRole('switch', { name: 'Message e-mails' })).toBeChecked();
    const alerts = screen.getByRole('radiogroup', { name: 'Alert e-mails' });
    expect(within(alerts).getByRole('radio', { name: 'Daily digest' })).toBeChecked();
    expect(within(alerts).getByRole('radio', { name: 'As they happen' })).not.toBeChecked();
    expect(within(alerts).getByRole('radio', { name: 'Off' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Listing reminders' })).not.toBeChecked();
  });

  it('when E-mail updates is off, then the e-mail controls are disabled with a hint, and turning it on enables them', async () => {
    renderForm();
    const controls = () => [
      screen.getByRole('switch', { name: 'Message e-mails' }),
      ...screen.getAllByRole('radio'),
      screen.getByRole('switch', { name: 'Listing reminders' }),
    ];
    for (const control of controls()) expect(control).toBeDisabled();
    expect(screen.getByRole('group', { name: 'E-mails' })).toHaveAccessibleDescription(
      EMAIL_SETTINGS_OFF_HINT,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'E-mail updates' }));
    for (const control of controls()) expect(control).toBeEnabled();
    expect(screen.queryByText(EMAIL_SETTINGS_OFF_HINT)).not.toBeInTheDocument();
  });

  it('when the e-mail choices are changed and saved, then every kind is handed over', async () => {
    const { onSave } = renderForm();
    await userEvent.click(screen.getByRole('switch', { name: 'E-mail updates' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Message e-mails' }));
    await userEvent.click(screen.getByRole('radio', { name: 'As they happen' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Listing reminders' }));
    await save();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        preferences: { notifications: true, emailUpdates: true },
        emailPreferences: { messages: false, alerts: 'instant', listings: true },
      }),
    );
  });

  it('when lifestyle chips are toggled, then "My lifestyle" is saved in the fixed order', async () => {
    const { onSave } = renderForm();
    const chip = (name: string) => screen.getByRole('button', { name });
    expect(chip('Quiet Environment')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Pets Allowed')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip('Social Environment'));
    await userEvent.click(chip('Pets Allowed'));
    await userEvent.click(chip('Quiet Environment'));
    expect(chip('Quiet Environment')).toHaveAttribute('aria-pressed', 'false');
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ lifestyle: ['pets', 'social'] }));
  });

  it('when the phone number has letters, then it says so', async () => {
    renderForm();
    await userEvent.clear(screen.getByLabelText(/^Phone number/));
    await userEvent.type(screen.getByLabelText(/^Phone number/), 'call me');
    await save();
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
  });
});
