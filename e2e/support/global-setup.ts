import { rmSync } from 'node:fs';
import { findChromium, noChromiumMessage } from '../../scripts/lib/chromium.mjs';
import { failureDir } from './paths';

// Fail fast, with a useful message, instead of 11 identical launch errors.
export default function setup() {
  // Only this run's failures: an old screenshot would point at a fixed problem.
  // (npm test runs the journeys in two parts and clears them once, first.)
  if (!process.env.ROOMLY_E2E_FAILURES_CLEARED)
    rmSync(failureDir, { recursive: true, force: true });
  if (!findChromium()) throw new Error(noChromiumMessage());
}
