// Zod (its small "mini" build) for the app's forms, without its just-in-time
// compiled parsers: Zod 4 probes for them with `new Function('')`, which the
// CSP (script-src has no 'unsafe-eval') blocks, and Chrome then reports a
// Content Security Policy issue on the page (Lighthouse's best-practices audit
// "inspector-issues"). Interpreted parsers are fast enough for forms. Import
// `z` from here, not from 'zod'.
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };
