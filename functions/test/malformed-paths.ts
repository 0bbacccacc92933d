// Paths with percent-escapes that can't be decoded (not hex, cut short, not
// UTF-8), one or more per route family: http.test.ts sends them in-process,
// hosting.test.ts to the function's own URL in the Functions emulator.
export const MALFORMED_PATHS = [
  ['GET', '/conversations/%ZZ'],
  ['POST', '/conversations/%ZZ/messages'],
  ['GET', '/posts/%E0%A4%A'],
  ['PUT', '/posts/%ZZ'],
  ['POST', '/posts/%/like'],
  ['POST', '/posts/%C0%AE/report'],
  ['GET', '/users/%ZZ'],
  ['DELETE', '/users/a%40b%ZZ.com'],
  ['GET', '/users/me/saved-searches/%ZZ'],
  ['GET', '/seeker-ads/%ZZ'],
  ['POST', '/seeker-ads/%E0%A4%A/renew'],
  ['POST', '/moderation/posts/%ZZ/restore'],
  ['GET', '/moderation/reports/%E0%A4%A'],
  ['GET', '/details/%ZZ'],
  ['GET', '/room-wanted/%E0%A4%A'],
  ['GET', '/api/posts/%ZZ'],
  ['GET', '/%ZZ'],
  ['GET', '/posts/ok/%ED%A0%80?limit=1'],
] as const;
