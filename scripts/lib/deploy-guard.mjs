// firebase.json's hosting predeploy hook: a plain `firebase deploy` would ship
// firebase.json as tracked, without the security headers the build generates
// (and whichever build is in web/dist, often the emulators'). `npm run deploy`
// (scripts/deploy.mjs) builds and checks the production variant, merges its
// headers, and sets ROOMLY_DEPLOY for this hook.
if (process.env.ROOMLY_DEPLOY !== '1') {
  console.error(
    'Deploy with `npm run deploy -- --project <id>` (README, "Deploy to a real Firebase project"): ' +
      'it builds the production web app, checks it and deploys it with its security headers.',
  );
  process.exit(1);
}
