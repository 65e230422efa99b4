import { escapeHtml } from '../mail/email-layout.js';

export type PageForm = { action: string; button: string; field?: [string, string] };
export type PageLink = { href: string; text: string };

type PageOptions = {
  /** A button posting to the page's own link (a confirmation), instead of the link. */
  form?: PageForm;
  link?: PageLink;
  /** An inline script; the caller's Content-Security-Policy must name its hash. */
  script?: string;
};

/**
 * A page of its own (not the React app) for a link opened from a mail or a popup: works in any
 * browser, without the app's scripts. Every text is escaped.
 */
export const standalonePage = (title: string, paragraphs: readonly string[], { form, link = { href: '/', text: 'Go to AI Navigator' }, script }: PageOptions = {}) =>
  [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    // The site's icon, as the app's pages declare it: without it a browser asks for /favicon.ico, which does not exist.
    `<title>${escapeHtml(title)} - AI Navigator</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"></head>`,
    '<body style="margin:0;padding:48px 16px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937;">',
    '<main style="max-width:480px;margin:0 auto;padding:32px;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;">',
    `<h1 style="margin:0 0 16px;font-size:24px;">${escapeHtml(title)}</h1>`,
    ...paragraphs.map((text) => `<p style="line-height:1.6;">${escapeHtml(text)}</p>`),
    form
      ? `<form method="post" action="${escapeHtml(form.action)}">` +
        (form.field ? `<input type="hidden" name="${escapeHtml(form.field[0])}" value="${escapeHtml(form.field[1])}">` : '') +
        `<button type="submit" style="padding:12px 24px;border:0;border-radius:6px;background:#4f46e5;color:#ffffff;font-size:16px;font-weight:bold;cursor:pointer;">${escapeHtml(form.button)}</button></form>`
      : `<p><a href="${escapeHtml(link.href)}" style="color:#4f46e5;">${escapeHtml(link.text)}</a></p>`,
    '</main>',
    script ? `<script>${script}</script>` : '',
    '</body></html>',
  ].join('');
