import { PRODUCT_NAME } from '@/src/contracts/messages';
import type { MailMessage } from './mailer';

/** Escapes a value for HTML text and attributes. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export interface MailContent {
  to: string;
  subject: string;
  greeting?: string;
  /** Plain sentences; escaped for the HTML version. */
  paragraphs: string[];
  /** A button in HTML; in both versions the address is also written out, so it can be copied. */
  action?: { label: string; url: string };
  /** Small print under the action (why they got it, what to do if it was not them). */
  footnote?: string;
}

/**
 * The portal's one e-mail layout: a text and an HTML version with the same words, the product name in
 * the header and the signature, inline styles only (mail clients drop style sheets), no images and no
 * tracking of any kind.
 */
export function composeMail(content: MailContent): MailMessage {
  const { action, footnote } = content;
  const textParts = [
    content.greeting,
    ...content.paragraphs,
    action && `${action.label}:\n${action.url}`,
    footnote,
    `— ${PRODUCT_NAME}`,
  ].filter(Boolean);

  const p = (html: string, style = '') => `<p style="margin:0 0 16px;${style}">${html}</p>`;
  const htmlParts = [
    `<h1 style="margin:0 0 24px;font-size:20px">${escapeHtml(PRODUCT_NAME)}</h1>`,
    content.greeting && p(escapeHtml(content.greeting)),
    ...content.paragraphs.map((text) => p(escapeHtml(text))),
    action &&
      p(
        `<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px ` +
          `20px;background:#1f4fd1;color:#ffffff;border-radius:6px;text-decoration:none">` +
          `${escapeHtml(action.label)}</a>`,
      ),
    action &&
      p(
        `If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}`,
        'font-size:13px;color:#555555;word-break:break-all',
      ),
    footnote && p(escapeHtml(footnote), 'font-size:13px;color:#555555'),
    p(`— ${escapeHtml(PRODUCT_NAME)}`),
  ].filter(Boolean);

  return {
    to: content.to,
    subject: content.subject,
    text: textParts.join('\n\n'),
    html:
      `<!doctype html><html><body ` +
      `style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;` +
      `max-width:560px;margin:0 auto;padding:24px">${htmlParts.join('')}</body></html>`,
  };
}
