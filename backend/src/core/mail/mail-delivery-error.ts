/**
 * Why a mail transport could not deliver; never carries the recipient or the content.
 * `outcome_unknown`: the request may have reached the transport but its answer was lost (a timeout,
 * a reset connection), so the message may or may not be on its way. Never retried blindly.
 */
export type MailDeliveryFailure = 'rejected_api_key' | 'rejected_message' | 'upstream_unavailable' | 'outcome_unknown';

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
