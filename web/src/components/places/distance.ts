// A distance as a card or a match reason shows it: metres to the nearest 50
// under a kilometre, one decimal under ten, whole kilometres from there. The
// points it is measured between are rounded (about 300 m), so it never claims
// less than 50 m.

/** "350 m" under 1 km, "1.2 km" under 10 km, "12 km" from 10 km. */
export function formatDistance(km: number): string {
  const distance = Math.max(0, km);
  if (distance < 1) {
    const metres = Math.max(50, Math.round((distance * 1000) / 50) * 50);
    // From 975 m it rounds to a whole kilometre, which reads as one.
    if (metres < 1000) return `${metres} m`;
  }
  if (distance < 10) {
    const tenths = Math.round(distance * 10) / 10;
    // From 9.95 km it rounds to 10, which the next unit writes without a decimal.
    if (tenths < 10) return `${tenths.toFixed(1)} km`;
  }
  return `${Math.round(distance)} km`;
}
