import { useSyncExternalStore } from 'react';
import { Activity } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { type ConsentChoice, currentConsent, subscribeToConsent } from '../../../../lib/consent';
import { loadPixelForCheck, pixelRequestTime } from '../../../../lib/tracking';
import { usePixelId } from '../../../../lib/use-site-config';
import { IconCard } from '../../shared/icon-card';
import { PIXEL_CHECK_MS, type PixelStatus, usePixelStatus } from '../hooks/use-pixel-status';
import { ConsentRule } from './consent-rule';

export const STATUS_LABELS: Record<PixelStatus, string> = { unknown: 'Checking', active: 'Active', inactive: 'Inactive' };
const statusTones: Record<PixelStatus, BadgeTone> = { unknown: 'gray', active: 'emerald', inactive: 'red' };

export const NOT_CONFIGURED = 'Not configured: set META_PIXEL_ID and restart the app';
export const PIXEL_MISSING = 'The Meta pixel is missing on this page: it was asked for but does not answer. Please refresh the page to load it again.';

const consentWords: Record<ConsentChoice | 'none', string> = {
  all: 'Accept All: the pixel loads on every page in this browser',
  essential: 'Essential Only: no pixel in this browser',
  rejected: 'Reject: no pixel in this browser',
  none: 'No choice yet: no pixel until one is made',
};

const loadedWords = (status: PixelStatus, requested: boolean) =>
  status === 'active' ? "Yes: Meta's script has loaded and answers" : requested ? "Asked for; Meta's script has not answered" : 'No: nothing has been asked of Meta in this page';

const muted = 'text-sm text-gray-600 dark:text-gray-400';

/**
 * Operator-area.md section 2, Meta pixel: its status in this browser, checked every 5 seconds, with
 * what it depends on (the configured id, this browser's cookie choice, whether the script was asked
 * for here). Nothing is asked of Meta unless the admin chooses Load Pixel Here (or this browser
 * accepted all cookies, as on the public site).
 */
export const MetaPixelPanel = () => {
  const pixelId = usePixelId();
  const { status, missing, recheck } = usePixelStatus();
  const consent = useSyncExternalStore(subscribeToConsent, currentConsent, () => null);
  const requested = pixelRequestTime() !== null;
  const load = () => {
    if (pixelId && loadPixelForCheck(pixelId)) recheck();
  };
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <IconCard icon={Activity} title="Pixel status" description={`The Meta pixel in this browser, checked again every ${PIXEL_CHECK_MS / 1000} seconds.`}>
        <p role="status" className="flex items-center gap-2">
          <span>Status:</span>{' '}
          <Badge tone={statusTones[status]}>{STATUS_LABELS[status]}</Badge>
        </p>
        {missing ? (
          <div role="alert" className="space-y-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100">
            <p>{PIXEL_MISSING}</p>
            <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
              Refresh Page
            </Button>
          </div>
        ) : null}
        <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">Pixel ID</dt>
          <dd>{pixelId ? <code>{pixelId}</code> : NOT_CONFIGURED}</dd>
          <dt className="font-medium">This browser&apos;s cookie choice</dt>
          <dd>{consentWords[consent ?? 'none']}</dd>
          <dt className="font-medium">Loaded in this page</dt>
          <dd>{loadedWords(status, requested)}</dd>
        </dl>
        <div className="space-y-2">
          <Button onClick={load} disabled={!pixelId || requested}>
            Load Pixel Here
          </Button>
          <p className={muted}>
            Loads Meta&apos;s script from connect.facebook.net in this browser to see that it answers. Unless this browser accepted all cookies, consent is revoked first, so it sends no events.
          </p>
        </div>
      </IconCard>
      <ConsentRule />
    </div>
  );
};
