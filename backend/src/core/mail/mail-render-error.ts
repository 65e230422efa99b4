/**
 * A message that cannot be written as mail: a header with a line break, a recipient that is not an
 * address, a header the caller may not set. Unlike a MailDeliveryError it says nothing about the
 * transport: the same message fails the same way on every transport and at every try, so it is never
 * retried. Its message names the problem, never the recipient or the content.
 */
export class MailRenderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailRenderError';
  }
}
