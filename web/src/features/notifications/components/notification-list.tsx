// /notifications: the signed-in user's alerts, newest first: which
// saved search matched which listing (a link to it, which marks it read; what
// changed since, from the listing as it is now), a Room wanted match either
// way (a seeker for one of the user's listings, linking to the ad; a room for
// the user's own ad, linking to the listing), a moderator's removal of
// one of the user's listings, with the reason, and the day-before reminder of
// a booked viewing (its time in the listing's zone, linking to the viewings); unread ones marked (in words too, for screen readers), "Mark all read" and
// "Load more".
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { visuallyHidden } from '@/lib/visually-hidden';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkNotificationRead } from '../api/mark-read';
import { useUnreadNotificationsCount } from '../api/unread-notifications';
import {
  adRemovalText,
  ALL_MARKED_READ,
  AD_UNAVAILABLE,
  LISTING_UNAVAILABLE,
  NO_NOTIFICATIONS,
  ROOM_MATCH_TEXT,
  SEEKER_MATCH_TEXT,
  removalNoticeText,
  rentChangedText,
  titleChangedText,
  formatViewingStart,
  VIEWING_REMINDER_TEXT,
  type Notification,
  type RoomMatchNotification,
  type SavedSearchMatchNotification,
} from '../types';
import { formatDateTime, formatRent } from '@/lib/format';
import { LoadMoreButton } from '@/components/load-more-button';

export function NotificationList({ uid }: { uid: string }) {
  const pages = useNotifications(uid);
  const unread = useUnreadNotificationsCount(uid);
  const markAll = useMarkAllRead(uid);
  const markRead = useMarkNotificationRead(uid);
  const notifications = pages.data?.pages.flatMap((page) => page.notifications) ?? [];

  if (pages.isPending) {
    return (
      <Stack role="status" aria-label="Loading your notifications" spacing={1.5}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} />
        ))}
      </Stack>
    );
  }
  if (pages.isError && notifications.length === 0) {
    return <QueryError error={pages.error} onRetry={() => void pages.refetch()} />;
  }
  if (notifications.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, borderRadius: 3, textAlign: 'center' }}>
        <Typography sx={{ mb: 1 }}>{NO_NOTIFICATIONS}</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Save a search on Browse Listings to hear about new listings that match it.
        </Typography>
        <Button component={RouterLink} to={paths.savedSearches} variant="outlined">
          Your saved searches
        </Button>
      </Paper>
    );
  }

  // Unread ones may sit on pages not loaded yet: the bell's count knows.
  const anyUnread = notifications.some((n) => !n.read) || (unread.data ?? 0) > 0;
  const markAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: () => notify.success(ALL_MARKED_READ),
      onError: (error) => notify.error(error.message),
    });

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon />}
          onClick={markAllRead}
          disabled={!anyUnread}
          loading={markAll.isPending}
        >
          Mark all read
        </Button>
      </Box>
      <Stack
        component="ul"
        aria-label="Notifications"
        spacing={1.5}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onOpen={() => !notification.read && markRead.mutate(notification.id)}
          />
        ))}
      </Stack>
      <LoadMoreButton pages={pages} />
    </>
  );
}

type ItemProps = {
  notification: Notification;
  /** Its link was followed. */
  onOpen: () => void;
};

function NotificationItem({ notification: n, onOpen }: ItemProps) {
  const time = formatDateTime(n.createdAt);
  return (
    <Paper
      component="li"
      variant="outlined"
      data-unread={!n.read || undefined}
      sx={{
        p: 2,
        borderRadius: 2,
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        ...(n.read
          ? {}
          : { borderColor: 'primary.main', borderLeftWidth: 4, bgcolor: 'action.hover' }),
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          flex: 'none',
          width: 10,
          height: 10,
          mt: 0.75,
          borderRadius: '50%',
          bgcolor: n.read ? 'transparent' : 'primary.main',
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere', fontWeight: n.read ? 400 : 600 }}>
          {!n.read && (
            <Box component="span" sx={visuallyHidden}>
              Unread:{' '}
            </Box>
          )}
          <ItemText notification={n} onOpen={onOpen} />
        </Typography>
        <ItemFooter notification={n} onOpen={onOpen} />
        {time && (
          <Typography variant="body2" color="text.secondary">
            {time}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

/** The alert's first line, by kind. */
function ItemText({ notification: n, onOpen }: ItemProps) {
  switch (n.kind) {
    case 'listing-removed':
      return removalNoticeText(n.title, n.reason);
    case 'seeker-ad-removed':
      return adRemovalText(n.title, n.reason);
    case 'saved-search-match':
      return <MatchLine notification={n} onOpen={onOpen} />;
    case 'seeker-match':
      // The poster's own listing by name; the ad's headline as it is now is
      // the link to it. An ad that is gone is said to be, without its headline.
      return (
        <>
          {SEEKER_MATCH_TEXT(n.title)}:{' '}
          {n.adNow ? (
            <Link component={RouterLink} to={paths.roomWantedAd(n.adId)} onClick={onOpen}>
              “{n.adNow.headline}”
            </Link>
          ) : (
            AD_UNAVAILABLE
          )}
        </>
      );
    case 'room-match':
      return <RoomMatchLine notification={n} onOpen={onOpen} />;
    case 'viewing-reminder':
      return (
        <>
          {VIEWING_REMINDER_TEXT}:{' '}
          <Link component={RouterLink} to={paths.myViewings} onClick={onOpen}>
            {n.postTitle}
          </Link>{' '}
          · {formatViewingStart(n.start, n.timeZone)}
        </>
      );
  }
}

/** Under the text: what changed since a listing matched, or where to act on a removal. */
function ItemFooter({ notification: n, onOpen }: ItemProps) {
  switch (n.kind) {
    case 'saved-search-match':
    case 'room-match':
      return <MatchChanges notification={n} />;
    case 'listing-removed':
      return (
        <Link component={RouterLink} to={paths.myListings} onClick={onOpen} variant="body2">
          Go to My Listings
        </Link>
      );
    case 'seeker-ad-removed':
      // The one-ad slot is free again: they may post a new ad.
      return (
        <Link component={RouterLink} to={paths.myRoomWanted} onClick={onOpen} variant="body2">
          Go to my Room wanted ad
        </Link>
      );
    case 'seeker-match':
    case 'viewing-reminder':
      return null;
  }
}

/** A room for the reader's own Room wanted ad: the listing as it is now, its rent unless that changed. */
function RoomMatchLine({
  notification: n,
  onOpen,
}: {
  notification: RoomMatchNotification;
  onOpen?: () => void;
}) {
  const now = n.listingNow;
  return (
    <>
      {ROOM_MATCH_TEXT}:{' '}
      <Link component={RouterLink} to={paths.details(n.postId)} onClick={onOpen}>
        {now?.title || n.title}
      </Link>{' '}
      · {n.location}
      {(!now || now.rentAmount === n.rentAmount) && ` · ${formatRent(n.rentAmount)}`}
    </>
  );
}

type MatchProps = { notification: SavedSearchMatchNotification; onOpen?: () => void };

/** Which search matched which listing: its title as it is now, and its rent unless that changed. */
function MatchLine({ notification: n, onOpen }: MatchProps) {
  const now = n.listingNow;
  return (
    <>
      New listing for “{n.searchName}”:{' '}
      <Link component={RouterLink} to={paths.details(n.postId)} onClick={onOpen}>
        {now?.title || n.title}
      </Link>{' '}
      · {n.location}
      {(!now || now.rentAmount === n.rentAmount) && ` · ${formatRent(n.rentAmount)}`}
    </>
  );
}

/** What changed since the alert: the listing is gone or closed, its rent, its title. */
function MatchChanges({
  notification: n,
}: {
  notification: SavedSearchMatchNotification | RoomMatchNotification;
}) {
  const now = n.listingNow;
  const changes = !now
    ? [LISTING_UNAVAILABLE]
    : [
        now.rentAmount !== n.rentAmount && rentChangedText(now.rentAmount, n.rentAmount),
        now.title && now.title !== n.title && titleChangedText(n.title),
      ].filter((text): text is string => Boolean(text));
  if (!changes.length) return null;
  return (
    <Typography
      variant="body2"
      data-testid="listing-changes"
      sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}
    >
      {changes.join(' · ')}
    </Typography>
  );
}
