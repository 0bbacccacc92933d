// How the home page reacts to a failed load (spec, route "/"): a 'Log In Again'
// link when the message is about an expired session or an authentication
// error, otherwise 'Try Again'; and a redirect to login when the message says
// the user must log in.

export type LoadErrorKind = { loginLink: boolean; redirectToLogin: boolean };

const SESSION_PROBLEM = /expired|authenticat/i;
const MUST_LOG_IN = /must\s+(be\s+)?log(ged)?\s*-?\s*in|please\s+log\s*-?\s*in|login\s+required/i;

export function classifyLoadError(message: string): LoadErrorKind {
  const redirectToLogin = MUST_LOG_IN.test(message);
  return { loginLink: redirectToLogin || SESSION_PROBLEM.test(message), redirectToLogin };
}

export const LOGIN_REDIRECT_DELAY_MS = 2000;
