import { useEffect, useRef } from 'react';
import { CONVERSION_CURRENCY, trackPixel } from '../../../lib/tracking';
import type { UtmValues } from '../utils/utm';

/** Spec section 7: the subscribe-success events carry a value of 1 USD. */
export const SUBSCRIBE_EVENT_VALUE = 1;

/**
 * Reports a completed newsletter signup once per visit of the success page. Other conversions
 * (newsletter_preferences) were already reported by the page that saved them.
 */
export const useSubscribeSuccessTracking = (conversion: string | null, utm: UtmValues) => {
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current || conversion !== 'newsletter_signup') return;
    reported.current = true;
    const money = { value: SUBSCRIBE_EVENT_VALUE, currency: CONVERSION_CURRENCY };
    trackPixel('Subscribe', money);
    trackPixel('CompleteRegistration', { ...money, content_name: 'newsletter' });
    // gtag exists only once the analytics tag was loaded (configured id and full consent).
    window.gtag?.('event', 'sign_up', {
      method: 'newsletter',
      ...money,
      ...(utm.source ? { campaign_source: utm.source } : {}),
      ...(utm.medium ? { campaign_medium: utm.medium } : {}),
      ...(utm.campaign ? { campaign_name: utm.campaign } : {}),
    });
  }, [conversion, utm]);
};
