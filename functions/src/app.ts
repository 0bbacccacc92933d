// The Express app behind the `api` function; tests run it in-process.
import express, { type Express, type RequestHandler } from 'express';
import { accountRouter } from './account/router';
import { conversationsRouter } from './conversations/router';
import { legacyRouter } from './legacy/router';
import { mailRouter, type MailRouterOptions } from './mail/router';
import { matchesRouter } from './matches/router';
import { moderationRouter } from './moderation/router';
import { noticesRouter } from './notices/router';
import { notificationsRouter } from './notifications/router';
import { placesRouter } from './places/router';
import { savedSearchesRouter } from './saved-searches/router';
import { wantedAdsRouter } from './wanted-ads/router';
import { reportsRouter } from './reports/router';
import { shareRouter, type ShareOptions } from './share/router';
import { requireAppCheck, type AppCheckVerifier } from './middleware/app-check';
import { BODY_LIMIT_BYTES, bodyLimit } from './middleware/body-limit';
import { errorHandler, notFoundHandler } from './middleware/error-handler';
import { answerMalformedPath, hasMalformedPath } from './middleware/malformed-path';
import { securityHeaders } from './middleware/security-headers';
import { photoFilesRouter, photosRouter } from './photos/router';
import { listingShowsPhotos } from './listings/photos';
import { wantedAdShowsPhotos } from './wanted-ads/photos';
import { listingsRouter } from './listings/router';
import { usersRouter } from './users/router';
import { movePosterPhoto } from './listings/poster-photo';
import { moveWriterPhoto } from './wanted-ads/writer-photo';
import { setPosterPhoneBadge } from './listings/poster-phone';
import { setWriterPhoneBadge } from './wanted-ads/writer-phone';
import { phoneRouter } from './phone/router';
import { movePersonPhoto } from './conversations/person-photo';
import { conversationViewingsRouter, viewingsRouter } from './viewings/router';

/**
 * Hosting serves the app and the API from one origin, so CORS only matters for
 * a dev server on another port. Identity is a bearer token, never a cookie,
 * which is why any origin may call.
 */
const cors: RequestHandler = (req, res, next) => {
  res.set({
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Firebase-AppCheck',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Expose-Headers': 'X-Next-Cursor',
    'Access-Control-Max-Age': '86400',
  });
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  next();
};

export type AppOptions = {
  /** App Check verification (tests replace it: App Check has no emulator). */
  appCheck?: { verify?: AppCheckVerifier; enforce?: () => boolean };
  /** Share previews: where `/details/:id` and `/room-wanted/:id` get the app shell (tests pass one). */
  share?: ShareOptions;
  /** The unsubscribe API (tests pass a clock). */
  mail?: MailRouterOptions;
};

// `strict: false` lets any JSON value through the parser, so "not an object"
// gets its own message instead of "Malformed JSON".
export function createApp(options: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  // Every answer, HTML pages included: the function's own URL is public, and
  // Hosting's headers don't reach it (middleware/security-headers.ts).
  app.use(securityHeaders);
  // A path that can't be percent-decoded is a bad request wherever it points,
  // the share pages included: one JSON 400, the one the Functions host gives
  // for it too (middleware/malformed-path.ts), before any route can 404 or 500.
  app.use((req, res, next) => {
    if (hasMalformedPath(req.url)) answerMalformedPath(req, res);
    else next();
  });
  // Share previews and first views: a listing's page (/details/:id) and a
  // Room wanted ad's (/room-wanted/:id) as HTML for browsers and link
  // crawlers, neither of which sends an App Check token; before the API's
  // middleware, and it answers HTML even when something fails. Any other path
  // passes through.
  app.use(shareRouter(options.share));
  // E-mail's unsubscribe links (/mail/unsubscribe, /mail/resubscribe): posted
  // by mail clients themselves (RFC 8058) and opened from e-mails, neither of
  // which sends an App Check token; the signed link is the proof.
  app.use('/mail', cors, mailRouter(options.mail));
  // Uploaded photos' files (GET /photos/:id/:file): loaded by <img>, which
  // sends no App Check token; each answers only what its caller may see.
  app.use(
    '/photos',
    photoFilesRouter({ posts: listingShowsPhotos, seekerAds: wantedAdShowsPhotos }),
  );
  app.use(cors, requireAppCheck(options.appCheck?.verify, options.appCheck?.enforce));
  // Uploads (POST /photos, raw bytes up to 15 MB) and DELETE /photos/:id:
  // before the JSON body limit.
  app.use('/photos', photosRouter());
  app.use(bodyLimit, express.json({ limit: BODY_LIMIT_BYTES, strict: false }));
  // The match lists, GET /posts/:id/matching-people and GET
  // /seeker-ads/:id/matches: before the listings' and ads' routers, so
  // neither can take the paths for one of its own.
  app.use(matchesRouter());
  app.use('/posts', listingsRouter());
  // Reports and moderation: POST /posts/:id/report, the moderators'
  // routes, and the owner's notices (before /users, whose routes take `:email`).
  app.use('/posts', reportsRouter('listing'));
  app.use('/moderation', moderationRouter());
  app.use('/users/me/notices', noticesRouter());
  // Saved searches and their alerts (also before /users).
  app.use('/users/me/saved-searches', savedSearchesRouter());
  app.use('/users/me/notifications', notificationsRouter());
  // The verified phone number; its badge on the member's ads follows it.
  app.use('/users/me/phone', phoneRouter([setPosterPhoneBadge, setWriterPhoneBadge]));
  app.use('/users', accountRouter());
  // A replaced uploaded profile photo: the copies that showed it follow.
  app.use('/users', usersRouter([movePosterPhoto, moveWriterPhoto, movePersonPhoto]));
  // Viewings: a conversation's (POST and GET /conversations/:id/viewings,
  // before the conversations' own routes) and the caller's (/viewings).
  app.use('/conversations', conversationViewingsRouter());
  app.use('/conversations', conversationsRouter());
  app.use('/viewings', viewingsRouter());
  // "Room wanted" ads (the web app's page is /room-wanted, so the API can't be),
  // and POST /seeker-ads/:id/report.
  app.use('/seeker-ads', reportsRouter('seeker-ad'));
  app.use('/seeker-ads', wantedAdsRouter());
  // The place search (GET /places): public, answered from the offline gazetteer.
  app.use('/places', placesRouter());
  app.use('/api/posts', legacyRouter());
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
