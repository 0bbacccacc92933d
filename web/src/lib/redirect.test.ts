import { describe, expect, it } from 'vitest';
import { getRedirectTarget, loginPath, loginRedirectState } from './redirect';

const fromState = (state: unknown) => getRedirectTarget({ state, search: '' });
/** The target of the login page at `url` (a path with its query), opened by a full page load. */
const fromUrl = (url: string) =>
  getRedirectTarget({ state: null, search: new URL(url, 'https://roomly.example').search });

describe('login redirect state', () => {
  it('when the state holds a path, then that path is the target', () => {
    expect(fromState({ from: '/my-listings' })).toBe('/my-listings');
  });

  it('when the state holds a location, then its path, query and hash are kept', () => {
    const state = loginRedirectState({ pathname: '/details/42', search: '?a=1', hash: '#c' });
    expect(fromState(state)).toBe('/details/42?a=1#c');
    expect(fromState({ from: { pathname: '/profile', search: '', hash: '' } })).toBe('/profile');
  });

  it('when there is no usable state, then the target is the home page', () => {
    expect(fromState(null)).toBe('/');
    expect(fromState({})).toBe('/');
    expect(fromState({ from: 42 })).toBe('/');
  });

  it('when the target leaves the site or loops to an auth page, then the home page is used', () => {
    expect(fromState({ from: 'https://evil.example' })).toBe('/');
    expect(fromState({ from: '//evil.example/x' })).toBe('/');
    expect(fromState({ from: '/\\evil.example' })).toBe('/');
    expect(fromState({ from: '/auth/login' })).toBe('/');
  });
});

describe('login link', () => {
  it('when a page links to the login page, then the link itself says where to return', () => {
    expect(loginPath('/details/42')).toBe('/auth/login?next=%2Fdetails%2F42');
    expect(fromUrl(loginPath({ pathname: '/details/42', search: '?a=1&b=2', hash: '#c' }))).toBe(
      '/details/42?a=1&b=2#c',
    );
    expect(fromUrl(loginPath('/browse-listings?location=New%20York'))).toBe(
      '/browse-listings?location=New%20York',
    );
  });

  it('when the state and the link both say where, then the state wins', () => {
    expect(getRedirectTarget({ state: { from: '/profile' }, search: '?next=%2Fliked' })).toBe(
      '/profile',
    );
    expect(getRedirectTarget({ state: { from: '//evil.example' }, search: '?next=%2Fliked' })).toBe(
      '/liked',
    );
  });

  it.each([
    ['another site', 'https://evil.example/x'],
    ['a scheme-relative URL', '//evil.example'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a tab the browser drops', '/\t/evil.example'],
    ['a newline the browser drops', '/\n/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'details/42'],
    ['the login page', '/auth/login'],
    ['the login page in capitals', '/AUTH/login?next=%2F'],
    ['the login page behind a dot segment', '/%2e/auth/login'],
    ['the register page', '/auth/register'],
    ['the auth prefix itself', '/auth'],
    ['nothing', ''],
  ])('when `next` is %s, then the target is the home page', (_what, next) => {
    expect(fromUrl(`/auth/login?${new URLSearchParams({ next }).toString()}`)).toBe('/');
  });

  it('when `next` is missing or given twice, then the home page or the first one is used', () => {
    expect(fromUrl('/auth/login')).toBe('/');
    expect(fromUrl('/auth/login?next=%2Fliked&next=https%3A%2F%2Fevil.example')).toBe('/liked');
  });
});
