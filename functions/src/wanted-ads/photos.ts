// A Room wanted ad's photos: up to 4 of the seeker's own uploads, the first
// the cover (contract/wanted-ad-schema.ts reads them; no links to images
// elsewhere). Pure, like document.ts, which uses it.
import { WANTED_AD_LIMITS } from '../contract/wanted-ad';
import { showsPhotosWhileActive, toUploads } from '../ads/photos';
import { effectiveAdStatus } from './lifecycle';

/** Stored value → the uploads the ad shows (odd entries and any past the limit dropped). */
export const toWantedAdPhotos = (value: unknown) => toUploads(value, WANTED_AD_LIMITS.photos);

/** Whether a stored ad shows its uploads to everyone (app.ts): while it is active. */
export const wantedAdShowsPhotos = showsPhotosWhileActive(effectiveAdStatus);
