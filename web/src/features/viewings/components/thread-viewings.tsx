// A thread's viewings: the "Propose a viewing" button for its header, and its
// viewings as cards above the messages, live. Open ones (waiting for an answer,
// booked, or over and waiting for how it went) show; finished ones fold under
// a toggle so the messages keep their room.
import EventOutlined from '@mui/icons-material/EventOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import type { Viewing } from '@contract/viewings';
import { lazyDialog } from '@/lib/lazy-dialog';
import { useLiveViewings } from '../api/live';
import { PROPOSE_VIEWING } from '../utils/texts';
import { ViewingCard } from './viewing-card';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  conversationId: string;
  otherName: string;
};
const ProposeViewingDialog = lazyDialog<DialogProps>(
  () => import('./propose-viewing-dialog').then((m) => m.default),
  (props) => props.open,
);

type Props = { conversationId: string; otherName: string };

/** The header's button: opens "Propose a viewing" (off while nothing can be sent). */
export function ProposeViewingButton({
  conversationId,
  otherName,
  disabled,
}: Props & { disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<EventOutlined />}
        onClick={() => setOpen(true)}
        disabled={disabled}
      >
        {PROPOSE_VIEWING}
      </Button>
      <ProposeViewingDialog
        open={open}
        onClose={() => setOpen(false)}
        conversationId={conversationId}
        otherName={otherName}
      />
    </>
  );
}

/** Still needs something from someone: an answer, the visit itself, or how it went. */
const isOpen = (viewing: Viewing) =>
  viewing.status === 'proposed' || viewing.status === 'confirmed';

export function ThreadViewings({ conversationId, uid, otherName }: Props & { uid: string }) {
  const id = useId();
  const { viewings, error, retry } = useLiveViewings(conversationId, uid, otherName);
  const [showEarlier, setShowEarlier] = useState(false);
  const [proposing, setProposing] = useState(false);

  if (error) {
    return (
      <Alert
        severity="error"
        sx={{ m: 1.5, mb: 0 }}
        action={
          <Button color="inherit" size="small" onClick={retry}>
            Try again
          </Button>
        }
      >
        Could not load the viewings
      </Alert>
    );
  }
  if (!viewings?.length) return null;
  const open = viewings.filter(isOpen);
  const earlier = viewings.filter((v) => !isOpen(v));
  const cards = (list: Viewing[]) =>
    list.map((viewing) => (
      <li key={viewing.id}>
        <ViewingCard viewing={viewing} onProposeAnother={() => setProposing(true)} />
      </li>
    ));

  return (
    <Box
      component="section"
      aria-label="Viewings"
      sx={{
        px: 1.5,
        pt: 1.5,
        maxHeight: '45%',
        overflowY: 'auto',
        flexShrink: 0,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {open.length > 0 && (
        <Box component="ul" sx={listSx}>
          {cards(open)}
        </Box>
      )}
      {earlier.length > 0 && (
        <>
          <Button
            size="small"
            onClick={() => setShowEarlier((shown) => !shown)}
            aria-expanded={showEarlier}
            aria-controls={`${id}-earlier`}
            sx={{ mb: 1 }}
          >
            {showEarlier ? 'Hide earlier viewings' : `Show earlier viewings (${earlier.length})`}
          </Button>
          {showEarlier && (
            <Box component="ul" id={`${id}-earlier`} sx={listSx}>
              {cards(earlier)}
            </Box>
          )}
        </>
      )}
      <ProposeViewingDialog
        open={proposing}
        onClose={() => setProposing(false)}
        conversationId={conversationId}
        otherName={otherName}
      />
    </Box>
  );
}

const listSx = {
  listStyle: 'none',
  m: 0,
  mb: 1.5,
  p: 0,
  display: 'grid',
  gap: 1,
} as const;
