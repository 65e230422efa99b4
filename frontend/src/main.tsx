import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { hydrateQueryState } from './app/query-state';
import { matchPage } from './app/router';
import { readSiteConfig } from './lib/site-config';
import { takeLinkCredentials } from './lib/link-credentials';
import { initTracking } from './lib/tracking';
import { APP_STATE_ATTRIBUTE, type AppState } from '@contract/page-render.contract';
import './index.css';

// The Content-Security-Policy allows no eval: without `jitless`, zod probes for `new Function` on
// first use and the browser reports a violation even though the probe's error is caught. zod keeps
// its configuration in this global (shared by every copy of zod on a page), so setting it here keeps
// zod out of the entry bundle; the browser tests fail on any CSP violation if this stops working.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
// An emailed link's address and token leave the address bar before any tag can read the URL.
takeLinkCredentials();
initTracking();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const queryClient = createQueryClient();
const site = readSiteConfig();
const headSink = { siteUrl: site.siteUrl ?? window.location.origin };
/** Marks the page once the app has taken it over: a commit has run, so its controls answer. */
const MarkReady = ({ children }: { children: ReactNode }) => {
  useEffect(() => document.documentElement.setAttribute(APP_STATE_ATTRIBUTE, 'ready' satisfies AppState), []);
  return children;
};

const app = (
  <MarkReady>
    <App queryClient={queryClient} headSink={headSink} site={site} />
  </MarkReady>
);

if (container.hasChildNodes()) {
  // A server-rendered page: the same data and the same screen chunks first, so the first render
  // matches the HTML already on screen and hydration adopts it without a flash.
  hydrateQueryState(queryClient);
  const { screens } = matchPage(window.location.pathname);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (a long guide or directory on a slow phone).
  void Promise.all(screens.map((screen) => screen.preload())).finally(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  // The operator area is client-only: the server sends an empty shell.
  createRoot(container).render(app);
}
