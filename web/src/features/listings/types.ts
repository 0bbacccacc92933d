// The listing vocabulary as the API contract (README) defines it.

export const ROOM_TYPES = [
  'Single Room',
  'Shared Room',
  'Studio',
  '1 Bedroom',
  '2 Bedroom',
  '3+ Bedroom',
] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

export const AVAILABILITIES = ['Available', 'Not Available'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** Stored keys and the labels people read. */
export const LIFESTYLE_LABELS = {
  pets: 'Pets Allowed',
  smoking: 'Smoking Allowed',
  nightOwl: 'Night Owl',
  earlyBird: 'Early Bird',
  quiet: 'Quiet Environment',
  social: 'Social Environment',
} as const;
export type LifestylePreference = keyof typeof LIFESTYLE_LABELS;
export const LIFESTYLE_PREFERENCES = Object.keys(LIFESTYLE_LABELS) as LifestylePreference[];

export const SORTS = ['newest', 'rent-asc', 'rent-desc'] as const;
export type Sort = (typeof SORTS)[number];

export const NO_CONTACT_INFO = 'No contact information provided';

/** A listing as the API returns it. */
export type Post = {
  _id: string;
  title: string;
  location: string;
  rentAmount?: number | null;
  /** Older records may carry `rent` instead of `rentAmount`. */
  rent?: number | null;
  roomType: string;
  description: string;
  lifestylePreferences: string[];
  availability: string;
  /**
   * Whether the signed-in caller owns it (verified e-mail and uid, see
   * docs/security-model.md). Posters' e-mails are never sent: they are contact
   * details. False or missing for anonymous requests (public lists send no token).
   */
  isOwner?: boolean;
  userName?: string;
  userPhoto?: string;
  likes: number;
  createdAt: string | null;
  updatedAt: string | null;
  /** Only for the owner and for users who liked the post. */
  contactInfo?: string;
  /** Only for signed-in callers. */
  liked?: boolean;
};

/** The editable fields (`POST /posts`, `PUT /posts/:id`). */
export type PostInput = {
  title: string;
  location: string;
  rentAmount: number;
  roomType: RoomType;
  description: string;
  contactInfo: string;
  lifestylePreferences: LifestylePreference[];
  availability: Availability;
};

/** `GET /posts` filters (every one optional). */
export type PostFilters = {
  /** The signed-in user's own e-mail only (My Listings); needs their token. */
  email?: string;
  location?: string;
  roomType?: RoomType;
  availability?: Availability;
  minRent?: number;
  maxRent?: number;
  sort?: Sort;
};
