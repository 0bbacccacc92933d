// "Delete my account": everything the user put into Roomly, then the account.
// The Auth user goes last, so a failure part-way leaves an account that can
// sign in and simply try again.
import { leaveConversations } from '../conversations/closure';
import { auth } from '../lib/firebase';
import { deleteMailOf } from '../mail/erase';
import type { Caller } from '../middleware/auth';
import { deleteReportsBy } from '../moderation/deleted-reporters';
import { deleteNoticesOf } from '../moderation/store';
import { deleteCasesOwnedBy } from '../moderation/targets';
import { deleteNotificationsOf } from '../notifications/repository';
import { deletePhotosOf } from '../photos/repository';
import { holdNumberOf } from '../phone/verification';
import { deleteProfile } from '../users/repository';
import { deleteSavedSearchesOf } from '../saved-searches/repository';
import { WANTED_AD_STORE } from '../wanted-ads/repository';
import { deleteAdsOwnedBy } from '../ads/repository';
import { LISTING_STORE } from '../listings/repository';

export async function deleteAccount(caller: Caller): Promise<void> {
  // First, so nothing new reaches their conversations while the rest goes:
  // "Deleted member" for the other side, their shared contact details and blocks gone.
  await leaveConversations(caller.uid);
  // Their listings and Room wanted ads, the likes they gave and their current-ad slot.
  await deleteAdsOwnedBy(caller.uid, [LISTING_STORE, WANTED_AD_STORE]);
  // Their uploaded photos, with every processed copy (after their ads, which showed them).
  await deletePhotosOf(caller.uid);
  // The cases their deletes kept for the moderators, and the holds on their text.
  await deleteCasesOwnedBy(caller.uid);
  await deleteProfile(caller.uid);
  // Their reports (rate-limit counters stay: lib/rate-limit.ts says why).
  await deleteReportsBy(caller);
  // Notices of listings moderators removed.
  await deleteNoticesOf(caller.uid);
  // Saved searches (so no alert is made for a gone account) and alerts.
  await deleteSavedSearchesOf(caller.uid);
  await deleteNotificationsOf(caller.uid);
  // E-mails queued or sent to them, and tomorrow's digest.
  await deleteMailOf(caller.uid);
  // Their verified number: held for 30 days, so it can't vouch for a new account at once.
  await holdNumberOf(caller.uid);
  try {
    await auth().deleteUser(caller.uid);
  } catch (err) {
    // Already gone (a retry after a timeout): the data is what mattered.
    if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
  }
}
