import { Link } from 'react-router';
import { CookieSettingsButton } from '../../../components/cookie-settings-button';
import { WriteToUs } from '../../../components/write-to-us';
import { useOperatorDetails } from '../../../lib/use-site-config';
import type { OperatorDetails } from '../../../lib/site-config';
import { LegalDocument, LegalList, LegalSection, OperatorIdentity } from './legal-document';
import { simplePageHead } from '../../../lib/page-head/page-head';
import { usePageHead } from '../../../lib/page-head/use-page-head';

const linkClasses = 'text-indigo-600 underline dark:text-indigo-400';

const PrivacyPolicyPageContent = ({ operator }: { operator: OperatorDetails }) => (
  <LegalDocument title="Privacy Policy">
    <p>
      This policy explains what personal information AI Navigator ("we", "us") collects when you visit our website, read our
      content or subscribe to our newsletter, how we use it, and the choices you have.
    </p>

    <LegalSection title="Information We Collect">
      <LegalList
        items={[
          'Your email address, when you subscribe to the newsletter or request our guide.',
          'Your newsletter preferences: delivery frequency, topics of interest and any interests you describe in your own words.',
          'Where your signup came from, such as the page you used or campaign tags (utm_source, utm_medium, utm_campaign) in the link you followed.',
          'Your name, email and message, when you contact us or submit a data deletion request.',
          'Technical data such as pages viewed, referring site, browser type and approximate location, collected through cookies only when you allow them.',
        ]}
      />
    </LegalSection>

    <LegalSection title="How We Use Your Information">
      <LegalList
        items={[
          'To send the newsletter and guides you asked for, at the frequency and on the topics you chose.',
          'To answer your messages and handle requests about your data.',
          'To understand which articles and tools are useful so we can improve the site.',
          'To measure the results of our marketing, for example whether a campaign led to signups.',
          'To keep the service secure and prevent abuse.',
        ]}
      />
      <p>We do not sell your personal information.</p>
    </LegalSection>

    <LegalSection title="How We Share Information">
      <p>
        We share personal information only with service providers who help us run AI Navigator and only as far as they need it to
        do that work, or when the law requires us to. These providers are listed under Third-Party Services below.
      </p>
    </LegalSection>

    <LegalSection title="Data Security">
      <p>
        We store subscriber data encrypted, limit access to the people who need it, and use secure connections for every page and
        email link. Links that let you manage your subscription are signed so that nobody can change your preferences just by
        knowing your email address. No system is perfectly secure, but we work to protect your information and will tell you
        promptly if a breach affects you.
      </p>
    </LegalSection>

    <LegalSection title="Your Rights">
      <p>Depending on where you live, you may have the right to:</p>
      <LegalList
        items={[
          'access the personal information we hold about you and receive a copy of it;',
          'correct information that is wrong or incomplete;',
          'change your newsletter preferences or unsubscribe at any time, using the link in every email;',
          'ask us to delete your personal information;',
          'object to or restrict certain uses, and withdraw consent you gave earlier.',
        ]}
      />
      <p>
        To have your data deleted, use our{' '}
        <Link to="/data-deletion" className={linkClasses}>
          data deletion request page
        </Link>
        . We confirm the request by email and complete it within 30 days.
      </p>
    </LegalSection>

    <LegalSection title="Cookies">
      <p>
        Essential cookies and similar browser storage keep the site working, for example to remember your theme and your cookie
        choice. Analytics and marketing cookies are used only if you accept them in our cookie banner. You can choose "Essential
        Only" or "Reject All". You can change or withdraw your choice at any time, as easily as you gave it:{' '}
        <CookieSettingsButton className={linkClasses} /> (here and
        at the bottom of every page) opens the banner again. You can also clear stored choices in your browser.
      </p>
    </LegalSection>

    <LegalSection title="Third-Party Services">
      <LegalList
        items={[
          'A web analytics tag that measures visits and page views.',
          'An advertising pixel that measures signups and other conversions from our ads.',
          'An email delivery provider that sends the newsletter, guides and confirmation messages.',
          'Affiliate partners: when you follow a link to a tool, the partner may learn that you came from AI Navigator.',
        ]}
      />
      <p>These services process data under their own privacy policies. Analytics and pixel tags load only with your consent.</p>
    </LegalSection>

    <LegalSection title="Children's Privacy">
      <p>
        AI Navigator is not meant for children under 13, and we do not knowingly collect information from them. If you believe a
        child has given us personal information, contact us and we will delete it.
      </p>
    </LegalSection>

    <LegalSection title="International Data Transfers">
      <p>
        Our service providers may process your information in countries other than your own, including the United States. When
        that happens we rely on appropriate safeguards, such as standard contractual clauses, to protect it.
      </p>
    </LegalSection>

    <LegalSection title="Changes to This Policy">
      <p>We may update this policy. When we make significant changes we will change the effective date above and tell subscribers by email.</p>
    </LegalSection>

    <LegalSection title="Contact Us">
      <p>
        Questions about this policy or your data? Please <WriteToUs email={operator.privacyEmail} className={linkClasses} />.
      </p>
      <OperatorIdentity operator={operator} />
    </LegalSection>
  </LegalDocument>
);

const PRIVACY_HEAD = simplePageHead('/privacy-policy', 'Privacy Policy', 'What AI Navigator collects, why, who it is shared with, how it is protected and the rights you have over it.');

export const PrivacyPolicyPage = () => {
  usePageHead(PRIVACY_HEAD);
  return <PrivacyPolicyPageContent operator={useOperatorDetails()} />;
};
