import { describe, expect, it } from 'vitest';
import { lifestyleMatch, lifestyleMatchText } from './lifestyle-match';

describe('lifestyleMatch', () => {
  it('when I have no preferences, then there is nothing to match', () => {
    expect(lifestyleMatch([], ['pets', 'quiet'])).toBeNull();
  });

  it('when only unknown keys are set, then there is nothing to match', () => {
    expect(lifestyleMatch(['karaoke'], ['pets'])).toBeNull();
  });

  it('when the listing shares some of my preferences, then it counts them out of mine', () => {
    const match = lifestyleMatch(['quiet', 'pets', 'earlyBird'], ['pets', 'quiet', 'smoking']);
    expect(match).toEqual({ matched: ['pets', 'quiet'], total: 3 });
    expect(lifestyleMatchText(match!)).toBe('Matches 2 of 3 of your preferences');
  });

  it('when the listing names none of mine, then it is 0 of n', () => {
    const match = lifestyleMatch(['nightOwl'], ['earlyBird']);
    expect(match).toEqual({ matched: [], total: 1 });
    expect(lifestyleMatchText(match!)).toBe('Matches 0 of 1 of your preferences');
  });

  it('when keys repeat or the listing has extras, then each of mine counts once', () => {
    expect(
      lifestyleMatch(['pets', 'pets', 'social'], ['social', 'social', 'pets', 'quiet']),
    ).toEqual({ matched: ['pets', 'social'], total: 2 });
  });
});
