import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/test-utils';
import type { LegacyPostUpdate } from '../api/update-legacy-post';
import type { Listing } from '../types';
import { AddRoommateForm, LegacyUpdateForm, legacyValuesOf } from './legacy-forms';

const empty = { title: '', location: '', rent: '', roomType: '', description: '' };

function renderUpdate(defaultValues = empty) {
  const onSubmit = vi.fn<(input: LegacyPostUpdate) => Promise<unknown>>(async () => {});
  renderWithApp(
    <LegacyUpdateForm defaultValues={defaultValues} cancelTo="/" onSubmit={onSubmit} />,
  );
  return onSubmit;
}
const update = () => userEvent.click(screen.getByRole('button', { name: 'Update Post' }));

describe('older update form', () => {
  it('when it is sent empty, then every field says it is required', async () => {
    const onSubmit = renderUpdate();
    await update();
    for (const message of [
      'Title is required',
      'Location is required',
      'Rent is required',
      'Room type is required',
      'Description is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when the rent is below 1, then it says "Rent must be at least 1"', async () => {
    renderUpdate();
    await userEvent.type(screen.getByLabelText(/^Rent/), '0');
    await update();
    expect(await screen.findByText('Rent must be at least 1')).toBeInTheDocument();
  });

  it('when it offers room types, then they are Single and Shared only', () => {
    renderUpdate();
    const options = Array.from(
      (screen.getByLabelText(/^Room type/) as HTMLSelectElement).options,
      (o) => o.value,
    ).filter(Boolean);
    expect(options).toEqual(['Single', 'Shared']);
  });

  it('when a stored post is loaded, then its canonical room type maps to Single/Shared, or is kept as a third choice', () => {
    const base = { title: 'T', location: 'L', rentAmount: 500, description: 'D' } as Listing;
    expect(legacyValuesOf({ ...base, roomType: 'Shared Room' })).toEqual({
      title: 'T',
      location: 'L',
      rent: '500',
      roomType: 'Shared',
      description: 'D',
    });
    expect(legacyValuesOf({ ...base, roomType: 'Studio', rentAmount: 0 })).toMatchObject({
      roomType: 'Studio',
      rent: '',
    });
  });

  it('when valid, then it sends the legacy fields with a numeric rent', async () => {
    const onSubmit = renderUpdate({
      title: 'T',
      location: 'L',
      rent: '',
      roomType: 'Studio',
      description: 'D',
    });
    await userEvent.type(screen.getByLabelText(/^Rent/), '700');
    await userEvent.selectOptions(screen.getByLabelText(/^Room type/), 'Shared');
    await update();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        title: 'T',
        location: 'L',
        rent: 700,
        roomType: 'Shared',
        description: 'D',
      }),
    );
  });
});

describe('add-roommate form', () => {
  it('when the title is empty, then it says "Title is required"; when given, it is sent', async () => {
    const onSubmit = vi.fn(async () => {});
    renderWithApp(<AddRoommateForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/^Title/), 'Looking for a roommate');
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ title: 'Looking for a roommate' }));
  });
});
