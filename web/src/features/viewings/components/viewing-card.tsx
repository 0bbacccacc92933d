// One viewing in its thread: its state, its times in the viewing's time zone,
// and what this side can do now. The proposer waits (or withdraws); the other
// side accepts a time or declines (maybe with other times); a confirmed
// viewing goes in the calendar, can be moved or called off; once it is over,
// each side says how it went.
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  VIEWING_LISTING_GONE_BANNER,
  VIEWING_MODE_LABELS,
  VIEWING_OUTCOME_LABELS,
  VIEWING_STATUS_LABELS,
  type Viewing,
  type ViewingOutcome,
  type ViewingStatus,
} from '@contract/viewings';
import { lazyDialog } from '@/lib/lazy-dialog';
import { notify } from '@/lib/notify';
import { downloadCalendar } from '../api/calendar';
import { useAcceptViewing, useRecordOutcome } from '../api/viewings';
import { formatSlot } from '../utils/format';

type DialogProps = { open: boolean; onClose: () => void; viewing: Viewing };
const DeclineDialog = lazyDialog<DialogProps>(
  () => import('./decline-dialog').then((m) => m.default),
  (props) => props.open,
);
const CancelDialog = lazyDialog<DialogProps>(
  () => import('./cancel-dialog').then((m) => m.default),
  (props) => props.open,
);

export const ADD_TO_CALENDAR = 'Add to calendar';
export const PROPOSE_ANOTHER_TIME = 'Propose another time';

const CHIP_COLORS: Record<ViewingStatus, ChipProps['color']> = {
  proposed: 'info',
  confirmed: 'success',
  declined: 'default',
  cancelled: 'default',
  done: 'primary',
};

type Props = {
  viewing: Viewing;
  /** Opens "Propose a viewing" (on a confirmed viewing: to move it); hidden without. */
  onProposeAnother?: () => void;
  /** The time it is (tests pass their own); a viewing is over once its end has passed. */
  now?: number;
};

/** The slot a viewing is for: the accepted one, else none. */
const confirmedSlotOf = (viewing: Viewing) =>
  viewing.confirmedSlot === null ? undefined : viewing.slots[viewing.confirmedSlot];

export function ViewingCard({ viewing, onProposeAnother, now = Date.now() }: Props) {
  const headingId = useId();
  const [dialog, setDialog] = useState<'decline' | 'cancel' | null>(null);
  const [downloading, setDownloading] = useState(false);
  const accept = useAcceptViewing(viewing.id);
  const outcome = useRecordOutcome(viewing.id);
  const { status, otherName, timeZone } = viewing;
  const mine = viewing.proposedBy === 'me';
  const slot = confirmedSlotOf(viewing);
  const over = slot !== undefined && new Date(slot.end).getTime() <= now;
  const live = status === 'confirmed' && !over;

  const onAccept = (index: number) =>
    accept.mutate(index, {
      onSuccess: () => notify.success('Viewing confirmed.'),
      onError: (error) => notify.error(error.message),
    });
  const onOutcome = (answer: ViewingOutcome) =>
    outcome.mutate(answer, {
      onSuccess: () => notify.success('Thanks for letting us know.'),
      onError: (error) => notify.error(error.message),
    });
  const onCalendar = () => {
    setDownloading(true);
    downloadCalendar(viewing.id)
      .catch((error: Error) => notify.error(error.message))
      .finally(() => setDownloading(false));
  };

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="viewing"
      sx={{ p: 1.5, borderRadius: 2, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h3" variant="subtitle2" sx={{ flex: 1 }}>
          {mine ? 'You proposed a viewing' : `${otherName} proposed a viewing`}
        </Typography>
        <Chip label={VIEWING_STATUS_LABELS[status]} color={CHIP_COLORS[status]} size="small" />
      </Box>

      {status === 'confirmed' && !viewing.listingActive && (
        <Alert severity="warning">{VIEWING_LISTING_GONE_BANNER}</Alert>
      )}

      <Typography variant="body2">
        {VIEWING_MODE_LABELS[viewing.mode]}
        {viewing.mode === 'in-person' && viewing.area && ` · ${viewing.area}`}
      </Typography>

      {slot ? (
        <Typography variant="body2">
          <strong>When:</strong> {formatSlot(slot, timeZone)}
        </Typography>
      ) : (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {viewing.slots.length === 1 ? 'Proposed time' : 'Proposed times'}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
            {viewing.slots.map((s, i) => {
              const text = formatSlot(s, timeZone);
              const canAccept = status === 'proposed' && !mine && new Date(s.start).getTime() > now;
              return (
                <Box
                  component="li"
                  key={s.start}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                >
                  <Typography variant="body2" sx={{ flex: 1, minWidth: 180 }}>
                    {text}
                  </Typography>
                  {canAccept && (
                    <Button
                      size="small"
                      variant="contained"
                      aria-label={`Accept ${text}`}
                      onClick={() => onAccept(i)}
                      disabled={accept.isPending}
                      loading={accept.isPending && accept.variables === i}
                    >
                      Accept
                    </Button>
                  )}
                </Box>
              );
            })}
          </Box>
        </Box>
      )}

      {status === 'confirmed' && viewing.mode === 'video' && viewing.videoLink && (
        <Typography variant="body2">
          <Link href={viewing.videoLink} target="_blank" rel="noopener noreferrer">
            Join the video call
          </Link>
        </Typography>
      )}

      {viewing.note && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <strong>Note:</strong> {viewing.note}
        </Typography>
      )}

      <StateLine viewing={viewing} />

      {(status === 'done' || (status === 'confirmed' && over)) && <Outcomes viewing={viewing} />}

      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {status === 'proposed' && !mine && (
          <Button size="small" color="error" onClick={() => setDialog('decline')}>
            Decline
          </Button>
        )}
        {status === 'proposed' && mine && (
          <Button size="small" color="error" onClick={() => setDialog('cancel')}>
            Cancel proposal
          </Button>
        )}
        {live && (
          <>
            <Button
              size="small"
              variant="outlined"
              startIcon={<CalendarMonthOutlined />}
              onClick={onCalendar}
              loading={downloading}
            >
              {ADD_TO_CALENDAR}
            </Button>
            {onProposeAnother && (
              <Button size="small" onClick={onProposeAnother}>
                {PROPOSE_ANOTHER_TIME}
              </Button>
            )}
            <Button size="small" color="error" onClick={() => setDialog('cancel')}>
              Cancel viewing
            </Button>
          </>
        )}
        {status === 'confirmed' && over && !viewing.myOutcome && (
          <>
            {(['met', 'no-show'] as const).map((answer) => (
              <Button
                key={answer}
                size="small"
                variant={answer === 'met' ? 'contained' : 'outlined'}
                onClick={() => onOutcome(answer)}
                disabled={outcome.isPending}
                loading={outcome.isPending && outcome.variables === answer}
              >
                {VIEWING_OUTCOME_LABELS[answer]}
              </Button>
            ))}
          </>
        )}
      </Box>

      <DeclineDialog
        open={dialog === 'decline'}
        onClose={() => setDialog(null)}
        viewing={viewing}
      />
      <CancelDialog open={dialog === 'cancel'} onClose={() => setDialog(null)} viewing={viewing} />
    </Paper>
  );
}

/** Who is waiting for whom, or why it ended. */
function StateLine({ viewing }: { viewing: Viewing }) {
  const { status, otherName } = viewing;
  const mine = viewing.proposedBy === 'me';
  let text: string | null = null;
  if (status === 'proposed') {
    text = mine ? `Waiting for ${otherName} to pick a time.` : 'Pick a time, or decline.';
  } else if (status === 'declined') {
    // The other side of a proposal is the one who declines it.
    text = mine ? `${otherName} declined.` : 'You declined.';
    if (viewing.replacedBy) text += ' Other times were suggested.';
  } else if (status === 'cancelled') {
    text = viewing.cancelledBy === 'me' ? 'You cancelled.' : `${otherName} cancelled.`;
  }
  if (!text) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {text}
      {(status === 'declined' || status === 'cancelled') && viewing.cancelReason && (
        <> Reason: {viewing.cancelReason}</>
      )}
    </Typography>
  );
}

/** After the time: what each side said (the other's answer once one has given one's own). */
function Outcomes({ viewing }: { viewing: Viewing }) {
  const said = (outcome: ViewingOutcome | null) =>
    outcome ? `“${VIEWING_OUTCOME_LABELS[outcome]}”` : null;
  return (
    <Box>
      {!viewing.myOutcome && viewing.status === 'confirmed' && (
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          How did it go?
        </Typography>
      )}
      {viewing.myOutcome && (
        <Typography variant="body2">You said {said(viewing.myOutcome)}.</Typography>
      )}
      {viewing.myOutcome && (
        <Typography variant="body2">
          {viewing.theirOutcome
            ? `${viewing.otherName} said ${said(viewing.theirOutcome)}.`
            : `${viewing.otherName} hasn't answered yet.`}
        </Typography>
      )}
    </Box>
  );
}
