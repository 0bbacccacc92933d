// Fills the listings' match slot (components/listing-match-slot.tsx) with the
// wanted-ads feature's badge, for pages that show listings (home, browse,
// liked, details). Only for a signed-in member: a visitor never downloads the
// badge's code, and a member gets it after the cards have painted (lazily, with
// its one request for their ad).
import { lazy, Suspense, type ReactNode } from 'react';
import { ListingMatchContext, type ListingMatchRenderer } from '@/components/listing-match-slot';
import { useSession } from '@/lib/session';

const ListingMatchBadge = lazy(
  () => import('@/features/wanted-ads/components/listing-match-badge'),
);

const renderMatch: ListingMatchRenderer = (post, variant) => (
  <Suspense fallback={null}>
    <ListingMatchBadge post={post} variant={variant} />
  </Suspense>
);

export function ListingMatchProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return (
    <ListingMatchContext.Provider value={user ? renderMatch : null}>
      {children}
    </ListingMatchContext.Provider>
  );
}
