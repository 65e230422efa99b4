import { useEffect, useRef } from 'react';
import { trackSubscribeSuccess } from '../../../lib/tracking';
import type { UtmValues } from '../utils/utm';

/** Reports the success page's events once per visit; lib/tracking decides what a conversion fires and whether tags may see it. */
export const useSubscribeSuccessTracking = (conversion: string | null, utm: UtmValues) => {
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    trackSubscribeSuccess(conversion, utm);
  }, [conversion, utm]);
};
