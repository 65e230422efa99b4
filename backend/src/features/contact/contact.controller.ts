import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { z } from 'zod';
import { parseInput } from '../../core/http/parse-input.js';
import { emailSchema } from '../subscribers/subscriber.requests.js';
import { ReceiveContactMessage } from './commands/receive-contact-message.js';

const text = (max: number) => z.string({ error: 'is required' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const contactRequestSchema = z.strictObject({
  name: text(100),
  email: emailSchema,
  subject: text(200),
  message: text(5000),
});

/** The public contact form. */
@Controller('api/contact')
export class ContactController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  receive(@Body() body: unknown, @Req() http: Request) {
    return this.commands.execute(new ReceiveContactMessage(parseInput(contactRequestSchema, body), http.ip));
  }
}
