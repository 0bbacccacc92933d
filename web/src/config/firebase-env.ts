import * as z from 'zod/mini';

// Checked when Firebase first loads, so a missing variable fails loudly
// instead of surfacing later as a confusing Firebase error.
const FirebaseEnvSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().check(z.minLength(1)),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().check(z.minLength(1)),
  VITE_FIREBASE_PROJECT_ID: z.string().check(z.minLength(1)),
  VITE_FIREBASE_APP_ID: z.string().check(z.minLength(1)),
  VITE_AUTH_EMULATOR_URL: z.optional(z.union([z.url(), z.literal('')])),
});

const parsed = FirebaseEnvSchema.safeParse(import.meta.env);
if (!parsed.success) {
  throw new Error(
    `Invalid environment configuration:\n${parsed.error.issues
      .map((i) => `  ${i.path.join('.')}: ${i.message}`)
      .join('\n')}`,
  );
}

export const firebaseEnv = {
  config: {
    apiKey: parsed.data.VITE_FIREBASE_API_KEY,
    authDomain: parsed.data.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: parsed.data.VITE_FIREBASE_PROJECT_ID,
    appId: parsed.data.VITE_FIREBASE_APP_ID,
  },
  authEmulatorUrl: parsed.data.VITE_AUTH_EMULATOR_URL || null,
};
