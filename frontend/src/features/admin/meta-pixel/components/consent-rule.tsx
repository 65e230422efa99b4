import { ShieldCheck } from 'lucide-react';
import { IconCard } from '../../shared/icon-card';

/** What the public site does with the pixel, so the operator knows what "Active" can and cannot mean for visitors. */
export const ConsentRule = () => (
  <IconCard icon={ShieldCheck} title="How the public site uses it" description="The rule every visitor's browser follows.">
    <ul className="list-disc space-y-2 pl-5 text-sm">
      <li>The pixel loads only after a visitor chooses Accept All in the cookie banner. Essential Only or Reject loads nothing, and no request goes to Meta.</li>
      <li>A visitor who withdraws through Cookie settings revokes it on the page: it sends nothing more.</li>
      <li>
        It receives PageView on each page, Lead for a signup, InitiateCheckout for a tool click, ViewContent for reading time, and Subscribe and CompleteRegistration on the subscription
        pages, valued in USD.
      </li>
      <li>The site&apos;s Content-Security-Policy allows Meta&apos;s hosts only while META_PIXEL_ID is set.</li>
    </ul>
  </IconCard>
);
