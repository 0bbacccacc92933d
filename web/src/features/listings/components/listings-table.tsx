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
import { paths } from '@/config/paths';
import type { Post } from '../types';
import { formatRent } from '../utils/format';

const COLUMNS = ['Title', 'Location', 'Room Type', 'Rent', 'Posted By', 'Action'] as const;

// Fixed column widths: rows keep their layout while pages append or a skeleton is replaced.
const widths = ['30%', '20%', '14%', '11%', '15%', '10%'];

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

function Row({ post }: { post: Post }) {
  const titleId = useId();
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" id={titleId} sx={{ fontWeight: 600 }}>
        {post.title}
      </TableCell>
      <TableCell>{post.location || '—'}</TableCell>
      <TableCell>{post.roomType || '—'}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatRent(post.rentAmount)}</TableCell>
      <TableCell>{post.userName || 'Anonymous'}</TableCell>
      <TableCell>
        <SeeMore id={post._id} describedBy={titleId} />
      </TableCell>
    </TableRow>
  );
}

type Props = { posts: Post[] } | { loadingRows: number };

/** Wide screens: the spec's table (Title, Location, Room Type, Rent, Posted By, Action). */
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
            ? props.posts.map((post) => <Row key={post._id} post={post} />)
            : Array.from({ length: props.loadingRows }, (_, i) => (
                <TableRow key={i} aria-hidden>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>
                      {column === 'Action' ? (
                        <Skeleton variant="rounded" width={86} height={30.75} />
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

const rowCardSx = { p: 2, borderRadius: 3, display: 'grid', gap: 0.5 } as const;

function RowCard({ post }: { post: Post }) {
  const titleId = useId();
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={rowCardSx}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ lineHeight: 1.4 }}>
        {post.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[post.location || 'Location not specified', post.roomType].filter(Boolean).join(' · ')}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mt: 1,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>
            {formatRent(post.rentAmount)}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            Posted by {post.userName || 'Anonymous'}
          </Typography>
        </Box>
        <SeeMore id={post._id} describedBy={titleId} />
      </Box>
    </Card>
  );
}

/** Small screens: each row becomes a card with the same fields and action. */
export function ListingRowCards(props: Props) {
  return (
    <Box
      component="ul"
      aria-label="Listings"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {'posts' in props
        ? props.posts.map((post) => (
            <li key={post._id}>
              <RowCard post={post} />
            </li>
          ))
        : Array.from({ length: props.loadingRows }, (_, i) => (
            <li key={i} aria-hidden>
              <Card variant="outlined" sx={rowCardSx}>
                <Typography variant="h6" sx={{ lineHeight: 1.4 }}>
                  <Skeleton width="70%" />
                </Typography>
                <Typography variant="body2">
                  <Skeleton width="50%" />
                </Typography>
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    mt: 1,
                  }}
                >
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
