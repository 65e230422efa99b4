import { requestConsentBanner } from '../lib/consent';

/**
 * 'Cookie settings': opens the cookie banner again, with the same buttons as on the first visit, so a
 * choice is changed or withdrawn as easily as it was given (GDPR art. 7(3)). In the footer of every
 * page and in the privacy policy's section on cookies.
 */
export const CookieSettingsButton = ({ className }: { className?: string }) => (
  <button type="button" className={className} onClick={requestConsentBanner}>
    Cookie settings
  </button>
);
