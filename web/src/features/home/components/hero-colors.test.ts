import { describe, expect, it } from 'vitest';
import { blend, contrast, photoPixels, type Rgb } from '@/testing/contrast';
import { HERO_BACKGROUND, HERO_FOCUS_RING, HERO_SCRIM, HERO_SCRIM_MIN_ALPHA } from './hero-colors';

/** The scrim at its lightest behind the text and buttons, over a photo's pixel. */
const underScrim = (photo: Rgb): Rgb => blend(HERO_SCRIM, HERO_SCRIM_MIN_ALPHA, photo);

// The hero looks the same in both themes: these colours are all it is drawn with.
describe('the hero’s focus ring', () => {
  it('when a button or link in the hero has the keyboard focus, then its ring has at least 3:1 against the hero’s purple', () => {
    expect(contrast(HERO_FOCUS_RING, HERO_BACKGROUND)).toBeGreaterThanOrEqual(3);
  });

  it('when the photo behind the ring is anything from white to black, then the ring keeps at least 3:1 against the scrimmed photo', () => {
    for (const photo of photoPixels()) {
      expect(
        contrast(HERO_FOCUS_RING, underScrim(photo)),
        JSON.stringify(photo),
      ).toBeGreaterThanOrEqual(3);
    }
  });
});
