// One renderer per template: the data an event stored in the outbox, made into
// the e-mail's subject, plain text and HTML at delivery time.
import type { TemplateData, TemplateName } from './types';
import { render, type MailContent, type RenderContext, type RenderedMail } from './layout';
import { newMessage } from './new-message';
import { alert } from './alert';
import { alertDigest } from './alert-digest';
import { expiryReminder } from './expiry-reminder';
import { listingRemoved } from './listing-removed';
import { viewingReminder } from './viewing-reminder';

export type { RenderContext, RenderedMail } from './layout';

const TEMPLATES: {
  [T in TemplateName]: (data: TemplateData[T], ctx: RenderContext) => MailContent;
} = {
  'new-message': newMessage,
  alert,
  'alert-digest': alertDigest,
  'expiry-reminder': expiryReminder,
  'listing-removed': listingRemoved,
  'viewing-reminder': viewingReminder,
};

export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[];

export function isTemplateName(name: unknown): name is TemplateName {
  return typeof name === 'string' && Object.hasOwn(TEMPLATES, name);
}

export function renderMail<T extends TemplateName>(
  name: T,
  data: TemplateData[T],
  ctx: RenderContext,
): RenderedMail {
  return render(TEMPLATES[name](data, ctx), ctx);
}
