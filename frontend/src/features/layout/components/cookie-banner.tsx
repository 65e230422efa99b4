import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Cookie, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';
import { closeConsentBanner, isConsentBannerRequested, readConsent, subscribeToConsent, type ConsentChoice } from '../../../lib/consent';
import { useHydrated } from '../../../lib/use-hydrated';
import { updateConsent } from '../../../lib/tracking';
import { CookiePreferencesPanel } from './cookie-preferences-panel';

/**
 * Bottom overlay shown only while no consent is stored (spec sections 2 and 4). The server cannot
 * see the visitor's storage, so it always renders the banner and the first browser render does the
 * same (hydration must match); the head script marks a stored choice on <html> so CSS hides the
 * banner from the first paint, and it is removed once the page runs.
 *
 * A 'Cookie settings' control (footer, privacy policy) brings it back after a choice, whatever is
 * stored: focus moves into it, and goes back to that control once the banner is answered or closed.
 */
export const CookieBanner = () => {
  const [visible, setVisible] = useState(true);
  const [showPreferences, setShowPreferences] = useState(false);
  // Until the script runs a choice could not be stored: the buttons show they cannot be used yet.
  const hydrated = useHydrated();
  const requested = useSyncExternalStore(subscribeToConsent, isConsentBannerRequested, () => false);
  const region = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    if (readConsent() !== null) setVisible(false);
  }, []);

  useEffect(() => {
    if (!requested) return;
    opener.current = document.activeElement;
    // The head script hid the banner of a stored choice with CSS; now it was asked for.
    document.documentElement.removeAttribute('data-consent-stored');
    region.current?.focus();
  }, [requested]);

  if (!visible && !requested) return null;

  const hide = () => {
    setVisible(false);
    setShowPreferences(false);
    const target = opener.current;
    opener.current = null;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  };

  const choose = (choice: ConsentChoice) => {
    updateConsent(choice);
    hide();
  };

  return (
    <div
      ref={region}
      role="region"
      aria-label="Cookie consent"
      tabIndex={-1}
      data-cookie-banner
      className="fixed inset-x-0 bottom-0 z-50 border-t border-gray-200 bg-white p-4 shadow-2xl outline-none dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="relative mx-auto max-w-5xl pr-8">
        <Tooltip content="Close cookie banner" side="top" align="end">
          <button type="button" aria-label="Close cookie banner" disabled={!hydrated} className="absolute right-0 top-0 rounded-md p-1 opacity-70 hover:opacity-100 disabled:pointer-events-none disabled:opacity-40" onClick={() => {
              // Nothing is stored (spec), but whatever waits for the banner (the newsletter popup) may go ahead.
              closeConsentBanner();
              hide();
            }}>
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </Tooltip>
        <div className="flex items-start gap-3">
          <Cookie className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600" aria-hidden="true" />
          <div>
            <p className="font-semibold">We value your privacy</p>
            <p className="text-sm text-gray-600 dark:text-gray-400">
              We use essential cookies to run this site and, with your permission, analytics and marketing cookies to improve it. Read our{' '}
              <Link to="/privacy-policy" className="underline">
                Privacy Policy
              </Link>{' '}
              and{' '}
              <Link to="/terms-of-service" className="underline">
                Terms of Service
              </Link>
              .
            </p>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" disabled={!hydrated} onClick={() => choose('all')}>
            Accept All Cookies
          </Button>
          <Button size="sm" variant="outline" disabled={!hydrated} onClick={() => choose('essential')}>
            Essential Only
          </Button>
          <Button size="sm" variant="ghost" disabled={!hydrated} aria-expanded={showPreferences} onClick={() => setShowPreferences((open) => !open)}>
            Preferences
          </Button>
        </div>
        {showPreferences ? <CookiePreferencesPanel onSave={() => choose('all')} onRejectAll={() => choose('rejected')} /> : null}
      </div>
    </div>
  );
};
