import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useToast } from '../../../components/ui/use-toast';
import { readUtm, subscribeSuccessPath } from '../utils/utm';
import { ReferralTrackingBlock } from './referral-tracking-block';
import { SubscribeForm } from './subscribe-form';

/** Spec section 9: the confirmation stays for 2 s before the redirect. */
export const SUBSCRIBE_REDIRECT_DELAY_MS = 2000;

type Stage = { kind: 'editing' } | { kind: 'confirmed' } | { kind: 'returning'; email: string };

export const SubscribePage = () => {
  const [searchParams] = useSearchParams();
  const utm = useMemo(() => readUtm(searchParams), [searchParams]);
  const [stage, setStage] = useState<Stage>({ kind: 'editing' });
  const navigate = useNavigate();
  const { toast } = useToast();

  useEffect(() => {
    if (stage.kind === 'editing') return;
    const target =
      stage.kind === 'confirmed' ? subscribeSuccessPath(utm) : `/subscribe/preferences?${new URLSearchParams({ email: stage.email })}`;
    const timer = setTimeout(() => navigate(target), SUBSCRIBE_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [stage, utm, navigate]);

  const welcomeBack = (email: string) => {
    toast({ title: 'Welcome back!', description: "You're already subscribed. Redirecting to update preferences..." });
    setStage({ kind: 'returning', email });
  };

  return (
    <main className="mx-auto max-w-2xl px-4 py-12">
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">Get AI News Updates</h1>
        <p className="mt-3 text-gray-600 dark:text-gray-400">
          The AI tools and news that matter to your work, in your inbox. Free, and you can unsubscribe at any time.
        </p>
      </header>
      <ReferralTrackingBlock utm={utm} />
      <Card className="mt-6">
        {stage.kind === 'confirmed' ? (
          <CardHeader className="items-center text-center" role="status">
            <CheckCircle2 className="h-12 w-12 text-green-600" aria-hidden="true" />
            <CardTitle>You're subscribed!</CardTitle>
            <CardDescription>Thanks for joining AI Navigator. Taking you to the next step...</CardDescription>
          </CardHeader>
        ) : (
          <>
            <CardHeader>
              <CardTitle>Subscribe to AI Navigator</CardTitle>
              <CardDescription>Choose how often you hear from us and what you care about.</CardDescription>
            </CardHeader>
            <CardContent>
              <SubscribeForm utm={utm} onSubscribed={() => setStage({ kind: 'confirmed' })} onAlreadySubscribed={welcomeBack} />
            </CardContent>
          </>
        )}
      </Card>
    </main>
  );
};
