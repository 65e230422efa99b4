import { createContext, useContext, type ReactNode } from 'react';
import { EMPTY_SITE_CONFIG, type OperatorDetails, type SiteConfig } from './site-config';

const SiteConfigContext = createContext<SiteConfig>(EMPTY_SITE_CONFIG);

/** The server renders with the configuration it injects into the page; the browser hydrates with what it reads back. */
export const SiteConfigProvider = ({ site, children }: { site: SiteConfig; children: ReactNode }) => (
  <SiteConfigContext.Provider value={site}>{children}</SiteConfigContext.Provider>
);

/** Whether a new subscriber must confirm by email before anything is sent (DOUBLE_OPT_IN). */
export const useDoubleOptIn = (): boolean => useContext(SiteConfigContext).doubleOptIn;

/** The operator's contact addresses and company details (footer, about, contact, legal pages). */
export const useOperatorDetails = (): OperatorDetails => useContext(SiteConfigContext).operator;

/** The Meta pixel's id (META_PIXEL_ID), or null when none is configured. */
export const usePixelId = (): string | null => useContext(SiteConfigContext).pixelId;
