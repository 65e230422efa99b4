import { describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { CONSENT_STORAGE_KEY } from '../../../../lib/consent';
import { EMPTY_SITE_CONFIG } from '../../../../lib/site-config';
import { PIXEL_SCRIPT_URL } from '../../../../lib/third-party-tags';
import { initTracking } from '../../../../lib/tracking';
import { renderWithProviders } from '../../../../testing/render';
import { PIXEL_CHECK_MS } from '../hooks/use-pixel-status';
import { MetaPixelPanel, NOT_CONFIGURED, PIXEL_MISSING } from './meta-pixel-panel';

const PIXEL_ID = '1234567890';

/** The panel with the pixel id the server injected into the page (none by default), on fake timers. */
const renderPanel = (pixelId: string | null = PIXEL_ID) => {
  jest.useFakeTimers();
  // The page's site-config, as tracking reads it at start-up for a browser that accepted earlier.
  if (pixelId) {
    const config = document.createElement('script');
    config.id = 'site-config';
    config.type = 'application/json';
    config.textContent = JSON.stringify({ ...EMPTY_SITE_CONFIG, pixelId });
    document.head.appendChild(config);
  }
  return renderWithProviders(<MetaPixelPanel />, { site: { ...EMPTY_SITE_CONFIG, pixelId }, userOptions: { advanceTimers: jest.advanceTimersByTime } });
};

const status = () => screen.getByRole('status');
const pixelScripts = () => Array.from(document.querySelectorAll(`script[src="${PIXEL_SCRIPT_URL}"]`));
/** Meta's script arriving: it takes the stub over by installing callMethod. */
const metaScriptAnswers = () => Object.assign(window.fbq ?? {}, { callMethod: jest.fn() });
const nextCheck = () => act(async () => void jest.advanceTimersByTime(PIXEL_CHECK_MS));

describe('MetaPixelPanel', () => {
  it('says what to set without a pixel id, and offers nothing to load', () => {
    renderPanel(null);
    expect(screen.getByText(NOT_CONFIGURED)).toBeInTheDocument();
    expect(status()).toHaveTextContent('Status: Inactive');
    expect(screen.getByRole('button', { name: 'Load Pixel Here' })).toBeDisabled();
    expect(pixelScripts()).toEqual([]);
  });

  it('asks nothing of Meta until the admin loads the pixel here, then shows Checking until it answers, and Active', async () => {
    const { user } = renderPanel();
    expect(screen.getByText(PIXEL_ID)).toBeInTheDocument();
    expect(screen.getByText('No choice yet: no pixel until one is made')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Status: Inactive');
    await nextCheck();
    expect(pixelScripts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Load Pixel Here' }));
    expect(pixelScripts()).toHaveLength(1);
    expect(window.fbq?.queue?.slice(0, 2)).toEqual([
      ['consent', 'revoke'],
      ['init', PIXEL_ID],
    ]);
    expect(status()).toHaveTextContent('Status: Checking');
    expect(screen.getByRole('button', { name: 'Load Pixel Here' })).toBeDisabled();
    metaScriptAnswers();
    await nextCheck();
    expect(status()).toHaveTextContent('Status: Active');
    expect(screen.getByText("Yes: Meta's script has loaded and answers")).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks to refresh the page when the pixel was loaded but does not answer', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Load Pixel Here' }));
    expect(status()).toHaveTextContent('Status: Checking');
    await nextCheck();
    expect(status()).toHaveTextContent('Status: Inactive');
    expect(screen.getByRole('alert')).toHaveTextContent(PIXEL_MISSING);
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it('re-checks every 5 seconds: a pixel loaded by this browser\'s consent shows Active, and Inactive with the alert once it is gone', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'all');
    renderPanel();
    initTracking();
    metaScriptAnswers();
    await nextCheck();
    expect(status()).toHaveTextContent('Status: Active');
    expect(screen.getByText('Accept All: the pixel loads on every page in this browser')).toBeInTheDocument();
    delete window.fbq;
    await act(async () => void jest.advanceTimersByTime(PIXEL_CHECK_MS - 1));
    expect(status()).toHaveTextContent('Status: Active');
    await act(async () => void jest.advanceTimersByTime(1));
    expect(status()).toHaveTextContent('Status: Inactive');
    expect(screen.getByRole('alert')).toHaveTextContent(PIXEL_MISSING);
  });
});
