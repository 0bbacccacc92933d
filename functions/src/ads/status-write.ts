// What an owner's lifecycle action writes to an ad of any kind, in its
// transaction (posts/lifecycle-repository.ts, seeker-ads/repository.ts); each
// kind adds its own copies (an ad's `search.expires`, a refreshed owner).
import { Timestamp, type FieldValue } from 'firebase-admin/firestore';
import type { LifecycleChange } from './lifecycle';

export function statusWrite(change: LifecycleChange<string>, now: FieldValue) {
  return {
    status: change.status,
    statusChangedAt: now,
    ...(change.expiresAt !== undefined && { expiresAt: Timestamp.fromMillis(change.expiresAt) }),
    // Renewing is an update: "Updated today" on cards and details.
    ...(change.renewed && { updatedAt: now }),
  };
}
