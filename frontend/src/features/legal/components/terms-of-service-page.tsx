import { Link } from 'react-router';
import { WriteToUs } from '../../../components/write-to-us';
import { useOperatorDetails } from '../../../lib/use-site-config';
import type { OperatorDetails } from '../../../lib/site-config';
import { LegalDocument, LegalList, LegalSection, OperatorIdentity } from './legal-document';
import { simplePageHead } from '../../../lib/page-head/page-head';
import { usePageHead } from '../../../lib/page-head/use-page-head';

const linkClasses = 'text-indigo-600 underline dark:text-indigo-400';

const TermsOfServicePageContent = ({ operator }: { operator: OperatorDetails }) => (
  <LegalDocument title="Terms of Service">
    <p>
      These terms govern your use of the AI Navigator website, newsletter and guides. By using the site or subscribing, you agree
      to them. If you do not agree, please do not use AI Navigator.
    </p>

    <LegalSection title="Eligibility">
      <p>You must be at least 18 years old to use AI Navigator or subscribe to our newsletter.</p>
    </LegalSection>

    <LegalSection title="Affiliate Link Disclosure">
      <p>
        Some links to AI tools on this site are affiliate links. If you sign up for or buy a product through one of them, we may
        earn a commission at no extra cost to you. Affiliate links are marked as sponsored. Commissions never decide our reviews or
        rankings, and we recommend only tools we believe are worth your time.
      </p>
    </LegalSection>

    <LegalSection title="Email Communications and Consent">
      <p>
        By subscribing you agree to receive our newsletter at the frequency you choose, along with guides you request and messages
        about your subscription. You can change your preferences or unsubscribe at any time through the link in every email. How
        we handle your email address is described in our{' '}
        <Link to="/privacy-policy" className={linkClasses}>
          Privacy Policy
        </Link>
        .
      </p>
    </LegalSection>

    <LegalSection title="Acceptable Use">
      <p>When using AI Navigator you agree not to:</p>
      <LegalList
        items={[
          'break any law or infringe anyone else’s rights;',
          'subscribe other people without their permission or submit false information;',
          'try to gain unauthorised access to the site, its servers or other users’ data;',
          'scrape, copy or republish our content in bulk, or use automated tools that overload the service;',
          'upload or send malware, spam or anything harmful.',
        ]}
      />
    </LegalSection>

    <LegalSection title="Intellectual Property">
      <p>
        The articles, reviews, guides, design and logo of AI Navigator belong to us or our licensors. You may read and share links to
        our content for personal, non-commercial use. Tool names and logos belong to their owners and appear only to identify their
        products.
      </p>
    </LegalSection>

    <LegalSection title="Disclaimers">
      <p>
        Our content is for general information only and is not professional, legal or financial advice. AI tools change quickly:
        features, prices and availability may differ from what we describe. The site is provided "as is" without warranties of any
        kind. We are not responsible for third-party tools or websites you reach through our links; your use of them is governed by
        their own terms.
      </p>
    </LegalSection>

    <LegalSection title="Limitation of Liability">
      <p>
        To the fullest extent the law allows, AI Navigator is not liable for indirect, incidental or consequential damages, or for
        lost profits or data, arising from your use of the site, the newsletter or any tool we mention. Our total liability for any
        claim is limited to one hundred US dollars (USD 100).
      </p>
    </LegalSection>

    <LegalSection title="Changes to These Terms">
      <p>
        We may update these terms. The effective date above shows when they last changed; significant changes are announced to
        subscribers by email. Continuing to use AI Navigator after a change means you accept the updated terms.
      </p>
    </LegalSection>

    <LegalSection title="Governing Law">
      <p>
        These terms are governed by the laws of the State of Delaware, United States, without regard to its conflict-of-law rules.
        Disputes will be heard in the courts located there, unless the law of your country of residence gives you the right to
        bring proceedings locally.
      </p>
    </LegalSection>

    <LegalSection title="Contact Us">
      <p>
        Questions about these terms? Please <WriteToUs email={operator.legalEmail} className={linkClasses} />.
      </p>
      <OperatorIdentity operator={operator} />
    </LegalSection>
  </LegalDocument>
);

const TERMS_HEAD = simplePageHead('/terms-of-service', 'Terms of Service', 'The terms for using AI Navigator: eligibility, affiliate links, newsletter consent and your responsibilities.');

export const TermsOfServicePage = () => {
  usePageHead(TERMS_HEAD);
  return <TermsOfServicePageContent operator={useOperatorDetails()} />;
};
