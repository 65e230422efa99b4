import { Controller, Headers, Inject, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { KeyObject } from 'node:crypto';
import type { Request } from 'express';
import { forbidden, validationError } from '../../../core/errors/domain-errors.js';
import { parseInput } from '../../../core/http/parse-input.js';
import type { RouteReply } from '../../../contract/define-route.js';
import { webhookRoutes as routes } from '../../../contract/email-campaigns.contract.js';
import { emailSchema } from '../../../contract/fields.js';
import { Endpoint } from '../../../core/http/endpoint.js';
import { SuppressAddress } from '../../subscribers/commands/suppress-address.js';
import { parseRawJson } from '../../../core/http/json-bodies.js';
import { suppressionReasonOf } from './sendgrid-events.js';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhookSignature } from './sendgrid-signature.js';

export const SENDGRID_WEBHOOK_KEY = Symbol('SENDGRID_WEBHOOK_KEY');

/**
 * SendGrid's signed event webhook. Public and cross-site by nature (SendGrid calls it, without a
 * session): the ECDSA signature over the raw body is what authorises it, checked before anything is
 * parsed. Bounces, drops and spam reports suppress the address from every send.
 */
@Controller()
export class SendGridWebhookController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(SENDGRID_WEBHOOK_KEY) private readonly key: KeyObject | null,
  ) {}

  @Endpoint(routes.sendgrid)
  async receive(
    @Req() request: Request,
    @Headers(SIGNATURE_HEADER) signature?: string,
    @Headers(TIMESTAMP_HEADER) timestamp?: string,
  ): Promise<RouteReply<typeof routes.sendgrid>> {
    if (!this.key) throw forbidden('The SendGrid event webhook is not set up here (SENDGRID_WEBHOOK_PUBLIC_KEY is unset)');
    const raw: unknown = request.body;
    if (!Buffer.isBuffer(raw) || !request.is('application/json')) throw validationError('body', 'must be the JSON list SendGrid posts', 'A SendGrid event webhook call has a JSON body');
    if (!verifyWebhookSignature(this.key, raw, signature, timestamp)) throw forbidden('The SendGrid webhook signature does not verify');
    const events = parseInput(routes.sendgrid.body, parseRawJson(raw));
    let suppressed = 0;
    for (const event of events) {
      const reason = suppressionReasonOf(event);
      // An event without a usable address cannot be about anyone we write to: skipped, not an error for the whole batch.
      const email = emailSchema.safeParse(event.email);
      if (!reason || !email.success) continue;
      const { recorded } = await this.commands.execute(new SuppressAddress(email.data, reason, event.sg_event_id ?? null, new Date(event.timestamp * 1000)));
      if (recorded) suppressed++;
    }
    return { received: events.length, suppressed };
  }
}
