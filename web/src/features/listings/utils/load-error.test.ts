import { describe, expect, it } from 'vitest';
import { classifyLoadError } from './load-error';

describe('home load errors', () => {
  it('when the message mentions an expired session or authentication, then it offers Log In Again', () => {
    expect(classifyLoadError('Your session has expired')).toEqual({
      loginLink: true,
      redirectToLogin: false,
    });
    expect(classifyLoadError('Authentication error')).toEqual({
      loginLink: true,
      redirectToLogin: false,
    });
  });

  it('when the message says the user must log in, then it also redirects to login', () => {
    expect(classifyLoadError('You must be logged in to view this')).toEqual({
      loginLink: true,
      redirectToLogin: true,
    });
    expect(classifyLoadError('Authentication failed. Please log in again.').redirectToLogin).toBe(
      true,
    );
  });

  it('when the message is anything else, then it offers Try Again', () => {
    expect(classifyLoadError('Server not responding. Please try again later.')).toEqual({
      loginLink: false,
      redirectToLogin: false,
    });
  });
});
