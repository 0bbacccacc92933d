import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  ASK_THE_POSTER,
  BATHROOM_LABELS,
  BILLS_LABELS,
  FURNISHING_LABELS,
  agesText,
  householdText,
  stayText,
  type ListingFacts,
} from '@contract/listing-facts';
import { moveInText } from '@contract/availability';
import type { Listing } from '../types';
import { formatRent } from '../utils/format';
import { localDay } from '@/lib/local-day';

const months = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;

/** Each fact in words, in the order the list shows them (`moveIn`: the move-in row). */
function rows(facts: ListingFacts, moveIn: string): [label: string, value: string][] {
  const stay =
    facts.maxStayMonths === null
      ? `Minimum ${months(facts.minStayMonths)}, no maximum`
      : stayText(facts.minStayMonths, facts.maxStayMonths);
  const bills =
    facts.billsEstimate === null
      ? BILLS_LABELS[facts.bills]
      : `${BILLS_LABELS[facts.bills]}, about ${formatRent(facts.billsEstimate)}/month`;
  const ages = agesText(facts.householdAgeMin, facts.householdAgeMax);
  const household = householdText(facts.householdSize) + (ages ? `, ${ages.toLowerCase()}` : '');
  return [
    ['Move-in', moveIn],
    ['Stay', stay],
    ['Bills', bills],
    ['Deposit', facts.deposit === 0 ? 'No deposit' : formatRent(facts.deposit)],
    ['Furnishing', FURNISHING_LABELS[facts.furnishing]],
    ['Bathroom', BATHROOM_LABELS[facts.bathroom]],
    ['Household', household],
    ['Couples welcome', facts.couplesWelcome ? 'Yes' : 'No'],
    // Only when the poster wrote something.
    ...(facts.whoLivesHere ? [['Who lives here', facts.whoLivesHere] as [string, string]] : []),
  ];
}

const LABELS = [
  'Move-in',
  'Stay',
  'Bills',
  'Deposit',
  'Furnishing',
  'Bathroom',
  'Household',
  'Couples welcome',
  'Who lives here',
];

/**
 * The details page's "Room facts" as a list of terms and values. A listing
 * that doesn't state them (legacy forms, older listings) reads "Ask the
 * poster" (the facts are unknown, not absent), but the move-in row, which
 * follows the availability rule (contract/availability.ts): "Now" or the date
 * while the listing can be taken, "Not available" otherwise (its chip says why).
 */
export function RoomFacts({ post }: { post: Listing }) {
  const { facts } = post;
  const moveIn = moveInText(post, localDay()) ?? ASK_THE_POSTER;
  const shown = facts
    ? rows(facts, moveIn)
    : LABELS.map((label): [string, string] => [
        label,
        label === 'Move-in' ? moveIn : ASK_THE_POSTER,
      ]);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(9rem, auto) minmax(0, 1fr)' },
        m: 0,
      }}
    >
      {shown.map(([label, value]) => (
        <Box
          key={label}
          sx={{
            display: 'grid',
            gridColumn: '1 / -1',
            gridTemplateColumns: 'subgrid',
            columnGap: 3,
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontWeight: 600,
              color: facts ? undefined : 'text.secondary',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
