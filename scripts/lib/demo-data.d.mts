// Types for demo-data.mjs, so the TypeScript tests (web/build) can import it.
import type { ListingFacts } from '../../functions/src/contract/listing-facts';
import type { Availability, ListingStatus } from '../../functions/src/contract/listing';

export interface DemoUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  photoURL: string;
  phoneNumber: string;
  bio: string;
  lifestyle: string[];
}

export const demoUsers: DemoUser[];

export interface DemoListing {
  id: string;
  ownerEmail: string;
  /** The bundled scenes its photos are uploads of (demo-photos.mjs), the cover first. */
  scenes: string[];
  createdAt: Date;
  expiresAt: Date;
  status: ListingStatus;
  likedBy: string[];
  fields: {
    title: string;
    location: string;
    rentAmount: number;
    roomType: string;
    description: string;
    contactInfo: string;
    lifestylePreferences: string[];
    availability: Availability;
    photos: string[];
    facts: ListingFacts;
    /** The poster's pin, near its neighbourhood's centre. */
    point: { lat: number; lng: number };
  };
}

export function buildDemoListings(
  count?: number,
  options?: { seed?: number; now?: number },
): DemoListing[];
