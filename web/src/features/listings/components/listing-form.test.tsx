import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/test-utils';
import { defaultFacts } from '@contract/listing-facts';
import { newListingValues } from '../schemas';
import type { ListingInput } from '../types';
import { localDay } from '@/lib/local-day';
import { ListingForm } from './listing-form';

const today = localDay();

function renderForm(onSubmit = vi.fn<(input: ListingInput) => Promise<unknown>>(async () => {})) {
  renderWithApp(
    <ListingForm
      defaultValues={newListingValues(today)}
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
      facts: defaultFacts(today),
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

/** Fills in the spec's fields, so that only the room facts decide. */
async function fillListing() {
  await userEvent.type(screen.getByLabelText(/^Title/), 'Room with a view');
  await userEvent.type(screen.getByLabelText(/^Location/), 'Porto');
  await userEvent.type(screen.getByLabelText(/^Rent amount/), '900');
  await userEvent.selectOptions(screen.getByLabelText(/^Room type/), 'Studio');
  await userEvent.type(screen.getByLabelText(/^Description/), 'Quiet street.');
  await userEvent.type(screen.getByLabelText(/^Contact information/), 'ana@example.com');
  await userEvent.click(screen.getByLabelText('Available'));
}

const roomFacts = () => within(screen.getByRole('group', { name: 'Room facts' }));

describe('ListingForm room facts', () => {
  it('when the form opens, then the facts start from their defaults with today as the move-in date', () => {
    renderForm();
    const facts = roomFacts();
    expect(facts.getByLabelText(/^Available from/)).toHaveValue(today);
    expect(facts.getByLabelText(/^Minimum stay/)).toHaveValue('1');
    expect(facts.getByLabelText(/^Maximum stay/)).toHaveDisplayValue('No maximum');
    expect(facts.getByRole('radio', { name: 'Bills not included' })).toBeChecked();
    expect(facts.getByLabelText(/^Deposit/)).toHaveValue(0);
    expect(facts.getByRole('radio', { name: 'Furnished' })).toBeChecked();
    expect(facts.getByRole('radio', { name: 'Shared bathroom' })).toBeChecked();
    expect(facts.getByLabelText(/^People living there now/)).toHaveValue('1');
    expect(facts.getByRole('switch', { name: 'Couples welcome' })).not.toBeChecked();
    expect(facts.getByLabelText(/^Who lives here/)).toHaveAccessibleDescription('0/500 characters');
  });

  it('when the poster states every fact, then the listing is sent with them as numbers and dates', async () => {
    const onSubmit = renderForm();
    await fillListing();
    const facts = roomFacts();
    const date = facts.getByLabelText(/^Available from/);
    await userEvent.clear(date);
    await userEvent.type(date, '2027-03-01');
    await userEvent.selectOptions(facts.getByLabelText(/^Minimum stay/), '6 months');
    await userEvent.selectOptions(facts.getByLabelText(/^Maximum stay/), '12 months');
    await userEvent.click(facts.getByRole('radio', { name: 'Some bills included' }));
    await userEvent.type(facts.getByLabelText(/^Monthly bills estimate/), '80');
    await userEvent.clear(facts.getByLabelText(/^Deposit/));
    await userEvent.type(facts.getByLabelText(/^Deposit/), '1200');
    await userEvent.click(facts.getByRole('radio', { name: 'Part furnished' }));
    await userEvent.click(facts.getByRole('radio', { name: 'Private bathroom' }));
    await userEvent.selectOptions(facts.getByLabelText(/^People living there now/), '2');
    await userEvent.type(facts.getByLabelText(/^Youngest age/), '24');
    await userEvent.type(facts.getByLabelText(/^Oldest age/), '31');
    await userEvent.click(facts.getByRole('switch', { name: 'Couples welcome' }));
    await userEvent.type(facts.getByLabelText(/^Who lives here/), '  Two nurses on shifts. ');
    expect(facts.getByLabelText(/^Who lives here/)).toHaveAccessibleDescription(
      '24/500 characters',
    );
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].facts).toEqual({
      availableFrom: '2027-03-01',
      minStayMonths: 6,
      maxStayMonths: 12,
      bills: 'some',
      billsEstimate: 80,
      deposit: 1200,
      furnishing: 'part',
      bathroom: 'private',
      householdSize: 2,
      householdAgeMin: 24,
      householdAgeMax: 31,
      couplesWelcome: true,
      whoLivesHere: 'Two nurses on shifts.',
    });
  });

  it('when all bills are included or nobody lives there, then the estimate and the ages are hidden and not sent', async () => {
    const onSubmit = renderForm();
    await fillListing();
    const facts = roomFacts();
    await userEvent.type(facts.getByLabelText(/^Monthly bills estimate/), 'abc');
    await userEvent.type(facts.getByLabelText(/^Youngest age/), '5');
    await userEvent.click(facts.getByRole('radio', { name: 'Bills included' }));
    await userEvent.selectOptions(facts.getByLabelText(/^People living there now/), '0');
    expect(facts.queryByLabelText(/^Monthly bills estimate/)).not.toBeInTheDocument();
    expect(facts.queryByLabelText(/^Youngest age/)).not.toBeInTheDocument();
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].facts).toMatchObject({
      bills: 'yes',
      billsEstimate: null,
      householdSize: 0,
      householdAgeMin: null,
      householdAgeMax: null,
    });
  });

  it('when the stay, deposit and ages contradict each other, then each says why with the API’s words and nothing is sent', async () => {
    const onSubmit = renderForm();
    await fillListing();
    const facts = roomFacts();
    await userEvent.selectOptions(facts.getByLabelText(/^Minimum stay/), '6 months');
    await userEvent.selectOptions(facts.getByLabelText(/^Maximum stay/), '3 months');
    await userEvent.clear(facts.getByLabelText(/^Deposit/));
    await userEvent.type(facts.getByLabelText(/^Deposit/), '-1');
    await userEvent.type(facts.getByLabelText(/^Youngest age/), '30');
    await submit();
    expect(
      await screen.findByText('Maximum stay must not be below the minimum stay'),
    ).toBeInTheDocument();
    expect(facts.getByLabelText(/^Maximum stay/)).toHaveAccessibleDescription(
      'Maximum stay must not be below the minimum stay',
    );
    expect(facts.getByLabelText(/^Maximum stay/)).toBeInvalid();
    expect(facts.getByLabelText(/^Deposit/)).toHaveAccessibleDescription(
      'Deposit must be positive',
    );
    expect(facts.getByLabelText(/^Oldest age/)).toHaveAccessibleDescription(
      'Give both ages of the household, or neither',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when the move-in date is empty or more than two years ahead, or the text too long, then it says so', async () => {
    const onSubmit = renderForm();
    await fillListing();
    const facts = roomFacts();
    await userEvent.clear(facts.getByLabelText(/^Available from/));
    await userEvent.click(facts.getByLabelText(/^Who lives here/));
    await userEvent.paste('x'.repeat(501));
    await submit();
    expect(await screen.findByText('Available from is required')).toBeInTheDocument();
    expect(screen.getByText('Who lives here must be at most 500 characters')).toBeInTheDocument();
    expect(facts.getByLabelText(/^Available from/)).toHaveFocus();

    await userEvent.type(facts.getByLabelText(/^Available from/), '2099-01-01');
    await submit();
    expect(await screen.findByText('Available from must be within two years')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
