// Rents and dates come from lib/format.ts, shared with other features.
export { formatDate, formatMonthlyRent, formatRent } from '@/lib/format';

export const likesLabel = (likes: number) => `${likes} ${likes === 1 ? 'like' : 'likes'}`;
