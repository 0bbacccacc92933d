// How a Room wanted ad reads: every fact in words, the same on cards, details
// and the owner's page. No Intl (dates by hand, as listings do).
import { formatDay } from '@contract/listing-facts';
import { formatMonthlyRent } from '@contract/rent';
import { OCCUPATION_LABELS, WANT_LABELS, type WantedAd, type Want } from '@contract/wanted-ad';

/** "up to $1,200/month". */
export const budgetText = (budget: number) => `up to ${formatMonthlyRent(budget)}`;

/** "Moving in now" from today on, else "Moving in 1 Mar 2027". */
export function moveInText(moveInDate: string, today: string): string {
  return moveInDate <= today ? 'Moving in now' : `Moving in ${formatDay(moveInDate)}`;
}

/** "For 6 months", "For 1 month". */
export const stayWantedText = (months: number) =>
  `For ${months} ${months === 1 ? 'month' : 'months'}`;

/** "Within 2 km of Williamsburg": an area and how far around it the seeker would live. */
export const areaText = (area: { name: string; km: number }) =>
  `Within ${area.km} km of ${area.name}`;

/** "Within 2 km of Williamsburg · Within 5 km of Queens". */
export const areasText = (areas: readonly { name: string; km: number }[]) =>
  areas.map(areaText).join(' · ');

/** Who is moving in: "Couple" or "Single". */
export const coupleText = (couple: boolean) => (couple ? 'Couple' : 'Single');

/** "Aged 25–29", or undefined without an age. */
export const ageRangeText = (range: string | null) => (range ? `Aged ${range}` : undefined);

export const occupationText = (occupation: WantedAd['occupation']) =>
  occupation ? OCCUPATION_LABELS[occupation] : undefined;

/** "Bills included: Must have". */
export const wantText = (fact: string, want: Want) => `${fact}: ${WANT_LABELS[want]}`;

/** The three wants, each in words, in the form's order. */
export function wantsOf(ad: Pick<WantedAd, 'wantsBills' | 'wantsFurnished' | 'wantsPrivateBath'>) {
  return [
    { fact: 'Bills included', want: ad.wantsBills },
    { fact: 'Furnished', want: ad.wantsFurnished },
    { fact: 'Private bathroom', want: ad.wantsPrivateBath },
  ];
}

/** The line under a name: "25–29 · Professional" (whatever is known). */
export function personLine(ad: Pick<WantedAd, 'ageRange' | 'occupation'>): string {
  return [ad.ageRange, occupationText(ad.occupation)].filter(Boolean).join(' · ');
}
