import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ListingMatchSlot } from '@/components/listing-match-slot';
import { awayText } from '@/components/places/away-text';
import { paths } from '@/config/paths';
import { listingAvailability } from '@contract/availability';
import type { Listing } from '../types';
import { formatRent } from '../utils/format';
import { ListingCover } from './listing-cover';
import { TrustBadgeIcons } from './trust-badge-icons';

const posterSx = { display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' } as const;

// The spec's columns, and Availability: browse lists every active listing, Not
// Available ones too (the spec's "browse all listings"), so each row says which.
const COLUMNS = [
  'Title',
  'Location',
  'Room Type',
  'Rent',
  'Availability',
  'Posted By',
  'Action',
] as const;

// Fixed column widths: rows keep their layout while pages append or a skeleton is replaced.
const widths = ['27%', '17%', '12%', '10%', '12%', '12%', '10%'];

function SeeMore({ id, describedBy }: { id: string; describedBy: string }) {
  return (
    <Button
      component={RouterLink}
      to={paths.details(id)}
      size="small"
      variant="outlined"
      aria-describedby={describedBy}
      sx={{ whiteSpace: 'nowrap' }}
    >
      See More
    </Button>
  );
}

// Photos: a small cover beside each title. The first screenful's
// load at once; the rest only when scrolled near.
const EAGER_ROWS = 4;
const thumbSx = { width: 64, flexShrink: 0, borderRadius: 1 } as const;
const rowThumbSx = { width: 96, flexShrink: 0, borderRadius: 2, alignSelf: 'start' } as const;
type ThumbSx = { width: number; flexShrink: number; borderRadius: number; alignSelf?: 'start' };

function Thumb({ post, index, sx }: { post: Listing; index: number; sx: ThumbSx }) {
  return (
    <ListingCover
      photo={post.photos[0]}
      details={post.photoDetails[post.photos[0] ?? '']}
      title={post.title}
      roomType={post.roomType}
      sizes={`${sx.width}px`}
      eager={index < EAGER_ROWS}
      ownerOnly={post.status !== 'active'}
      decorative
      sx={sx}
    />
  );
}

/** By the one rule (contract/availability.ts), as the card's badge and the details chip. */
function AvailabilityCell({ post }: { post: Listing }) {
  return <TableCell>{listingAvailability(post).label}</TableCell>;
}

function Row({ post, index }: { post: Listing; index: number }) {
  const titleId = useId();
  return (
    <TableRow hover data-listing-id={post._id}>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Thumb post={post} index={index} sx={thumbSx} />
          <span id={titleId}>{post.title}</span>
          {/* "Good match" for a reader with an active Room wanted ad (the page fills the slot). */}
          <ListingMatchSlot post={post} variant="card" />
        </Box>
      </TableCell>
      <TableCell>
        {post.location || '—'}
        {/* A near search's answers say how far each is from its place. */}
        {post.distanceKm !== undefined && (
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {awayText(post.distanceKm)}
          </Box>
        )}
      </TableCell>
      <TableCell>{post.roomType || '—'}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatRent(post.rentAmount)}</TableCell>
      <AvailabilityCell post={post} />
      <TableCell>
        {/* Trust badges: the poster's stored badges as small named icons. */}
        <Box sx={posterSx}>
          {post.userName || 'Anonymous'}
          <TrustBadgeIcons poster={post.poster} />
        </Box>
      </TableCell>
      <TableCell>
        <SeeMore id={post._id} describedBy={titleId} />
      </TableCell>
    </TableRow>
  );
}

type Props = { posts: Listing[] } | { loadingRows: number };

/** Wide screens: the spec's table (Title, Location, Room Type, Rent, Posted By, Action) and Availability. */
export function ListingsTable(props: Props) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table aria-label="Listings" sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column, i) => (
              <TableCell key={column} sx={{ width: widths[i], fontWeight: 700 }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {'posts' in props
            ? props.posts.map((post, i) => <Row key={post._id} post={post} index={i} />)
            : Array.from({ length: props.loadingRows }, (_, i) => (
                <TableRow key={i} aria-hidden>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>
                      {column === 'Action' ? (
                        <Skeleton variant="rounded" width={86} height={30.75} />
                      ) : column === 'Title' ? (
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                          <Skeleton variant="rounded" sx={{ ...thumbSx, height: 48 }} />
                          <Skeleton sx={{ flexGrow: 1 }} />
                        </Box>
                      ) : (
                        <Skeleton />
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

// The row card with its cover beside the title and location (photos);
// the rent and See More keep the card's whole width below them, as before.
const rowCardGridSx = {
  p: 2,
  borderRadius: 3,
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  columnGap: 1.5,
  rowGap: 1,
} as const;
// The row card's last line, across both columns: the rent and poster, then See more.
const rowFooterSx = {
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  mt: 0.5,
} as const;
const rowCardTextSx = { display: 'grid', gap: 0.5, alignContent: 'start', minWidth: 0 } as const;

function RowCard({ post, index }: { post: Listing; index: number }) {
  const titleId = useId();
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-listing-id={post._id}
      sx={rowCardGridSx}
    >
      <Thumb post={post} index={index} sx={rowThumbSx} />
      <Box sx={rowCardTextSx}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ lineHeight: 1.4 }}>
          {post.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[
            post.location || 'Location not specified',
            post.distanceKm !== undefined && awayText(post.distanceKm),
            post.roomType,
            listingAvailability(post).label,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <ListingMatchSlot post={post} variant="card" />
      </Box>
      <Box sx={{ ...rowFooterSx, gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>
            {formatRent(post.rentAmount)}
          </Typography>
          <Box sx={{ ...posterSx, flexWrap: 'nowrap', minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" noWrap>
              Posted by {post.userName || 'Anonymous'}
            </Typography>
            <TrustBadgeIcons poster={post.poster} />
          </Box>
        </Box>
        <SeeMore id={post._id} describedBy={titleId} />
      </Box>
    </Card>
  );
}

// A page of rows is twenty cards, three or four of them on a phone's screen:
// the browser lays out and paints the others when they scroll near (their
// last size is remembered; 170px, a typical card, until then).
const rowCardListSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 1.5,
  '& > li': { contentVisibility: 'auto', containIntrinsicSize: 'auto 170px' },
} as const;

/** Small screens: each row becomes a card with the same fields and action. */
export function ListingRowCards(props: Props) {
  return (
    <Box component="ul" aria-label="Listings" sx={rowCardListSx}>
      {'posts' in props
        ? props.posts.map((post, i) => (
            <li key={post._id}>
              <RowCard post={post} index={i} />
            </li>
          ))
        : Array.from({ length: props.loadingRows }, (_, i) => (
            <li key={i} aria-hidden>
              <Card variant="outlined" sx={rowCardGridSx}>
                <Skeleton variant="rounded" sx={{ ...rowThumbSx, height: 72 }} />
                <Box sx={rowCardTextSx}>
                  <Typography variant="h6" sx={{ lineHeight: 1.4 }}>
                    <Skeleton width="70%" />
                  </Typography>
                  <Typography variant="body2">
                    <Skeleton width="50%" />
                  </Typography>
                </Box>
                <Box sx={rowFooterSx}>
                  <Box sx={{ width: '50%' }}>
                    <Typography>
                      <Skeleton width="50%" />
                    </Typography>
                    <Typography variant="body2">
                      <Skeleton />
                    </Typography>
                  </Box>
                  <Skeleton variant="rounded" width={86} height={30.75} />
                </Box>
              </Card>
            </li>
          ))}
    </Box>
  );
}
