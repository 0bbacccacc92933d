// The spec's older client: a title-only create form and an update form with
// `rent` and Single/Shared room types, all under /api/posts. Input is mapped
// onto the one canonical listing shape; nothing is stored the old way.
import { Router } from 'express';
import { z } from 'zod';
import { badRequest, forbidden } from '../lib/http-error';
import {
  parseOr400,
  plainText,
  requireJsonObject,
  strictMessages,
  type TextShape,
} from '../lib/validation';
import { callerOf, optionalAuth, requireVerified } from '../middleware/auth';
import { requireVerifiedPhone } from '../phone/require-phone';
import {
  DEFAULT_CONTACT_PREFERENCE,
  LIMITS,
  ROOM_TYPES,
  type ListingFields,
  type RoomType,
} from '../listings/fields';
import { createListing, getListingFor, updateListing } from '../listings/repository';
import { ownerFor } from '../listings/owner';
import { requiredText } from '../contract/field-schemas';
import { availabilitySchema, parseListingId } from '../listings/schema';

const LEGACY_ROOM_TYPES: Record<string, RoomType> = {
  Single: 'Single Room',
  Shared: 'Shared Room',
};

/** The older client also sends who it thinks the owner is and the initial counters; identity comes from the token. */
const legacyCreateSchema = z.strictObject(
  {
    title: requiredText('Title', LIMITS.title, 'line'),
    userEmail: z.string({ error: 'userEmail must be a string' }).trim().toLowerCase().optional(),
    userName: z.string({ error: 'userName must be a string' }).optional(),
    availability: availabilitySchema.optional(),
    likes: z.literal(0, { error: 'likes must be 0' }).optional(),
  },
  strictMessages,
);

const optionalText = (label: string, max: number, shape: TextShape) =>
  plainText(z.string({ error: `${label} must be a string` }).trim(), label, shape)
    .max(max, `${label} must be at most ${max} characters`)
    .optional();

const legacyUpdateSchema = z.strictObject(
  {
    title: requiredText('Title', LIMITS.title, 'line').optional(),
    location: optionalText('Location', LIMITS.location, 'line'),
    rent: z
      .number({ error: 'Rent must be a number' })
      .min(1, 'Rent must be at least 1')
      .max(LIMITS.maxRent, 'Rent must be at most 1,000,000')
      .optional(),
    // The old form offers Single/Shared; a post it loads may already carry a canonical type.
    roomType: z
      .enum(['Single', 'Shared', ...ROOM_TYPES], {
        error: 'Room type must be Single or Shared',
      })
      .optional(),
    description: optionalText('Description', LIMITS.description, 'lines'),
  },
  strictMessages,
);

export function legacyRouter(): Router {
  const router = Router();

  // As POST /posts: a verified phone too.
  router.post('/', requireVerifiedPhone, async (req, res) => {
    const caller = callerOf(req);
    const body = parseOr400(legacyCreateSchema, requireJsonObject(req.body));
    if (body.userEmail !== undefined && body.userEmail !== caller.email) {
      throw forbidden('You can only create posts as yourself');
    }
    const input: ListingFields = {
      title: body.title,
      location: '',
      rentAmount: 0,
      roomType: 'Single Room',
      description: '',
      contactInfo: '',
      contactPreference: DEFAULT_CONTACT_PREFERENCE,
      lifestylePreferences: [],
      availability: body.availability ?? 'Available',
    };
    res.status(201).json(await createListing(input, await ownerFor(caller)));
  });

  router.get('/:id', optionalAuth, async (req, res) => {
    // Moderation: others see only that a listing is under review.
    // getListingFor applies what others may see of a listing under review.
    res.json(await getListingFor(parseListingId(req.params.id), req.caller));
  });

  router.put('/:id', requireVerified, async (req, res) => {
    const caller = callerOf(req);
    const id = parseListingId(req.params.id);
    const body = parseOr400(legacyUpdateSchema, requireJsonObject(req.body));
    const changes: Partial<ListingFields> = {
      ...(body.title !== undefined && { title: body.title }),
      ...(body.location !== undefined && { location: body.location }),
      ...(body.rent !== undefined && { rentAmount: body.rent }),
      ...(body.roomType !== undefined && {
        roomType: LEGACY_ROOM_TYPES[body.roomType] ?? (body.roomType as RoomType),
      }),
      ...(body.description !== undefined && { description: body.description }),
    };
    if (Object.keys(changes).length === 0) throw badRequest('Nothing to update');
    res.json(await updateListing(id, caller, changes));
  });

  return router;
}
