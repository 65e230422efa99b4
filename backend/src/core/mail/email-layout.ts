import { type InlineSpan, type MarkupBlock, parseMarkup } from '../../contract/markup.js';

/**
 * A link of the email. `url` is used in the plain-text part and, HTML-escaped, in the HTML part.
 * `htmlUrl` replaces the escaped form when the caller already has an HTML-safe value: a batch
 * placeholder such as `{{unsubscribe_url_html}}` that the transport fills per recipient.
 */
export type EmailLink = { label: string; url: string; htmlUrl?: string };

export type EmailContent = {
  subject: string;
  /** Shown by mail clients next to the subject; hidden in the body. */
  preheader?: string;
  heading?: string;
  /** The body in the light markup of `contract/markup.ts`: headings, lists, **bold**, *italic*. */
  body: string;
  /** One call to action, drawn as a button (a table cell, so it shows without images or CSS support). */
  action?: EmailLink;
  /** Why this address gets the mail, printed in the footer. */
  reason: string;
  /** Footer links: manage preferences, unsubscribe. */
  footerLinks?: readonly EmailLink[];
};

export type RenderedEmail = { html: string; text: string };

/** The template's width, in CSS pixels (operator-area.md section 9). */
export const EMAIL_WIDTH = 600;

const FONT = "font-family:Arial,Helvetica,sans-serif";
const BRAND = 'AI Navigator';

export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const hrefOf = (link: EmailLink) => link.htmlUrl ?? escapeHtml(link.url);

const inlineHtml = (spans: InlineSpan[]): string =>
  spans
    .map((span) => {
      const text = escapeHtml(span.text);
      return span.kind === 'bold' ? `<strong>${text}</strong>` : span.kind === 'italic' ? `<em>${text}</em>` : text;
    })
    .join('');

const inlineText = (spans: InlineSpan[]): string => spans.map((span) => span.text).join('');

const blockHtml = (block: MarkupBlock): string => {
  switch (block.kind) {
    case 'heading':
      return `<h${block.level} style="margin:24px 0 8px;${FONT};font-size:${block.level === 2 ? 20 : 17}px;line-height:1.3;color:#111827;">${inlineHtml(block.spans)}</h${block.level}>`;
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      const items = block.items.map((item) => `<li style="margin:0 0 8px;">${inlineHtml(item)}</li>`).join('');
      return `<${tag} style="margin:0 0 16px;padding:0 0 0 24px;">${items}</${tag}>`;
    }
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${inlineHtml(block.spans)}</p>`;
    case 'break':
      return '';
  }
};

const blockText = (block: MarkupBlock): string => {
  switch (block.kind) {
    case 'heading': {
      const text = inlineText(block.spans);
      return `${text}\n${(block.level === 2 ? '=' : '-').repeat(Math.min(text.length, 70))}`;
    }
    case 'list':
      return block.items.map((item, index) => `${block.ordered ? `${index + 1}.` : '-'} ${inlineText(item)}`).join('\n');
    case 'paragraph':
      return inlineText(block.spans);
    case 'break':
      return '';
  }
};

const buttonHtml = (action: EmailLink) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr>` +
  `<td style="background:#4f46e5;border-radius:6px;"><a href="${hrefOf(action)}" style="display:inline-block;padding:12px 24px;${FONT};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(action.label)}</a></td>` +
  `</tr></table>`;

const footerHtml = (content: EmailContent) => {
  const links = (content.footerLinks ?? []).map((link) => `<a href="${hrefOf(link)}" style="color:#4f46e5;">${escapeHtml(link.label)}</a>`).join(' &middot; ');
  return `${links ? `<p style="margin:0 0 8px;">${links}</p>` : ''}<p style="margin:0;">${escapeHtml(BRAND)} &middot; ${escapeHtml(content.reason)}</p>`;
};

/**
 * The one layout of every email the site sends: a 600 px table (the width mail clients handle
 * best), inline styles only, no images at all (the brand is text), so it reads the same with images
 * blocked; and a plain-text part with the same words and every link written out.
 */
export const renderEmail = (content: EmailContent): RenderedEmail => {
  const blocks = parseMarkup(content.body);
  const heading = content.heading
    ? `<h1 style="margin:0 0 16px;${FONT};font-size:24px;line-height:1.3;color:#111827;">${escapeHtml(content.heading)}</h1>`
    : '';
  const html = [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="color-scheme" content="light"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f3f4f6;">`,
    content.preheader ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(content.preheader)}</div>` : '',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;"><tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" width="${EMAIL_WIDTH}" cellpadding="0" cellspacing="0" style="width:100%;max-width:${EMAIL_WIDTH}px;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;">`,
    `<tr><td style="padding:20px 32px;background:#4f46e5;border-radius:8px 8px 0 0;${FONT};font-size:20px;font-weight:bold;color:#ffffff;">${BRAND}</td></tr>`,
    `<tr><td style="padding:32px;${FONT};font-size:16px;line-height:1.6;color:#1f2937;">`,
    heading,
    blocks.map(blockHtml).join(''),
    content.action ? buttonHtml(content.action) : '',
    `</td></tr>`,
    `<tr><td style="padding:20px 32px;border-top:1px solid #e5e7eb;${FONT};font-size:13px;line-height:1.5;color:#6b7280;">${footerHtml(content)}</td></tr>`,
    `</table></td></tr></table></body></html>`,
  ].join('');

  const textBlocks = blocks.filter((block) => block.kind !== 'break').map(blockText);
  const text = [
    ...(content.heading ? [content.heading, ''] : []),
    textBlocks.join('\n\n'),
    ...(content.action ? ['', `${content.action.label}: ${content.action.url}`] : []),
    '',
    '--',
    ...(content.footerLinks ?? []).map((link) => `${link.label}: ${link.url}`),
    `${BRAND} · ${content.reason}`,
  ].join('\n');
  return { html, text };
};
