import { Controller, Headers, Inject, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { inboundEmailRoutes as routes } from '../../contract/contact.contract.js';
import { INBOUND_EMAIL } from '../../contract/contact.vocabulary.js';
import type { RouteReply } from '../../contract/define-route.js';
import { forbidden, validationError } from '../../core/errors/domain-errors.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { parseRawJson } from '../../core/http/json-bodies.js';
import { parseInput } from '../../core/http/parse-input.js';
import { ReceiveInboundEmail } from './commands/receive-inbound-email.js';
import { inboundMessage, secretMatches } from './inbound-mail.js';

/**
 * The inbound-email webhook: the mail provider posts each mail to the contact address. Public by
 * nature (no session); the shared secret in its header authorises it, compared before the body is
 * parsed. Unset or different: 403, nothing read or stored.
 */
@Controller()
export class InboundEmailController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Endpoint(routes.inbound)
  receive(@Req() request: Request, @Headers(INBOUND_EMAIL.secretHeader) secret?: string): Promise<RouteReply<typeof routes.inbound>> {
    if (!this.config.INBOUND_EMAIL_WEBHOOK_SECRET) throw forbidden('The inbound-email webhook is not set up here (INBOUND_EMAIL_WEBHOOK_SECRET is unset)');
    if (!secretMatches(this.config.INBOUND_EMAIL_WEBHOOK_SECRET, secret)) throw forbidden(`The ${INBOUND_EMAIL.secretHeader} header does not match`);
    const raw: unknown = request.body;
    if (!Buffer.isBuffer(raw)) throw validationError('body', 'is required', 'An inbound-email webhook call has a JSON body');
    const { data } = parseInput(routes.inbound.body, parseRawJson(raw));
    return this.commands.execute(new ReceiveInboundEmail(inboundMessage(data)));
  }
}
