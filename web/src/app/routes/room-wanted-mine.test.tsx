import { areasNamed } from '@contract/wanted-ad';
// The member's own Room wanted ad on the real emulators: the form (its
// defaults, the member's lifestyle from their profile, the API's validation
// messages), posting it (the page then shows the ad), and editing it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { WantedAd } from '@contract/wanted-ad';
import type { Session } from '@/lib/session';
import {
  api,
  createAccount,
  sessionUser,
  signInApp,
  signOutApp,
  unique,
  type TestAccount,
} from '@/testing/emulator-data';
import { renderRoute } from '@/testing/render-route';
import { createWantedAd } from '@/testing/wanted-ads';
import RoomWantedEditRoute from './room-wanted-edit';
import RoomWantedMineRoute, { POST_AD_TITLE } from './room-wanted-mine';

const sessionOf = (account: TestAccount, lifestyle: string[] = []): Session => ({
  user: { ...sessionUser(account), lifestyle },
  loading: false,
});

const openMine = (session: Session) =>
  renderRoute(<RoomWantedMineRoute />, {
    route: '/room-wanted/mine',
    path: '/room-wanted/mine',
    session,
  });

const changeStatus = (account: TestAccount, id: string, action: 'pause' | 'renew') =>
  api<WantedAd>(account, 'POST', `/seeker-ads/${id}/${action}`);

const mine = async (account: TestAccount) =>
  (await api<{ ad: WantedAd | null }>(account, 'GET', '/seeker-ads/mine')).ad;

describe('my Room wanted ad', () => {
  afterEach(() => signOutApp());

  it('when the member has no ad, then the form starts from sensible defaults and their own lifestyle', async () => {
    const member = await createAccount('mine-defaults', 'Dana Defaults');
    await signInApp(member);
    openMine(sessionOf(member, ['nightOwl', 'pets']));
    expect(
      await screen.findByRole('heading', { level: 1, name: POST_AD_TITLE }),
    ).toBeInTheDocument();
    const lifestyle = within(screen.getByRole('group', { name: 'My lifestyle' }));
    expect(lifestyle.getByRole('button', { name: 'Pets Allowed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(lifestyle.getByRole('button', { name: 'Night Owl' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(lifestyle.getByRole('button', { name: 'Quiet Environment' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('checkbox', { name: 'Single Room' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Stay' })).toHaveValue('6');
    const bills = within(screen.getByRole('group', { name: 'Bills included' }));
    expect(bills.getByRole('radio', { name: "Don't mind" })).toBeChecked();
    expect(screen.getByLabelText(/Move-in date/)).not.toHaveValue('');
    // No contact field: seekers are written to through messages.
    expect(screen.queryByRole('textbox', { name: /contact/i })).not.toBeInTheDocument();
  });

  it('when the form is sent empty or wrong, then each field says what the API would', async () => {
    const member = await createAccount('mine-invalid', 'Ivy Invalid');
    await signInApp(member);
    openMine(sessionOf(member));
    await screen.findByRole('heading', { level: 1, name: POST_AD_TITLE });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Single Room' }));
    await userEvent.click(screen.getByRole('button', { name: 'Post ad' }));
    expect(await screen.findByText('Headline is required')).toBeInTheDocument();
    expect(screen.getByText('About me is required')).toBeInTheDocument();
    expect(screen.getByText('Budget is required')).toBeInTheDocument();
    expect(screen.getByText('Give at least one area')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one room type')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Headline/ })).toHaveAccessibleDescription(
      'Headline is required',
    );

    await userEvent.type(screen.getByRole('spinbutton', { name: /Budget/ }), '0');
    await userEvent.type(await screen.findByRole('combobox', { name: 'Area 1' }), '!!!');
    await userEvent.type(screen.getByRole('spinbutton', { name: /Age/ }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Post ad' }));
    expect(await screen.findByText('Budget must be positive')).toBeInTheDocument();
    expect(screen.getByText('Each area must name a place')).toBeInTheDocument();
    expect(screen.getByText('Age must be from 18 to 99')).toBeInTheDocument();
    expect(await mine(member)).toBeNull();
  });

  it('when a valid ad is posted, then its page opens and the API has every field, active', async () => {
    const member = await createAccount('mine-post', 'Paul Poster');
    const area = unique('Fernhill');
    await signInApp(member);
    const { router } = openMine(sessionOf(member, ['quiet']));
    await screen.findByRole('heading', { level: 1, name: POST_AD_TITLE });
    await userEvent.type(
      screen.getByRole('textbox', { name: /Headline/ }),
      'Quiet grad student, tidy and friendly',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: /About me/ }),
      'I study linguistics and cook simple food.',
    );
    await userEvent.type(screen.getByRole('spinbutton', { name: /Budget/ }), '950');
    await userEvent.type(await screen.findByRole('combobox', { name: 'Area 1' }), area);
    await userEvent.click(screen.getByRole('button', { name: 'Add another area' }));
    await userEvent.type(await screen.findByRole('combobox', { name: 'Area 2' }), 'Queens, NY');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Studio' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Furnished' })).getByRole('radio', {
        name: 'Must have',
      }),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Occupation/ }), 'Student');
    await userEvent.type(screen.getByRole('spinbutton', { name: /Age/ }), '26');
    await userEvent.click(screen.getByRole('button', { name: 'Post ad' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/room-wanted\/(?!mine)/));
    const ad = (await mine(member))!;
    expect(router.state.location.pathname).toBe(`/room-wanted/${ad._id}`);
    expect(ad).toMatchObject({
      headline: 'Quiet grad student, tidy and friendly',
      budget: 950,
      areas: areasNamed(area, 'Queens, NY'),
      stayMonths: 6,
      roomTypes: ['Single Room', 'Studio'],
      wantsBills: 'any',
      wantsFurnished: 'must',
      wantsPrivateBath: 'any',
      lifestyle: ['quiet'],
      couple: false,
      ageRange: '25–29',
      occupation: 'student',
      name: 'Paul Poster',
      status: 'active',
    });
  });

  it('when the member already has an ad, then the page is that ad with its status and actions, not the form', async () => {
    const member = await createAccount('mine-has', 'Hugo Has');
    const ad = await createWantedAd(member, {
      areas: areasNamed(unique('Hasfield')),
      headline: 'Already advertising: calm cook',
    });
    await changeStatus(member, ad._id, 'pause');
    await signInApp(member);
    openMine(sessionOf(member));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Already advertising: calm cook' }),
    ).toBeInTheDocument();
    const panel = within(await screen.findByRole('region', { name: 'Your ad' }));
    expect(panel.getByTestId('ad-status')).toHaveTextContent('Paused');
    expect(panel.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post ad' })).not.toBeInTheDocument();
  });

  it('when the owner edits the ad and leaves the age empty, then the changes are saved and the age range kept', async () => {
    const member = await createAccount('mine-edit', 'Eve Editor');
    const ad = await createWantedAd(member, { areas: areasNamed(unique('Editham')), age: 41 });
    await signInApp(member);
    const { router } = renderRoute(<RoomWantedEditRoute />, {
      route: '/room-wanted/:id/edit',
      path: `/room-wanted/${ad._id}/edit`,
      session: sessionOf(member),
    });
    const headline = await screen.findByRole('textbox', { name: /Headline/ });
    expect(headline).toHaveValue(ad.headline);
    expect(screen.getByText('Shown as 40–44. Leave empty to keep it.')).toBeInTheDocument();
    await userEvent.clear(headline);
    await userEvent.type(headline, 'Edited: early riser wants a calm flat');
    const budget = screen.getByRole('spinbutton', { name: /Budget/ });
    await userEvent.clear(budget);
    await userEvent.type(budget, '1400');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/room-wanted/${ad._id}`));
    expect(await mine(member)).toMatchObject({
      headline: 'Edited: early riser wants a calm flat',
      budget: 1400,
      ageRange: '40–44',
    });
  });
});
