// How far an ad is from a near search's place, as every list of ads says it.
import { formatDistance } from '@contract/near';

/** "1.2 km away", "350 m away". */
export const awayText = (km: number) => `${formatDistance(km)} away`;
