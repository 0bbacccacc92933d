import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/test-utils';
import { emptyListingValues } from '../schemas';
import type { PostInput } from '../types';
import { ListingForm } from './listing-form';

function renderForm(onSubmit = vi.fn<(input: PostInput) => Promise<unknown>>(async () => {})) {
  renderWithApp(
    <ListingForm
      defaultValues={emptyListingValues}
      submitLabel="Create Listing"
      cancelTo="/my-listings"
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));

describe('ListingForm validation', () => {
  it('when the form is sent empty, then every required field says so and nothing is sent', async () => {
    const onSubmit = renderForm();
    await submit();
    for (const message of [
      'Title is required',
      'Location is required',
      'Rent amount is required',
      'Room type is required',
      'Description is required',
      'Contact information is required',
      'Availability is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Title/)).toHaveFocus();
  });

  it('when the form opens, then photos and lifestyle say they are optional and the other fields are required', () => {
    renderForm();
    expect(screen.getByRole('group', { name: 'Photos (optional)' })).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: 'Lifestyle preferences (optional)' }),
    ).toBeInTheDocument();
    for (const label of [/^Title/, /^Location/, /^Rent amount/, /^Room type/, /^Description/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/^Contact information/)).toBeRequired();
  });

  it('when the rent is negative, then it says "Rent must be positive"', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Rent amount/), '-5');
    await submit();
    expect(await screen.findByText('Rent must be positive')).toBeInTheDocument();
  });

  it('when the rent is above a million, then it names the limit', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Rent amount/), '1000001');
    await submit();
    expect(await screen.findByText('Rent must be at most 1,000,000')).toBeInTheDocument();
  });

  it('when a field is only spaces or too long, then it is treated as missing or too long', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Title/), '   ');
    await userEvent.click(screen.getByLabelText(/^Location/));
    await userEvent.paste('x'.repeat(121));
    await submit();
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Location must be at most 120 characters')).toBeInTheDocument();
  });

  it('when everything is filled in, then the listing is sent with a numeric rent and the chosen lifestyle keys', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(/^Title/), '  Room with a view ');
    await userEvent.type(screen.getByLabelText(/^Location/), 'Porto');
    await userEvent.type(screen.getByLabelText(/^Rent amount/), '1234');
    await userEvent.selectOptions(screen.getByLabelText(/^Room type/), 'Studio');
    await userEvent.type(screen.getByLabelText(/^Description/), 'Quiet street.');
    await userEvent.click(screen.getByLabelText('Pets Allowed'));
    await userEvent.click(screen.getByLabelText('Night Owl'));
    await userEvent.click(screen.getByLabelText('Pets Allowed'));
    await userEvent.click(screen.getByLabelText('Early Bird'));
    await userEvent.type(screen.getByLabelText(/^Contact information/), 'ana@example.com');
    await userEvent.click(screen.getByLabelText('Not Available'));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      title: 'Room with a view',
      location: 'Porto',
      rentAmount: 1234,
      roomType: 'Studio',
      description: 'Quiet street.',
      contactInfo: 'ana@example.com',
      lifestylePreferences: ['nightOwl', 'earlyBird'],
      availability: 'Not Available',
      contactPreference: 'reveal-on-like',
      photos: [],
    });
  });

  it('when the form opens, then contact by like is chosen and messages only can be picked', async () => {
    renderForm();
    expect(
      screen.getByRole('radio', { name: 'Show my contact details to people who like the listing' }),
    ).toBeChecked();
    await userEvent.click(
      screen.getByRole('radio', { name: 'Messages only: never show my contact details' }),
    );
    expect(
      screen.getByRole('radio', { name: 'Messages only: never show my contact details' }),
    ).toBeChecked();
  });

  it('when the form offers room types, then they are the six of the spec', () => {
    renderForm();
    const options = Array.from(
      (screen.getByLabelText(/^Room type/) as HTMLSelectElement).options,
      (o) => o.value,
    ).filter(Boolean);
    expect(options).toEqual([
      'Single Room',
      'Shared Room',
      'Studio',
      '1 Bedroom',
      '2 Bedroom',
      '3+ Bedroom',
    ]);
  });
});
