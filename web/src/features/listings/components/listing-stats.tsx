// Poster insight: a listing's views, likes and conversations, for
// its owner on My Listings and on the listing's details page. The API sends
// `stats` to the owner only.
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ListingStats as Stats } from '@contract/insight';

const ITEMS = [
  {
    key: 'views',
    label: 'Views',
    Icon: VisibilityOutlined,
    hint: 'Views: people other than you who opened the listing, each counted once a day',
  },
  { key: 'likes', label: 'Likes', Icon: FavoriteBorder, hint: 'Likes: people who liked it' },
  {
    key: 'conversations',
    label: 'Conversations',
    Icon: ChatOutlined,
    hint: 'Conversations: people who messaged you about it',
  },
] as const;

const listSx = {
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: 2,
  rowGap: 0.5,
  m: 0,
} as const;

/** "Views 12 · Likes 3 · Conversations 1", as a description list named for the listing. */
export function ListingStats({ stats, title }: { stats: Stats | undefined; title: string }) {
  if (!stats) return null;
  return (
    <Box component="dl" aria-label={`Insight for ${title}`} sx={listSx}>
      {ITEMS.map(({ key, label, Icon, hint }) => (
        <Box key={key} title={hint} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Icon sx={{ fontSize: 18, color: 'text.secondary' }} aria-hidden />
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700 }}>
            {stats[key]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
