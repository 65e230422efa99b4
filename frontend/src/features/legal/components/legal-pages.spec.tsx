import type { ReactNode } from 'react';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsOfServicePage } from './terms-of-service-page';

const renderPage = (page: ReactNode) => render(<MemoryRouter>{page}</MemoryRouter>);
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
