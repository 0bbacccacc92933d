// Types for demo-photos.mjs, so the TypeScript tests (functions) can import it.
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { UploadDetails } from '../../functions/src/contract/photo-files';

export const SCENES_DIR: string;
export const DEMO_PHOTO_CACHE: string;
export function hasNoPhotos(index: number): boolean;
export function demoScenes(index: number, roomType: string): string[];
export function demoPhotoId(ownerEmail: string, scene: string): string;
export function demoPhotos(index: number, roomType: string, ownerEmail: string): string[];

export function demoPhotoWrites(
  db: Firestore,
  listings: { id: string; ownerEmail: string; scenes: string[] }[],
  uids: Map<string, string>,
  options: { now: unknown; dir?: string; cacheDir?: string },
): Promise<{
  writes: [DocumentReference, Record<string, unknown>][];
  /** Listing id → its `uploads` map. */
  uploads: Map<string, Record<string, UploadDetails>>;
  /** Photo documents written. */
  photos: number;
  /** Scenes processed by the pipeline (the others came from the cache). */
  processed: number;
}>;
