import { useCallback, useEffect, useState } from 'react';
import { isPixelAnswering } from '../../../../lib/third-party-tags';
import { pixelRequestTime } from '../../../../lib/tracking';

/** Operator-area.md section 4: unknown (shown as Checking), active, inactive. */
export type PixelStatus = 'unknown' | 'active' | 'inactive';

/** Spec section 9: the pixel's status is checked every 5 seconds. */
export const PIXEL_CHECK_MS = 5000;

/**
 * The pixel in this page: answering (Meta's script loaded and took over the stub), asked for and
 * given one check period to answer (Checking), or inactive. `missing`: it was asked for and still
 * does not answer (blocked or failed to load), which the panel asks to fix by refreshing the page.
 */
export type PixelReading = { status: PixelStatus; missing: boolean };

export const readPixel = (now: number): PixelReading => {
  if (isPixelAnswering()) return { status: 'active', missing: false };
  const requestedAt = pixelRequestTime();
  if (requestedAt === null) return { status: 'inactive', missing: false };
  return now - requestedAt < PIXEL_CHECK_MS ? { status: 'unknown', missing: false } : { status: 'inactive', missing: true };
};

/** Unknown until the first check (at once), then checked again every 5 seconds while the panel is open; `recheck` after loading it. */
export const usePixelStatus = () => {
  const [reading, setReading] = useState<PixelReading>({ status: 'unknown', missing: false });
  const recheck = useCallback(() => setReading(readPixel(Date.now())), []);
  useEffect(() => {
    recheck();
    const timer = setInterval(recheck, PIXEL_CHECK_MS);
    return () => clearInterval(timer);
  }, [recheck]);
  return { ...reading, recheck };
};
