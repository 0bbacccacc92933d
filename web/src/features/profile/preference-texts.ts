// What the profile's two general switches (the spec's `preferences`) are
// called and what each controls, in the form and in the profile's view.

export const NOTIFICATIONS_LABEL = 'Notifications';
/** What the API does with `preferences.notifications` (functions/src/mail/alert-mail.ts). */
export const NOTIFICATIONS_HELP =
  'The bell rings when a new listing or Room wanted ad matches your saved searches, listings or ads. Off, matches are still listed under Notifications, marked read.';

export const EMAIL_UPDATES_LABEL = 'E-mail updates';
/** `preferences.emailUpdates`: the master switch above the e-mail choices. */
export const EMAIL_UPDATES_HELP =
  'Off, Roomly sends you no e-mail except notices about your account.';
/** Under "E-mail updates" in the profile's view when it is off: the choices are kept, but not used. */
export const EMAIL_UPDATES_OFF =
  'Only notices about your account are e-mailed while E-mail updates are off.';
