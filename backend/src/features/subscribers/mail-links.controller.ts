import { Body, Controller, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { mailLinkRoutes as routes } from '../../contract/email-campaigns.contract.js';
import { DomainError, type ErrorKind, validationError } from '../../core/errors/domain-errors.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { STATUS_BY_KIND } from '../../core/http/http-error.filter.js';
import { parseInput } from '../../core/http/parse-input.js';
import { type PageForm, standalonePage as page } from '../../core/http/standalone-page.js';
import { ConfirmSubscription } from './commands/confirm-subscription.js';
import { UnsubscribeOneClick } from './commands/unsubscribe-one-click.js';

/** What a confirmation link can answer about itself: a foreign or expired token, a person gone, a subscription no longer confirmable. */
const LINK_PAGE_ERRORS: readonly ErrorKind[] = ['forbidden', 'not_found', 'gone', 'illegal_state'];

/** RFC 8058 section 3.1: the one-click POST carries exactly this form field. */
const ONE_CLICK_FIELD = 'List-Unsubscribe';
const ONE_CLICK_VALUE = 'One-Click';

/** A form-encoded body (parsed by the route's body parser) or a small multipart body (kept as text). */
const isOneClickBody = (body: unknown): boolean => {
  if (typeof body === 'object' && body !== null) return (body as Record<string, unknown>)[ONE_CLICK_FIELD] === ONE_CLICK_VALUE;
  if (typeof body !== 'string') return false;
  return new RegExp(`name="${ONE_CLICK_FIELD}"\\r?\\n(?:[^\\r\\n]+\\r?\\n)*\\r?\\n${ONE_CLICK_VALUE}\\r?\\n`).test(body);
};

/** The path and query the link was opened with, as the form's target (same origin, same signed link). */
const sameLink = (request: Request) => request.originalUrl;

/**
 * The targets of the links in mails to subscribers that are not pages of the React app: the double
 * opt-in confirmation and the RFC 8058 one-click unsubscribe. Both are public and cross-site by
 * nature (a mail client or a mail provider calls them, without cookies); the signed token in the
 * link is what authorises them. Opening a link only shows a button: a link scanner that fetches
 * the URL changes nothing.
 */
@Controller()
export class MailLinksController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(routes.confirmPage)
  confirmPage(@Query() query: unknown, @Req() request: Request, @Res() response: Response) {
    const { email } = parseInput(routes.confirmPage.query, query, 'query');
    const form = { action: sameLink(request), button: 'Confirm my subscription' };
    response.type('html').send(page('Confirm your subscription', [`Confirm that ${email} wants the AI Navigator newsletter.`], { form }));
  }

  @Endpoint(routes.confirm)
  async confirm(@Query() query: unknown, @Res() response: Response) {
    const { email, token } = parseInput(routes.confirm.query, query, 'query');
    try {
      const { message } = await this.commands.execute(new ConfirmSubscription(email, token));
      response.status(200).type('html').send(page('Subscription confirmed', [message]));
    } catch (error) {
      // A person followed a link in a browser: a page, not JSON, for every answer about the link itself.
      if (!(error instanceof DomainError) || !LINK_PAGE_ERRORS.includes(error.kind)) throw error;
      response.status(STATUS_BY_KIND[error.kind]).type('html').send(page('This link does not work', [error.message]));
    }
  }

  /** The List-Unsubscribe link opened in a browser: a page whose button posts the one-click form. */
  @Endpoint(routes.oneClickPage)
  oneClickPage(@Query() query: unknown, @Req() request: Request, @Res() response: Response) {
    const { email } = parseInput(routes.oneClickPage.query, query, 'query');
    const form: PageForm = { action: sameLink(request), button: 'Unsubscribe', field: [ONE_CLICK_FIELD, ONE_CLICK_VALUE] };
    response.type('html').send(page('Unsubscribe', [`Stop sending the AI Navigator newsletter to ${email}?`], { form }));
  }

  /** RFC 8058: unsubscribes at once and answers 200 with no redirect (a page for a browser, JSON otherwise). */
  @Endpoint(routes.oneClick)
  async oneClick(@Query() query: unknown, @Body() body: unknown, @Req() request: Request, @Res() response: Response) {
    const { email, token } = parseInput(routes.oneClick.query, query, 'query');
    if (!request.is(['application/x-www-form-urlencoded', 'multipart/form-data']) || !isOneClickBody(body)) {
      throw validationError(ONE_CLICK_FIELD, `must be ${ONE_CLICK_VALUE}`, `A one-click unsubscribe posts ${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE}`);
    }
    const answer = await this.commands.execute(new UnsubscribeOneClick(email, token));
    if (request.accepts(['json', 'html']) === 'html') response.status(200).type('html').send(page('Unsubscribed', [answer.message]));
    else response.status(200).json(answer);
  }
}
