import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { z } from 'zod';
import { parseInput } from '../../core/http/parse-input.js';
import { emailSchema } from '../subscribers/subscriber.requests.js';
import { ConfirmDataDeletion } from './commands/confirm-data-deletion.js';
import { RequestDataDeletion } from './commands/request-data-deletion.js';

const requestSchema = z.strictObject({
  email: emailSchema,
  reason: z
    .string()
    .trim()
    .max(2000, 'must be at most 2000 characters')
    .nullish()
    .transform((value) => value || null),
});
const confirmSchema = z.strictObject({ token: z.string({ error: 'is required' }).min(1, 'is required').max(2000, 'is too long') });

@Controller('api/data-deletion-request')
export class DataDeletionController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(202)
  request(@Body() body: unknown, @Req() http: Request) {
    const { email, reason } = parseInput(requestSchema, body);
    return this.commands.execute(new RequestDataDeletion(email, reason, http.ip));
  }

  @Post('confirm')
  @HttpCode(200)
  confirm(@Body() body: unknown) {
    return this.commands.execute(new ConfirmDataDeletion(parseInput(confirmSchema, body).token));
  }
}
