// Settings the first page needs. The Firebase settings, checked when read, live
// in firebase-env.ts and load with the Firebase SDK, after the first paint.
export const env = {
  // Same origin by default: Hosting rewrites the API paths to the function.
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '',
  // reCAPTCHA Enterprise site key: App Check runs only where it is set
  // (production); the emulators can't run App Check.
  appCheckSiteKey: (import.meta.env.VITE_APPCHECK_SITE_KEY as string | undefined) || null,
};
