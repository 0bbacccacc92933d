// The mail's configuration, read from the environment when mail is sent or a
// link is checked, never at import. Deployed, the values come from
// `functions/.env.<project>` (plain settings) and Cloud Secret Manager
// (SMTP_PASSWORD, MAIL_TOKEN_SECRET: secrets.ts binds them, and the runtime
// sets them as environment variables of the same names); in the emulator from
// the environment `npm start` passes through (scripts/lib/emulator-env.mjs),
// where MailDev listens. docs/email.md lists every setting.
import { publicOrigin } from '../share/shell';

/** How e-mail leaves: Roomly's own SMTP sender, or the Trigger Email extension reading `mail/{key}`. */
export type MailSender = 'smtp' | 'extension';

export type SmtpConfig = {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  /** Both or neither: MailDev and the tests' server take mail without signing in. */
  auth?: { user: string; pass: string };
};

export type MailConfig = {
  sender: MailSender;
  smtp: SmtpConfig;
  /** The From header: Roomly's own address, never a member's. */
  from: string;
  /** The web app's origin, for every link in an e-mail (no trailing slash). */
  appUrl: string;
  /** Where the API answers (`{apiUrl}/mail/unsubscribe`): Hosting rewrites `/mail/**` to it. */
  apiUrl: string;
  /** Signs unsubscribe links. */
  tokenSecret: string;
  /** How long a new message waits before its e-mail, so a message read in the app meanwhile sends none. */
  messageDelaySeconds: number;
  /** Tries before an e-mail is marked failed. */
  maxAttempts: number;
};

/** The emulator's MailDev SMTP port before ROOMLY_PORT_OFFSET (scripts start MailDev there). */
export const DEV_SMTP_PORT = 1025;
/** The signing key of demo-* projects only (the emulator and the tests): a published key signs nothing real. */
export const DEV_TOKEN_SECRET = 'roomly-demo-unsubscribe-key';
const DEFAULT_MAX_ATTEMPTS = 5;

export class MailConfigError extends Error {}

/** A demo-* project (the emulator's, the tests'): it may use the development defaults. */
function isDemoProject(env: NodeJS.ProcessEnv): boolean {
  let project = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT;
  try {
    project ??= (JSON.parse(env.FIREBASE_CONFIG ?? '{}') as { projectId?: string }).projectId;
  } catch {
    // No project named: not a demo one.
  }
  return project?.startsWith('demo-') ?? false;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new MailConfigError(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}

function origin(name: string, value: string): string {
  try {
    const url = new URL(value);
    if (/^https?:$/.test(url.protocol)) return url.origin;
  } catch {
    // Reported below.
  }
  throw new MailConfigError(`${name} must be an http(s) origin, got "${value}"`);
}

/**
 * The configuration as the environment gives it now. Throws a
 * MailConfigError naming the setting that is missing or wrong: a deployed
 * project never signs links with the demo key or sends from a guessed server.
 */
export function mailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const demo = isDemoProject(env);
  const emulator = env.FUNCTIONS_EMULATOR === 'true';

  const sender = (env.MAIL_SENDER?.trim() || 'smtp') as MailSender;
  if (sender !== 'smtp' && sender !== 'extension') {
    throw new MailConfigError(`MAIL_SENDER must be "smtp" or "extension", got "${sender}"`);
  }

  const configuredApp = env.APP_URL?.trim();
  // A script on the emulator (`npm run mail`) runs outside the Functions
  // emulator but beside its Hosting, which emulator-env.mjs names.
  const site =
    demo && !emulator && env.ROOMLY_HOSTING_URL
      ? publicOrigin({ ...env, FUNCTIONS_EMULATOR: 'true' })
      : publicOrigin(env);
  const appUrl = configuredApp ? origin('APP_URL', configuredApp) : site;
  if (!appUrl) throw new MailConfigError('APP_URL is not set and no project is known');

  const tokenSecret = env.MAIL_TOKEN_SECRET?.trim() || (demo ? DEV_TOKEN_SECRET : '');
  if (!tokenSecret) {
    throw new MailConfigError(
      'MAIL_TOKEN_SECRET is not set (firebase functions:secrets:set MAIL_TOKEN_SECRET)',
    );
  }

  const host = env.SMTP_HOST?.trim() || (demo ? '127.0.0.1' : '');
  if (!host && sender === 'smtp') {
    throw new MailConfigError('SMTP_HOST is not set (functions/.env.<project>)');
  }
  const devPort = DEV_SMTP_PORT + integer(env, 'ROOMLY_PORT_OFFSET', 0);
  const port = integer(env, 'SMTP_PORT', demo ? devPort : 587, 1);
  const secureRaw = env.SMTP_SECURE?.trim().toLowerCase();
  if (secureRaw && secureRaw !== 'true' && secureRaw !== 'false') {
    throw new MailConfigError(`SMTP_SECURE must be "true" or "false", got "${env.SMTP_SECURE}"`);
  }
  const user = env.SMTP_USER?.trim();
  const pass = env.SMTP_PASSWORD ?? '';
  if (user && !pass && sender === 'smtp') {
    throw new MailConfigError(
      'SMTP_USER is set but SMTP_PASSWORD is not (firebase functions:secrets:set SMTP_PASSWORD)',
    );
  }

  return {
    sender,
    smtp: {
      host,
      port,
      secure: secureRaw ? secureRaw === 'true' : port === 465,
      ...(user ? { auth: { user, pass } } : {}),
    },
    from: env.MAIL_FROM?.trim() || `Roomly <no-reply@${new URL(appUrl).hostname}>`,
    appUrl,
    // Hosting serves the API's paths on the site's own origin.
    apiUrl: appUrl,
    tokenSecret,
    messageDelaySeconds: integer(env, 'MESSAGE_EMAIL_DELAY_SECONDS', emulator || demo ? 0 : 120),
    maxAttempts: integer(env, 'MAIL_MAX_ATTEMPTS', DEFAULT_MAX_ATTEMPTS, 1),
  };
}
