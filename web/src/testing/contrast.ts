// WCAG 2 relative luminance and contrast ratio, for tests of the colours a
// component draws (a focus ring on the hero, the gallery's controls).
export type Rgb = { r: number; g: number; b: number };

const channel = (v: number) => {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const luminance = ({ r, g, b }: Rgb) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** The contrast ratio of two colours, from 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `top` at opacity `alpha` (0–1) as it shows over `under`. */
export function blend(top: Rgb, alpha: number, under: Rgb): Rgb {
  const mix = (a: number, b: number) => a * alpha + b * (1 - alpha);
  return { r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b) };
}

/** Photo pixels from black to white: greys and the three primaries' tints, in steps of 5. */
export function photoPixels(): Rgb[] {
  const pixels: Rgb[] = [];
  for (let v = 0; v <= 255; v += 5) {
    pixels.push(
      { r: v, g: v, b: v },
      { r: 255, g: v, b: v },
      { r: v, g: 255, b: v },
      { r: v, g: v, b: 255 },
    );
  }
  return pixels;
}
