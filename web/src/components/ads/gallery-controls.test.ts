import { describe, expect, it } from 'vitest';
import { blend, contrast, photoPixels, type Rgb } from '@/testing/contrast';
import { GALLERY_DISC, GALLERY_ICON } from './gallery-controls';

/** The translucent disc as it shows over a photo's pixel. */
const over = (photo: Rgb): Rgb => blend(GALLERY_DISC, GALLERY_DISC.alpha, photo);

describe('the gallery arrows', () => {
  it('when the photo behind an arrow is anything from white to black, then the icon keeps well over 3:1 against its disc (4.5:1, for anti-aliased edges)', () => {
    for (const photo of photoPixels()) {
      expect(contrast(GALLERY_ICON, over(photo)), JSON.stringify(photo)).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });
});
