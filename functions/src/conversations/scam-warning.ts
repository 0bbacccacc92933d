// Phrases that mark a message as a likely scam: asking for money, a deposit or
// ID before anyone has seen the room, refusing to show the room (the "landlord
// abroad" who mails the keys), or moving the talk to another app where
// Roomly can't help. Such a message is still delivered (false alarms must not
// silence people) but its receiver sees a warning. One list, tested on its own.

export { SCAM_WARNING } from '../contract/messages';

const PATTERNS: RegExp[] = [
  // Money, and the ways scammers ask for it.
  /\bwire[ -]?transfer/,
  /\bwestern union\b/,
  /\bmoney ?gram\b/,
  /\bgift ?cards?\b/,
  /\b(crypto|bitcoin|btc|usdt|ethereum|eth wallet)\b/,
  /\b(paypal|zelle|venmo|cash ?app|revolut)\b/,
  /\b(security )?deposit\b/,
  /\bsend (me )?(the )?(money|payment|funds|cash)\b/,
  /\b(pay|transfer) (me )?(the )?(first month|rent|in advance|upfront|up front|before)\b/,
  /\b(advance|upfront|up-front) (payment|rent|fee)\b/,
  /\bholding fee\b/,
  /\bbank (details|account|transfer)\b/,
  // Identity documents.
  /\b(copy|photo|picture|scan) of (your )?(id|passport|driver'?s licen[cs]e|ssn|social security)\b/,
  /\bsend (me )?(a copy of )?your (id|passport|driver'?s licen[cs]e|ssn)\b/,
  /\b(social security|ssn) number\b/,
  // Refusing a viewing: the room can't be seen, the keys come by post.
  /\b(can'?t|cannot|can not|won'?t|unable to) (show|let you see|do a viewing of) (you )?(the|my) (room|flat|apartment|place|house)\b/,
  /\bno (viewings?|visits?|showings?)\b/,
  /\b(viewings?|visits?) (is|are) not (possible|available)\b/,
  /\bi'?m (currently |now )?(abroad|overseas|out of the country|out of (the )?(state|town))\b/,
  /\b(mail|post|ship|courier|send) (you )?the keys?\b/,
  // Leaving Roomly for another app.
  /\bwhats ?app\b/,
  /\btelegram\b/,
  /\bsignal (me|app)\b/,
  /\b(text|message|contact|reach|email|e-mail) me (on|via|at) (whats ?app|telegram|signal|wechat|kik|viber|gmail)\b/,
  /\b(wechat|kik|viber)\b/,
];

/** Whether a message should carry the scam warning for its receiver. */
export function looksLikeScam(text: string): boolean {
  const normalized = text.toLowerCase().replace(/\s+/g, ' ');
  return PATTERNS.some((pattern) => pattern.test(normalized));
}
