import { describe, expect, it } from 'vitest';
import { contrast, type Rgb } from '@/testing/contrast';
import { GALLERY_DISC, GALLERY_ICON } from './gallery-controls';

/** The translucent disc as it shows over a photo's pixel. */
const over = (photo: Rgb): Rgb => ({
  r: GALLERY_DISC.r * GALLERY_DISC.alpha + photo.r * (1 - GALLERY_DISC.alpha),
  g: GALLERY_DISC.g * GALLERY_DISC.alpha + photo.g * (1 - GALLERY_DISC.alpha),
  b: GALLERY_DISC.b * GALLERY_DISC.alpha + photo.b * (1 - GALLERY_DISC.alpha),
});

describe('the gallery arrows', () => {
  it('when the photo behind an arrow is anything from white to black, then the icon keeps well over 3:1 against its disc (4.5:1, for anti-aliased edges)', () => {
    for (let v = 0; v <= 255; v += 5) {
      for (const photo of [
        { r: v, g: v, b: v },
        { r: 255, g: v, b: v },
        { r: v, g: 255, b: v },
        { r: v, g: v, b: 255 },
      ]) {
        expect(contrast(GALLERY_ICON, over(photo)), JSON.stringify(photo)).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    }
  });
});
