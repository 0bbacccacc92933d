// The photo gallery's arrows: a white icon on a dark translucent disc, so the
// icon stands out on any photo, light or dark, in either theme (the photo,
// not the theme, is behind it). The test checks the worst case: the disc over
// a pure white photo.
export const GALLERY_ICON = { r: 255, g: 255, b: 255 } as const;
export const GALLERY_DISC = { r: 0, g: 0, b: 0, alpha: 0.62 } as const;

export const galleryIconColor = `rgb(${GALLERY_ICON.r}, ${GALLERY_ICON.g}, ${GALLERY_ICON.b})`;
export const galleryDiscColor = `rgba(${GALLERY_DISC.r}, ${GALLERY_DISC.g}, ${GALLERY_DISC.b}, ${GALLERY_DISC.alpha})`;
