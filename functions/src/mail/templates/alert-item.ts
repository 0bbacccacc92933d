// How one alert reads, in an alert's e-mail and as a line of the daily digest.
import { formatMonthlyRent } from '../../contract/rent';
import type { AlertItem } from './types';
import { appLink, oneLine, segment, type RenderContext } from './layout';

export type AlertLine = {
  /** Why it is here ("Matches your saved search “Quiet rooms”"). */
  reason: string;
  title: string;
  detail: string;
  url: string;
  /** The button's label when this alert is the e-mail's only one. */
  action: string;
};

export function alertLine(item: AlertItem, ctx: RenderContext): AlertLine {
  switch (item.kind) {
    case 'saved-search-match':
      return {
        reason: `A new room matches your saved search “${oneLine(item.searchName, 60)}”.`,
        title: oneLine(item.title),
        detail: `${oneLine(item.location)} · ${formatMonthlyRent(item.rentAmount)}`,
        url: appLink(ctx, `/details/${segment(item.postId)}`),
        action: 'View the listing',
      };
    case 'room-match':
      return {
        reason: 'A new room matches your Room wanted ad.',
        title: oneLine(item.title),
        detail: `${oneLine(item.location)} · ${formatMonthlyRent(item.rentAmount)}`,
        url: appLink(ctx, `/details/${segment(item.postId)}`),
        action: 'View the listing',
      };
    case 'seeker-match':
      return {
        reason: `Someone looking for a room matches your listing “${oneLine(item.title, 60)}”.`,
        title: oneLine(item.headline),
        detail: `Room wanted · matches “${oneLine(item.title, 60)}”`,
        url: appLink(ctx, `/room-wanted/${segment(item.adId)}`),
        action: 'View the Room wanted ad',
      };
  }
}
