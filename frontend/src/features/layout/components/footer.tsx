import { AtSign, Briefcase, CirclePlay, Compass, Mail, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { CookieSettingsButton } from '../../../components/cookie-settings-button';
import { useOperatorDetails } from '../../../lib/use-site-config';

const socialProfiles = [
  { label: 'AI Navigator on X (Twitter)', href: 'https://twitter.com/ainavigator', Icon: AtSign },
  { label: 'AI Navigator on LinkedIn', href: 'https://www.linkedin.com/company/ainavigator', Icon: Briefcase },
  { label: 'AI Navigator on YouTube', href: 'https://www.youtube.com/@ainavigator', Icon: CirclePlay },
];

// Reviews have no page of their own: they are the blog's Review posts. The directory is where tools are compared.
// The AI Tools anchor is the home page's featured tools, reached from every page (the layout scrolls to it).
const quickLinks = [
  { label: 'AI Tools', to: '/#tools' },
  { label: 'AI Tools Guide', to: '/ai-tools-guide' },
  { label: 'Blog', to: '/blog' },
  { label: 'Reviews', to: '/blog?category=Review' },
  { label: 'Comparisons', to: '/tools' },
];

const resourceLinks = [
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
];

type FooterLink = { label: string; to?: string; href?: string };

const linkClasses = 'text-sm text-gray-400 transition-colors hover:text-white';

const FooterLinkList = ({ title, links }: { title: string; links: FooterLink[] }) => (
  <div>
    {/* h2: the footer follows whatever the page ends with, often its h1 alone; an h3 here would skip a level. */}
    <h2 className="mb-4 text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
    <ul className="space-y-2">
      {links.map((link) => (
        <li key={link.label}>
          {link.to ? (
            <Link to={link.to} className={linkClasses}>
              {link.label}
            </Link>
          ) : (
            <a href={link.href} className={linkClasses}>
              {link.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  </div>
);

/** The operator's company and postal address (COMPANY_NAME, COMPANY_ADDRESS, CONTACT_EMAIL); nothing made up when unset. */
const OperatorAddress = () => {
  const { companyName, companyAddress, contactEmail } = useOperatorDetails();
  if (!companyName && companyAddress.length === 0 && !contactEmail) return null;
  return (
    <address className="mt-6 space-y-2 text-sm not-italic text-gray-400">
      {companyName || companyAddress.length > 0 ? (
        <p className="flex gap-2">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            {[companyName, ...companyAddress].filter((line) => line !== null).map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </span>
        </p>
      ) : null}
      {contactEmail ? (
        <p className="flex gap-2">
          <Mail className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <a href={`mailto:${contactEmail}`} className={linkClasses}>
            {contactEmail}
          </a>
        </p>
      ) : null}
    </address>
  );
};

export const Footer = () => (
  <footer className="bg-gray-900 text-gray-300">
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-4">
      <div className="md:col-span-2">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-white">
          <Compass className="h-6 w-6 text-indigo-400" aria-hidden="true" />
          AI Navigator
        </Link>
        <p className="mt-4 max-w-md text-sm text-gray-400">
          Your guide to the AI tools that matter. Honest reviews, practical guides and a free newsletter that helps creators, marketers and entrepreneurs work smarter with AI.
        </p>
        <div className="mt-4 flex gap-3">
          {socialProfiles.map(({ label, href, Icon }) => (
            <a key={href} href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className="rounded-full bg-gray-800 p-2 transition-colors hover:bg-indigo-600">
              <Icon className="h-4 w-4" aria-hidden="true" />
            </a>
          ))}
        </div>
        <OperatorAddress />
      </div>
      <FooterLinkList title="Quick Links" links={quickLinks} />
      <FooterLinkList title="Resources" links={resourceLinks} />
    </div>
    <div className="flex flex-col items-center gap-2 border-t border-gray-800 py-6 text-center text-sm text-gray-400 sm:flex-row sm:justify-center sm:gap-6">
      <p suppressHydrationWarning>© {new Date().getFullYear()} AI Navigator. All rights reserved.</p>
      {/* The way back to the cookie choice, on every page. */}
      <CookieSettingsButton className={`${linkClasses} min-h-6`} />
    </div>
  </footer>
);
