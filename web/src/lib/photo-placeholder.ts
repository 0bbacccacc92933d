// An upload's placeholder (a ThumbHash, docs/photos.md) as a blurred
// background painted while the photo loads. The decoder (the `thumbhash`
// package, about 1 KB gzip) is its own small chunk, fetched when the first
// upload with a placeholder renders rather than with every page that shows a
// card (the sign-in pages load the cards' chunk too); until it arrives, and
// in the first view's markup, the frame's own colour shows.
import { useEffect, useState } from 'react';

type Decode = (hash: Uint8Array) => string;
let decode: Decode | undefined;
let loading: Promise<Decode> | undefined;
const decoded = new Map<string, string | null>();

function dataUrlOf(placeholder: string, thumbHashToDataURL: Decode): string | null {
  if (!decoded.has(placeholder)) {
    let url: string | null = null;
    try {
      url = thumbHashToDataURL(Uint8Array.from(atob(placeholder), (c) => c.charCodeAt(0)));
    } catch {
      // Not a ThumbHash: no preview.
    }
    decoded.set(placeholder, url);
  }
  return decoded.get(placeholder)!;
}

const styleOf = (url: string | null) =>
  url
    ? { backgroundImage: `url(${url})`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : undefined;

/** The style that paints `placeholder` behind the image (nothing without one, or until the decoder is there). */
export function usePlaceholderStyle(placeholder: string | undefined) {
  const [, setReady] = useState(false);
  useEffect(() => {
    if (!placeholder || decode) return;
    loading ??= import('thumbhash').then((m) => (decode = m.thumbHashToDataURL));
    let current = true;
    void loading.then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [placeholder]);
  return placeholder && decode ? styleOf(dataUrlOf(placeholder, decode)) : undefined;
}
