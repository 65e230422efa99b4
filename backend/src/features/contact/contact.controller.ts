import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { PublicRateLimits } from '../../core/rate-limit/public-rate-limits.js';
import { z } from 'zod';
import { CLOCK, type Clock } from '../../core/clock.js';
import { EventLog } from '../../core/events/event-log.js';
import { parseInput } from '../../core/http/parse-input.js';
import { PersonDirectory } from '../people/person-directory.js';
import { emailSchema } from '../subscribers/subscriber.requests.js';
import { ContactMessageReceived, contactMessageStream, priorityOf } from './contact.events.js';

const text = (label: string, max: number) =>
  z.string({ error: 'is required' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`).describe(label);

export const contactRequestSchema = z.strictObject({
  name: text('name', 100),
  email: emailSchema,
  subject: text('subject', 200),
  message: text('message', 5000),
});

/** The public contact form: each message is an event in its own stream, sealed with the sender's key. */
@Controller('api/contact')
export class ContactController {
  constructor(
    private readonly log: EventLog,
    private readonly directory: PersonDirectory,
    private readonly limits: PublicRateLimits,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post()
  @HttpCode(201)
  async receive(@Body() body: unknown, @Req() http: Request) {
    const request = parseInput(contactRequestSchema, body);
    this.limits.contact(http.ip);
    const context = { actor: 'visitor' as const, now: this.clock.now() };
    const personId = await this.directory.resolve(request.email, context);
    const messageId = randomUUID();
    const data = { messageId, personId, ...request, priority: priorityOf(request.subject), channel: 'contact-form' as const };
    await this.log.append(contactMessageStream(messageId), [{ type: ContactMessageReceived.type, data }], 'no_stream', context);
    return { id: messageId };
  }
}
