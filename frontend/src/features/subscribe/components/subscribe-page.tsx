import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { readUtm, subscribeSuccessPath } from '../utils/utm';
import { ReferralTrackingBlock } from './referral-tracking-block';
import { SubscribeForm } from './subscribe-form';
import { simplePageHead } from '../../../lib/page-head/page-head';
import { usePageHead } from '../../../lib/page-head/use-page-head';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';

/** Spec section 9: the confirmation stays for 2 s before the redirect. */
export const SUBSCRIBE_REDIRECT_DELAY_MS = 2000;

const SUBSCRIBE_HEAD = simplePageHead('/subscribe', 'Get AI News Updates', 'Subscribe to the free AI Navigator newsletter: the AI tools and news that matter, daily or weekly, on the topics you choose.');

/** Replaces the form: the heading takes the focus the form's button had (the header around it is the status). */
const SubscribedHeading = () => {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <CardTitle as="h2" ref={heading} tabIndex={-1} className="outline-none">
      You're subscribed!
    </CardTitle>
  );
};

export const SubscribePage = () => {
  usePageHead(SUBSCRIBE_HEAD);
  const [searchParams] = useSearchParams();
  const utm = useMemo(() => readUtm(searchParams), [searchParams]);
  const [confirmed, setConfirmed] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (!confirmed) return;
    const timer = setTimeout(() => navigate(subscribeSuccessPath(utm)), SUBSCRIBE_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [confirmed, utm, navigate]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">Get AI News Updates</h1>
        <p className="mt-3 text-gray-600 dark:text-gray-400">
          The AI tools and news that matter to your work, in your inbox. Free, and you can unsubscribe at any time.
        </p>
      </header>
      <ReferralTrackingBlock utm={utm} />
      <Card className="mt-6">
        {confirmed ? (
          <CardHeader className="items-center text-center" role="status">
            <CheckCircle2 className="h-12 w-12 text-green-600" aria-hidden="true" />
            <SubscribedHeading />
            <CardDescription>Thanks for joining AI Navigator. Taking you to the next step...</CardDescription>
          </CardHeader>
        ) : (
          <>
            <CardHeader>
              <CardTitle as="h2">Subscribe to AI Navigator</CardTitle>
              <CardDescription>Choose how often you hear from us and what you care about.</CardDescription>
            </CardHeader>
            <CardContent>
              <SubscribeForm utm={utm} onSubscribed={() => setConfirmed(true)} />
            </CardContent>
          </>
        )}
      </Card>
    </div>
  );
};
