import type { ReactNode } from 'react';
import { describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { isConsentBannerRequested } from '../../../lib/consent';
import { MemoryRouter } from 'react-router';
import { EMPTY_SITE_CONFIG, type SiteConfig } from '../../../lib/site-config';
import { SiteConfigProvider } from '../../../lib/use-site-config';
import { buildOperator, buildSiteConfig } from '../../../testing/builders/site-config';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsOfServicePage } from './terms-of-service-page';

const renderPage = (page: ReactNode, site: SiteConfig = EMPTY_SITE_CONFIG) =>
  render(
    <SiteConfigProvider site={site}>
      <MemoryRouter>{page}</MemoryRouter>
    </SiteConfigProvider>,
  );
const sectionHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('PrivacyPolicyPage', () => {
  it('is effective June 10, 2025 and covers every required topic', () => {
    renderPage(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Effective date: June 10, 2025')).toBeInTheDocument();
    expect(sectionHeadings()).toEqual(expect.arrayContaining([
      'Information We Collect', 'How We Use Your Information', 'How We Share Information', 'Data Security', 'Your Rights',
      'Cookies', 'Third-Party Services', "Children's Privacy", 'International Data Transfers', 'Contact Us',
    ]));
    expect(screen.getByText(/children under 13/)).toBeInTheDocument();
    expect(screen.getByText(/within 30 days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'data deletion request page' })).toHaveAttribute('href', '/data-deletion');
    for (const party of [/analytics tag/, /advertising pixel/, /email delivery provider/, /Affiliate partners/]) {
      expect(screen.getByText(party)).toBeInTheDocument();
    }
  });
});

describe('PrivacyPolicyPage cookies', () => {
  it("says how to change or withdraw the cookie choice, with the 'Cookie settings' control right there", () => {
    renderPage(<PrivacyPolicyPage />);
    const cookies = screen.getByRole('heading', { level: 2, name: 'Cookies' }).parentElement!;
    expect(cookies).toHaveTextContent(/change or withdraw your choice at any time/);
    fireEvent.click(within(cookies).getByRole('button', { name: 'Cookie settings' }));
    // The layout's cookie banner shows for this request (its own tests show it does).
    expect(isConsentBannerRequested()).toBe(true);
  });
});

describe('TermsOfServicePage', () => {
  it('is effective June 10, 2025, requires age 18, discloses affiliate links and covers email consent', () => {
    renderPage(<TermsOfServicePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Effective date: June 10, 2025')).toBeInTheDocument();
    expect(screen.getByText(/at least 18 years old/)).toBeInTheDocument();
    expect(sectionHeadings()).toEqual(expect.arrayContaining([
      'Eligibility', 'Affiliate Link Disclosure', 'Email Communications and Consent', 'Acceptable Use', 'Intellectual Property',
      'Disclaimers', 'Limitation of Liability', 'Changes to These Terms', 'Governing Law', 'Contact Us',
    ]));
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });
});

describe('legal contact addresses', () => {
  it('names the configured privacy and legal addresses and the operating company', () => {
    const site = buildSiteConfig({ operator: buildOperator({ privacyEmail: 'dpo@shop.example', legalEmail: 'legal@shop.example' }) });
    renderPage(<PrivacyPolicyPage />, site);
    expect(screen.getByRole('link', { name: 'dpo@shop.example' })).toHaveAttribute('href', 'mailto:dpo@shop.example');
    expect(screen.getByText(/operated by Shop Media Ltd, 1 Harbour Road/)).toBeInTheDocument();
    cleanup();
    renderPage(<TermsOfServicePage />, site);
    expect(screen.getByRole('link', { name: 'legal@shop.example' })).toHaveAttribute('href', 'mailto:legal@shop.example');
  });

  it('points at the contact form instead of a placeholder address when none is configured', () => {
    renderPage(<PrivacyPolicyPage />);
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByText(/@ai-navigator\.example/)).toBeNull();
  });
});
