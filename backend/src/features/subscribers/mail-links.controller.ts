import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { DomainError, validationError } from '../../core/errors/domain-errors.js';
import { escapeHtml } from '../../core/mail/email-layout.js';
import { parseInput } from '../../core/http/parse-input.js';
import { ConfirmSubscription } from './commands/confirm-subscription.js';
import { UnsubscribeOneClick } from './commands/unsubscribe-one-click.js';
import { emailSchema } from './subscriber.requests.js';

/** The query of every link in a mail to a subscriber: their address and their signed token. */
const linkQuerySchema = z.object({ email: emailSchema, token: z.string().max(2048).optional() });

/** RFC 8058 section 3.1: the one-click POST carries exactly this form field. */
const ONE_CLICK_FIELD = 'List-Unsubscribe';
const ONE_CLICK_VALUE = 'One-Click';

/** A form-encoded body (parsed by the route's body parser) or a small multipart body (kept as text). */
const isOneClickBody = (body: unknown): boolean => {
  if (typeof body === 'object' && body !== null) return (body as Record<string, unknown>)[ONE_CLICK_FIELD] === ONE_CLICK_VALUE;
  if (typeof body !== 'string') return false;
  return new RegExp(`name="${ONE_CLICK_FIELD}"\\r?\\n(?:[^\\r\\n]+\\r?\\n)*\\r?\\n${ONE_CLICK_VALUE}\\r?\\n`).test(body);
};

/** A page of its own (not the React app), so it works from any mail client, without scripts. */
const page = (title: string, paragraphs: string[], form?: { action: string; button: string }) =>
  [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} - AI Navigator</title></head>`,
    '<body style="margin:0;padding:48px 16px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937;">',
    '<main style="max-width:480px;margin:0 auto;padding:32px;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;">',
    `<h1 style="margin:0 0 16px;font-size:24px;">${escapeHtml(title)}</h1>`,
    ...paragraphs.map((text) => `<p style="line-height:1.6;">${escapeHtml(text)}</p>`),
    form
      ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit" style="padding:12px 24px;border:0;border-radius:6px;background:#4f46e5;color:#ffffff;font-size:16px;font-weight:bold;cursor:pointer;">${escapeHtml(form.button)}</button></form>`
      : '<p><a href="/" style="color:#4f46e5;">Go to AI Navigator</a></p>',
    '</main></body></html>',
  ].join('');

/**
 * The targets of the links in mails to subscribers that are not pages of the site: the double
 * opt-in confirmation and the RFC 8058 one-click unsubscribe. Both are public and cross-site by
 * nature (a mail client or a mail provider calls them, without cookies); the signed token in the
 * link is what authorises them.
 */
@Controller('api')
export class MailLinksController {
  constructor(private readonly commands: CommandBus) {}

  /** Opening the link shows a button; only its POST confirms, so a link scanner that fetches the URL confirms nothing. */
  @Get('subscribers/confirm')
  confirmPage(@Query() query: unknown, @Res() response: Response) {
    const { email } = parseInput(linkQuerySchema, query, 'query');
    const action = `${response.req.originalUrl}`;
    response
      .type('html')
      .send(page('Confirm your subscription', [`Confirm that ${email} wants the AI Navigator newsletter.`], { action, button: 'Confirm my subscription' }));
  }

  @Post('subscribers/confirm')
  async confirm(@Query() query: unknown, @Res() response: Response) {
    const { email, token } = parseInput(linkQuerySchema, query, 'query');
    try {
      const { message } = await this.commands.execute(new ConfirmSubscription(email, token));
      response.status(200).type('html').send(page('Subscription confirmed', [message]));
    } catch (error) {
      if (!(error instanceof DomainError) || !['forbidden', 'not_found'].includes(error.kind)) throw error;
      response.status(error.kind === 'forbidden' ? 403 : 404).type('html').send(page('This link does not work', [error.message]));
    }
  }

  /** A person who opens the List-Unsubscribe link in a browser lands on the unsubscribe page, link kept. */
  @Get('unsubscribe/one-click')
  oneClickPage(@Query() query: unknown, @Res() response: Response) {
    const { email, token } = parseInput(linkQuerySchema, query, 'query');
    const target = new URLSearchParams({ email, ...(token ? { token } : {}) });
    response.redirect(303, `/unsubscribe?${target.toString()}`);
  }

  /** RFC 8058: unsubscribes at once and answers 200 with no redirect. */
  @Post('unsubscribe/one-click')
  @HttpCode(200)
  async oneClick(@Query() query: unknown, @Body() body: unknown, @Req() request: Request) {
    const { email, token } = parseInput(linkQuerySchema, query, 'query');
    if (!request.is(['application/x-www-form-urlencoded', 'multipart/form-data']) || !isOneClickBody(body)) throw validationError(ONE_CLICK_FIELD, `must be ${ONE_CLICK_VALUE}`, `A one-click unsubscribe posts ${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE}`);
    return this.commands.execute(new UnsubscribeOneClick(email, token));
  }
}
