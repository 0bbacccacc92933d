import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, testUser } from '@/testing/test-utils';
import ReportDialog, { REPORT_NOW_WITH_PHONE, tooNewToReportText } from './report-dialog';

// The phone feature's dialog (features/phone), which the provider opens.
const VERIFY_DIALOG = 'Verify your phone number';

const subject = { kind: 'listing', id: 'p1', title: 'Sunny room' } as const;
const NOW = Date.parse('2026-11-28T21:00:00Z');
const HOUR = 3_600_000;

type DialogProps = Partial<Parameters<typeof ReportDialog>[0]>;

/** The dialog for the listing, open, at NOW, with `props` (the reporter's state). */
const dialogFor = (props: DialogProps = {}) => (
  <ReportDialog subject={subject} open onClose={vi.fn()} now={() => NOW} {...props} />
);

describe('ReportDialog', () => {
  it('when the account is too new to report, then it says from when, before any form, and offers the safety tips', () => {
    const reportableFrom = NOW + 5 * HOUR;
    renderWithApp(dialogFor({ reportableFrom }));
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
    const { unmount } = renderWithApp(dialogFor({ reportableFrom: NOW - HOUR }));
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send report' })).toBeDisabled();
    unmount();
    renderWithApp(<ReportDialog subject={subject} open onClose={vi.fn()} />);
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
  });

  it('when a new member has a verified phone, then the form asks for a reason at once', () => {
    renderWithApp(dialogFor({ reportableFrom: NOW + 5 * HOUR, phoneVerified: true }));
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send report' })).toBeInTheDocument();
  });

  it('when a new member has no verified phone, then the wait is said with the way round it, and Verify phone opens the verify dialog', async () => {
    const reportableFrom = NOW + 5 * HOUR;
    renderWithApp(dialogFor({ reportableFrom, phoneVerified: false }), {
      session: { user: { ...testUser, phoneVerified: false }, loading: false },
    });
    const dialog = screen.getByRole('dialog', { name: 'Report listing' });
    expect(dialog).toHaveTextContent(
      `${tooNewToReportText(reportableFrom)} ${REPORT_NOW_WITH_PHONE}`,
    );
    expect(REPORT_NOW_WITH_PHONE).toBe('Verify your phone number to report now.');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify phone' }));
    expect(await screen.findByRole('dialog', { name: VERIFY_DIALOG })).toBeInTheDocument();
  });
});
