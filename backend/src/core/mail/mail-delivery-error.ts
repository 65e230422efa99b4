/** Why a mail transport could not deliver; never carries the recipient or the content. */
export type MailDeliveryFailure = 'rejected_api_key' | 'rejected_message' | 'upstream_unavailable';

export class MailDeliveryError extends Error {
  constructor(
    readonly failure: MailDeliveryFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}
