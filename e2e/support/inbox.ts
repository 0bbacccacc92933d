// The development inbox (MailDev 3, started beside the emulators by
// scripts/test.mjs): what the function really sent over SMTP, read through
// MailDev's REST API under /api (GET /api/email, GET /api/email/:id/source,
// DELETE /api/email/all; the routes of @maildev/api).
import { inboxUrl } from './env';

/** An e-mail as MailDev parsed it (the fields the journeys read). */
export type Mail = {
  id: string;
  time: string;
  subject: string;
  from: { address: string; name?: string }[];
  to: { address: string; name?: string }[];
  text?: string;
  html?: string;
};

async function call(path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(`${inboxUrl}/api${path}`, init).catch((error: unknown) => {
    throw new Error(
      `The development inbox (MailDev) is not answering at ${inboxUrl}: run the e2e suite through \`npm test\` (scripts/test.mjs starts it).`,
      { cause: error },
    );
  });
  if (!response.ok) {
    throw new Error(`MailDev ${init?.method ?? 'GET'} ${path} → ${response.status}`);
  }
  return response;
}

/** Empties the inbox (a journey's known state, like resetEmulators). */
export async function clearInbox() {
  await call('/email/all', { method: 'DELETE' });
}

/** Every e-mail sent to `address`, oldest first. */
export async function mailTo(address: string): Promise<Mail[]> {
  const query = new URLSearchParams({ 'to.address': address.toLowerCase() });
  return (await call(`/email?${query}`)).json() as Promise<Mail[]>;
}

/**
 * Waits until `address` has received `count` e-mails (default 1) and returns
 * the newest; fails after `timeout` ms with what did arrive.
 */
export async function waitForMail(
  address: string,
  { count = 1, timeout = 30_000 }: { count?: number; timeout?: number } = {},
): Promise<Mail> {
  const deadline = Date.now() + timeout;
  let mails: Mail[] = [];
  while (Date.now() < deadline) {
    mails = await mailTo(address);
    if (mails.length >= count) return mails[mails.length - 1];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(
    `No e-mail number ${count} to ${address} within ${timeout} ms; it has ${mails.length}: ${JSON.stringify(mails.map((m) => m.subject))}`,
  );
}

/**
 * The e-mail's headers as sent, names in lower case (unfolded). From the raw
 * source: MailDev's parsed `headers` leave out structured ones such as
 * List-Unsubscribe.
 */
export async function mailHeaders(mail: Mail): Promise<Map<string, string>> {
  const source = await (await call(`/email/${encodeURIComponent(mail.id)}/source`)).text();
  const head = source.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** The links of the e-mail's HTML part, in order, as `{ text, href }`. */
export function mailLinks(mail: Mail): { text: string; href: string }[] {
  const links: { text: string; href: string }[] = [];
  const decode = (s: string) =>
    s
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  for (const match of (mail.html ?? '').matchAll(
    /<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi,
  )) {
    const text = decode(match[2].replace(/<[^>]+>/g, ''))
      .replace(/\s+/g, ' ')
      .trim();
    links.push({ text, href: decode(match[1]) });
  }
  return links;
}
