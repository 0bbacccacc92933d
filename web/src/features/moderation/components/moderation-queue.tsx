// The moderators' queue: listings and Room wanted ads with open reports,
// newest report first, each with its reports (reason, note, time), a link to
// its page and the actions Restore, Remove (with a reason for the owner) and
// Dismiss (one report). A case its owner deleted stays, marked "Deleted"
// (no page to link to); a re-post of reported text waits here, marked
// "Re-post" with the title it repeats.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { QueryError } from '@/components/query-error';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useModerationAction, useModerationQueue } from '../api/moderation-queue';
import {
  deletedCaseText,
  LISTING_STATUS_LABELS,
  repeatReportersText,
  repostOfText,
  WANTED_AD_STATUS_LABELS,
  type ModerationItem,
} from '../types';
import { itemId, itemPage, SUBJECT_TEXTS } from '../utils/subjects';
import { RemoveDialog } from './remove-dialog';
import { LoadMoreButton } from '@/components/load-more-button';

export const EMPTY_QUEUE = 'No listings or ads with open reports. All clear!';

const statusLabel = (item: ModerationItem) =>
  item.kind === 'seeker-ad'
    ? WANTED_AD_STATUS_LABELS[item.status]
    : LISTING_STATUS_LABELS[item.status];

const formatTime = (iso: string | null) => formatDateTime(iso) ?? 'Unknown time';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function ModerationQueue() {
  const queue = useModerationQueue();
  const actions = useModerationAction();
  const [toRemove, setToRemove] = useState<ModerationItem | null>(null);
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];

  const failed = (error: Error) => notify.error(error.message);
  const restore = (item: ModerationItem) =>
    actions.restore.mutate(item, {
      onSuccess: () => notify.success(`“${item.title}” is restored`),
      onError: failed,
    });
  const remove = (reason: string) => {
    if (!toRemove) return;
    const { title } = toRemove;
    actions.remove.mutate(
      { item: toRemove, reason },
      {
        onSuccess: () => {
          setToRemove(null);
          notify.success(`“${title}” was removed`);
        },
      },
    );
  };
  const dismiss = (item: ModerationItem, reportId: string) =>
    actions.dismiss.mutate(
      { item, reportId },
      { onSuccess: () => notify.success('Report dismissed'), onError: failed },
    );

  if (queue.isPending) {
    return (
      <Box role="status" aria-label="Loading reports" sx={{ display: 'grid', gap: 2 }}>
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={180} />
        ))}
      </Box>
    );
  }
  if (queue.isError && items.length === 0) {
    return <QueryError error={queue.error} onRetry={() => void queue.refetch()} />;
  }
  if (items.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, borderRadius: 3, textAlign: 'center' }}>
        <Typography>{EMPTY_QUEUE}</Typography>
      </Paper>
    );
  }

  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {items.map((item) => (
          <li key={`${item.kind}:${itemId(item)}`}>
            <QueueItem
              item={item}
              busy={actions.restore.isPending || actions.dismiss.isPending}
              onRestore={() => restore(item)}
              onRemove={() => {
                actions.remove.reset();
                setToRemove(item);
              }}
              onDismiss={(reportId) => dismiss(item, reportId)}
            />
          </li>
        ))}
      </Box>
      <LoadMoreButton pages={queue} />
      <RemoveDialog
        kind={toRemove?.kind ?? 'listing'}
        title={toRemove?.title ?? null}
        pending={actions.remove.isPending}
        error={actions.remove.isError ? actions.remove.error.message : null}
        onCancel={() => setToRemove(null)}
        onRemove={remove}
      />
    </>
  );
}

type ItemProps = {
  item: ModerationItem;
  busy: boolean;
  onRestore: () => void;
  onRemove: () => void;
  onDismiss: (reportId: string) => void;
};

function QueueItem({ item, busy, onRestore, onRemove, onDismiss }: ItemProps) {
  const headingId = `queue-${item.kind}-${itemId(item)}`;
  const title = item.title || SUBJECT_TEXTS[item.kind].untitled;
  const shown = item.reports.length;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {/* A deleted listing or ad has no page left to open. */}
          {item.deletedAt ? (
            title
          ) : (
            <Link component={RouterLink} to={itemPage(item)}>
              {title}
            </Link>
          )}
        </Typography>
        {item.kind === 'seeker-ad' && <Chip size="small" variant="outlined" label="Room wanted" />}
        {item.deletedAt && <Chip size="small" color="error" variant="outlined" label="Deleted" />}
        {item.repostOf !== null && (
          <Chip size="small" color="warning" variant="outlined" label="Re-post" />
        )}
        <Chip
          size="small"
          label={statusLabel(item) ?? item.status}
          color={item.status === 'under-review' ? 'warning' : 'default'}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Posted by {item.posterName} · {plural(item.reportCount, 'open report')} · last reported{' '}
        {formatTime(item.lastReportedAt)}
      </Typography>
      {item.deletedAt && (
        <Typography variant="body2" color="error.main">
          {deletedCaseText(formatTime(item.deletedAt))}
        </Typography>
      )}
      {item.repostOf !== null && (
        <Typography variant="body2" color="warning.main">
          {repostOfText(item.repostOf)}
        </Typography>
      )}
      {item.repeatReporters > 0 && (
        <Typography variant="body2" color="warning.main">
          {repeatReportersText(item.repeatReporters)}
        </Typography>
      )}

      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1 }}>
        {item.reports.map((report, i) => (
          <Box
            component="li"
            key={report.id}
            sx={{
              display: 'flex',
              gap: 2,
              alignItems: 'flex-start',
              justifyContent: 'space-between',
              borderTop: 1,
              borderColor: 'divider',
              pt: 1,
            }}
          >
            <div>
              <Typography sx={{ fontWeight: 600 }}>{report.reasonLabel}</Typography>
              {report.note && (
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {report.note}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {formatTime(report.reportedAt)}
              </Typography>
            </div>
            <Button
              size="small"
              onClick={() => onDismiss(report.id)}
              disabled={busy}
              aria-label={`Dismiss report ${i + 1} on ${title}`}
            >
              Dismiss
            </Button>
          </Box>
        ))}
      </Box>
      {item.reportCount > shown && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Showing the newest {shown} of {item.reportCount} reports.
        </Typography>
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button
          variant="contained"
          onClick={onRestore}
          disabled={busy}
          aria-label={`Restore ${title}`}
        >
          Restore
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={onRemove}
          disabled={busy}
          aria-label={`Remove ${title}`}
        >
          Remove
        </Button>
      </Box>
    </Paper>
  );
}
