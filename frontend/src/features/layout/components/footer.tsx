import { AtSign, Briefcase, CirclePlay, Compass, MapPin } from 'lucide-react';
import { Link } from 'react-router';

const socialProfiles = [
  { label: 'AI Navigator on X (Twitter)', href: 'https://twitter.com/ainavigator', Icon: AtSign },
  { label: 'AI Navigator on LinkedIn', href: 'https://www.linkedin.com/company/ainavigator', Icon: Briefcase },
  { label: 'AI Navigator on YouTube', href: 'https://www.youtube.com/@ainavigator', Icon: CirclePlay },
];

// Reviews have no page of their own: they are the blog's Review posts. The directory is where tools are compared.
const quickLinks = [
  { label: 'AI Tools', href: '#tools' },
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
    <h3 className="mb-4 text-sm font-semibold uppercase tracking-wide text-white">{title}</h3>
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
        <address className="mt-6 flex gap-2 text-sm not-italic text-gray-400">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            AI Navigator Media LLC
            <br />
            548 Market Street, Suite 42
            <br />
            San Francisco, CA 94104, USA
          </span>
        </address>
      </div>
      <FooterLinkList title="Quick Links" links={quickLinks} />
      <FooterLinkList title="Resources" links={resourceLinks} />
    </div>
    <p className="border-t border-gray-800 py-6 text-center text-sm text-gray-400" suppressHydrationWarning>
      © {new Date().getFullYear()} AI Navigator. All rights reserved.
    </p>
  </footer>
);
