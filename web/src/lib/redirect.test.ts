import { describe, expect, it } from 'vitest';
import { getRedirectTarget, loginRedirectState } from './redirect';

describe('login redirect state', () => {
  it('when the state holds a path, then that path is the target', () => {
    expect(getRedirectTarget({ from: '/my-listings' })).toBe('/my-listings');
  });

  it('when the state holds a location, then its path, query and hash are kept', () => {
    const state = loginRedirectState({ pathname: '/details/42', search: '?a=1', hash: '#c' });
    expect(getRedirectTarget(state)).toBe('/details/42?a=1#c');
    expect(getRedirectTarget({ from: { pathname: '/profile', search: '', hash: '' } })).toBe(
      '/profile',
    );
  });

  it('when there is no usable state, then the target is the home page', () => {
    expect(getRedirectTarget(null)).toBe('/');
    expect(getRedirectTarget({})).toBe('/');
    expect(getRedirectTarget({ from: 42 })).toBe('/');
  });

  it('when the target leaves the site or loops to an auth page, then the home page is used', () => {
    expect(getRedirectTarget({ from: 'https://evil.example' })).toBe('/');
    expect(getRedirectTarget({ from: '//evil.example/x' })).toBe('/');
    expect(getRedirectTarget({ from: '/\\evil.example' })).toBe('/');
    expect(getRedirectTarget({ from: '/auth/login' })).toBe('/');
  });
});
