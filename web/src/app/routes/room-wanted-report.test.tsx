// Reports and moderation of Room wanted ads on the real emulators: "Report
// this ad" on an ad's page (who sees it, the report reaching the moderators),
// what the writer reads while their ad is under review, and the ad in the
// /moderation queue with its link, Dismiss, Restore and Remove (whose reason
// the writer then reads in their notifications).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UNDER_REVIEW_AD_OWNER_NOTE, adRemovalText } from '@contract/moderation';
import type { WantedAd } from '@contract/wanted-ad';
import type { Session } from '@/lib/session';
import MuiThemeScope from '@/app/theme/mui-theme-scope';
import {
  anonymousSession,
  api,
  createAccount,
  ESTABLISHED,
  signedInSession,
  signInApp,
  signOutApp,
  type TestAccount,
} from '@/testing/emulator-data';
import { makeModerator } from '@/testing/moderator';
import { renderRoute } from '@/testing/render-route';
import { createWantedAd } from '@/testing/wanted-ads';
import { renderWithApp } from '@/testing/test-utils';
import type { ModerationItem } from '@/features/moderation/types';
import type { NotificationPage } from '@contract/saved-searches';
import ModerationRoute from './moderation';
import NotificationsRoute from './notifications';
import RoomWantedDetailsRoute from './room-wanted-details';

const openAd = (id: string, session: Session) =>
  renderWithApp(
    [
      {
        path: '/room-wanted/:id',
        element: (
          <MuiThemeScope>
            <RoomWantedDetailsRoute />
          </MuiThemeScope>
        ),
      },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { path: `/room-wanted/${id}`, session, withToaster: true },
  );

const openQueue = (session: Session) =>
  renderRoute(<ModerationRoute />, { route: '/moderation', path: '/moderation', session });

const reportButton = () => screen.queryByRole('button', { name: 'Report this ad' });

describe('Room wanted ads: reports and moderation', () => {
  let reporters: TestAccount[];
  let moderator: TestAccount;

  beforeAll(async () => {
    reporters = await Promise.all(
      ['a', 'b', 'c'].map((x) => createAccount(`adrep-${x}`, `Reporter ${x}`, ESTABLISHED)),
    );
    moderator = await makeModerator(await createAccount('adrep-mod', 'Mona Moderator'));
  }, 60_000);

  afterEach(async () => {
    await signOutApp();
  });

  /** A fresh writer (one active ad each) and their ad. */
  async function writerWithAd(headline: string): Promise<[TestAccount, WantedAd]> {
    const writer = await createAccount('adrep-writer', 'Sam Seeker');
    return [writer, await createWantedAd(writer, { headline })];
  }

  const queueItem = async (adId: string) =>
    (await api<ModerationItem[]>(moderator, 'GET', '/moderation/reports?limit=50')).find(
      (i) => i.kind === 'seeker-ad' && i.adId === adId,
    );

  it('when a member reports an ad with a reason, then a toast thanks them and moderators see the report', async () => {
    const [, ad] = await writerWithAd('Quiet violinist looking for a room');
    const member = reporters[0]!;
    await signInApp(member);
    openAd(ad._id, signedInSession(member));
    await screen.findByRole('heading', { level: 1, name: ad.headline });
    await userEvent.click(reportButton()!);

    const dialog = within(await screen.findByRole('dialog', { name: 'Report this ad' }));
    expect(dialog.getByText(/Moderators review reported ads/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'Scam or fraud' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Wants a fee');
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText("Thanks, we'll review this ad")).toBeInTheDocument();

    const item = await queueItem(ad._id);
    expect(item).toMatchObject({ title: ad.headline, posterName: 'Sam Seeker', reportCount: 1 });
    expect(item!.reports[0]).toMatchObject({ reason: 'scam', note: 'Wants a fee' });
  });

  it('when the writer opens their ad, then there is no Report button; an anonymous visitor is sent to log in', async () => {
    const [writer, ad] = await writerWithAd('Chef looking for a room near the market');
    await signInApp(writer);
    const own = openAd(ad._id, signedInSession(writer));
    await screen.findByRole('heading', { level: 1, name: ad.headline });
    expect(await screen.findByRole('region', { name: 'Your ad' })).toBeInTheDocument();
    expect(reportButton()).not.toBeInTheDocument();
    own.unmount();
    await signOutApp();

    const { router } = openAd(ad._id, anonymousSession);
    await screen.findByRole('heading', { level: 1, name: ad.headline });
    await userEvent.click(screen.getByRole('link', { name: 'Report this ad' }));
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe(`?next=%2Froom-wanted%2F${ad._id}`);
  });

  it('when three members have reported an ad, then its writer reads that it is under review and what happens next', async () => {
    const [writer, ad] = await writerWithAd('Nurse on night shifts wants a calm room');
    for (const reporter of reporters) {
      await api(reporter, 'POST', `/seeker-ads/${ad._id}/report`, { reason: 'spam' });
    }
    await expect(api(reporters[0]!, 'GET', `/seeker-ads/${ad._id}`)).rejects.toThrow(/404/);
    await signInApp(writer);
    openAd(ad._id, signedInSession(writer));
    expect(await screen.findByText(UNDER_REVIEW_AD_OWNER_NOTE)).toBeInTheDocument();
    expect(screen.getByText('Your ad is being reviewed by our moderators.')).toBeInTheDocument();
  });

  it('when a moderator opens the queue, then a reported ad links to its page; Dismiss and Restore reach the API', async () => {
    const [, ad] = await writerWithAd('Student wants a studio for a year');
    for (const reporter of reporters.slice(0, 2)) {
      await api(reporter, 'POST', `/seeker-ads/${ad._id}/report`, { reason: 'misleading' });
    }
    await signInApp(moderator);
    openQueue(signedInSession(moderator));
    const item = within(await screen.findByRole('article', { name: ad.headline }));
    expect(item.getByText('Room wanted')).toBeInTheDocument();
    expect(item.getByText(/Posted by Sam Seeker · 2 open reports/)).toBeInTheDocument();
    expect(item.getByRole('link', { name: ad.headline })).toHaveAttribute(
      'href',
      `/room-wanted/${ad._id}`,
    );

    await userEvent.click(item.getByRole('button', { name: `Dismiss report 1 on ${ad.headline}` }));
    expect(await screen.findByText('Report dismissed')).toBeInTheDocument();
    await waitFor(() => expect(item.getByText(/1 open report ·/)).toBeInTheDocument());

    await userEvent.click(item.getByRole('button', { name: `Restore ${ad.headline}` }));
    expect(await screen.findByText(`“${ad.headline}” is restored`)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: ad.headline })).not.toBeInTheDocument(),
    );
    expect(await queueItem(ad._id)).toBeUndefined();
  });

  it('when a moderator removes an ad with a reason, then it is gone and its writer reads why in their notifications', async () => {
    const [writer, ad] = await writerWithAd('Designer looking for a bright room');
    await api(reporters[1]!, 'POST', `/seeker-ads/${ad._id}/report`, { reason: 'offensive' });
    await signInApp(moderator);
    const page = openQueue(signedInSession(moderator));
    const item = within(await screen.findByRole('article', { name: ad.headline }));
    await userEvent.click(item.getByRole('button', { name: `Remove ${ad.headline}` }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/The Room wanted ad is deleted with its reports/)).toBeInTheDocument();
    const confirm = dialog.getByRole('button', { name: 'Remove ad' });
    expect(confirm).toBeDisabled();
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Reason for removal/ }),
      'Offensive words in the headline',
    );
    await userEvent.click(confirm);
    expect(await screen.findByText(`“${ad.headline}” was removed`)).toBeInTheDocument();
    await expect(api(writer, 'GET', `/seeker-ads/${ad._id}`)).rejects.toThrow(/404/);
    page.unmount();
    await signOutApp();

    const { notifications } = await api<NotificationPage>(writer, 'GET', '/users/me/notifications');
    expect(notifications.map((n) => n.kind)).toContain('seeker-ad-removed');
    await signInApp(writer);
    renderWithApp(
      [
        {
          path: '/notifications',
          element: (
            <MuiThemeScope>
              <NotificationsRoute />
            </MuiThemeScope>
          ),
        },
      ],
      { path: '/notifications', session: signedInSession(writer) },
    );
    expect(
      await screen.findByText(adRemovalText(ad.headline, 'Offensive words in the headline')),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my Room wanted ad' })).toHaveAttribute(
      'href',
      '/room-wanted/mine',
    );
  });
});
