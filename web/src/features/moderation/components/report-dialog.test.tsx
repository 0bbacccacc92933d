import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/test-utils';
import ReportDialog, { tooNewToReportText } from './report-dialog';

const subject = { kind: 'listing', id: 'p1', title: 'Sunny room' } as const;
const NOW = Date.parse('2026-11-28T21:00:00Z');
const HOUR = 3_600_000;

describe('ReportDialog', () => {
  it('when the account is too new to report, then it says from when, before any form, and offers the safety tips', () => {
    const reportableFrom = NOW + 5 * HOUR;
    renderWithApp(
      <ReportDialog
        subject={subject}
        open
        onClose={vi.fn()}
        reportableFrom={reportableFrom}
        now={() => NOW}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Report listing' });
    expect(dialog).toHaveTextContent(tooNewToReportText(reportableFrom));
    expect(tooNewToReportText(reportableFrom)).toMatch(
      /^New accounts can report 24 hours after signing up: you can from .+\.$/,
    );
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send report' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the safety tips' })).toHaveAttribute(
      'href',
      '/safety',
    );
  });

  it('when the account is old enough (or its age is unknown), then the form asks for a reason', () => {
    const { unmount } = renderWithApp(
      <ReportDialog
        subject={subject}
        open
        onClose={vi.fn()}
        reportableFrom={NOW - HOUR}
        now={() => NOW}
      />,
    );
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send report' })).toBeDisabled();
    unmount();
    renderWithApp(<ReportDialog subject={subject} open onClose={vi.fn()} />);
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
  });
});
