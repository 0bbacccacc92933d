// The hero carousel's colours, the same in both themes: white text, controls
// and focus ring on a photo under a dark scrim, over the hero's purple while
// the photo loads. The theme's focus ring (its primary colour) is barely
// visible on that purple in the light theme, so everything focusable in the
// hero takes this ring instead. The test checks its contrast (WCAG 2.2 focus
// appearance, at least 3:1) against the purple and against the lightest
// scrim behind the slide's text and buttons over a white photo.
type Rgb = { r: number; g: number; b: number };

/** Behind the photo: what shows while it loads, and where it is transparent. */
export const HERO_BACKGROUND: Rgb = { r: 0x1e, g: 0x1b, b: 0x4b };
export const HERO_SCRIM: Rgb = { r: 9, g: 10, b: 28 };
/** The scrim's lightest stop behind the slide's text and buttons (the top of a phone's slide). */
export const HERO_SCRIM_MIN_ALPHA = 0.55;
export const HERO_FOCUS_RING: Rgb = { r: 255, g: 255, b: 255 };

export const rgb = ({ r, g, b }: Rgb, alpha?: number) =>
  alpha === undefined ? `rgb(${r},${g},${b})` : `rgba(${r},${g},${b},${alpha})`;

export const heroBackground = rgb(HERO_BACKGROUND);
export const heroScrim = (alpha: number) => rgb(HERO_SCRIM, alpha);

/** The keyboard focus ring of a button or link in the hero (Material UI's and plain ones). */
export const heroFocusRing = {
  outline: `3px solid ${rgb(HERO_FOCUS_RING)}`,
  outlineOffset: 2,
} as const;
