// The demo listings' photos: the scenes bundled under
// web/public/images/listings/ (rendered by scripts/images/listing-photos.mjs),
// chosen by room type and position, so the same seed always gives the same
// photos without drawing from demo-data.mjs's random sequence (which would
// change every title and rent). A couple of listings get none, to show the
// cards' placeholder.

/** Scenes that fit each room type; the first two show the room itself. */
const SCENES_BY_ROOM_TYPE = {
  'Single Room': ['sunny-bedroom', 'attic-room', 'work-corner', 'shared-kitchen', 'calm-bedroom'],
  'Shared Room': ['calm-bedroom', 'bright-living-room', 'shared-kitchen', 'green-balcony'],
  Studio: ['studio-flat', 'loft-studio', 'warm-kitchen', 'reading-nook'],
  '1 Bedroom': ['cosy-living-room', 'sunny-bedroom', 'warm-kitchen', 'green-balcony'],
  '2 Bedroom': ['bright-living-room', 'calm-bedroom', 'shared-kitchen', 'work-corner'],
  '3+ Bedroom': ['cosy-living-room', 'attic-room', 'warm-kitchen', 'reading-nook', 'green-balcony'],
};

/** The width stored; cards and the gallery offer every width through srcset. */
const STORED_WIDTH = 960;

/** Every 13th listing from the sixth (demo-0006, demo-0019, …) has no photos. */
export const hasNoPhotos = (index) => index % 13 === 5;

/** 1–4 photo paths for the `index`th demo listing, or none (see `hasNoPhotos`). */
export function demoPhotos(index, roomType) {
  const scenes = SCENES_BY_ROOM_TYPE[roomType];
  if (!scenes || hasNoPhotos(index)) return [];
  // The cover is one of the first two scenes (a room, not the kitchen); the rest follow.
  const cover = index % 2;
  const ordered = [scenes[cover], ...scenes.filter((_, j) => j !== cover)];
  return ordered
    .slice(0, 1 + (index % 4))
    .map((scene) => `/images/listings/${scene}-${STORED_WIDTH}.webp`);
}
