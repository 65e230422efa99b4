import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ThreadsCodeExchange } from '../../../../contract/social.contract.js';
import { ThreadsApi } from '../threads-api.js';

/** The code from the callback page exchanged for a short-lived token (one hour), which goes to the next step; nothing is stored. */
export class ExchangeThreadsCode extends Command<ThreadsCodeExchange> {
  constructor(readonly code: string) {
    super();
  }
}

@CommandHandler(ExchangeThreadsCode)
export class ExchangeThreadsCodeHandler implements ICommandHandler<ExchangeThreadsCode> {
  constructor(private readonly threads: ThreadsApi) {}

  async execute({ code }: ExchangeThreadsCode): Promise<ThreadsCodeExchange> {
    const { accessToken, userId } = await this.threads.exchangeCode(code, { source: 'input', field: 'code' });
    return { success: true, accessToken, userId, message: 'Code exchanged for a short-lived token (valid one hour): convert it to a long-lived one now' };
  }
}
