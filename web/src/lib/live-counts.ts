// How often the navbar's counts (unread messages, unread alerts) ask again
// while the page is on screen, besides on every navigation and when the app
// regains focus: a member who stays on one page sees a new message or alert
// within this time. Each ask is one `count()` in the API (one read per
// thousand unread at most); hidden tabs don't ask (TanStack Query pauses
// intervals in the background).
export const LIVE_COUNT_REFRESH_MS = 15_000;
