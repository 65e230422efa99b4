import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BarChart3, CheckCircle2, Mail, MailCheck, Settings, Sparkles, type LucideIcon } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useSubscribeSuccessTracking } from '../hooks/use-subscribe-success-tracking';
import { hasUtm, readUtm } from '../utils/utm';
import { simplePageHead } from '../../../lib/page-head/page-head';
import { usePageHead } from '../../../lib/page-head/use-page-head';
import { useDoubleOptIn } from '../../../lib/use-site-config';

type Step = { icon: LucideIcon; text: string };

/** What the page can honestly say: the visitor signed up (and must confirm first, with DOUBLE_OPT_IN), or saved preferences. */
type Outcome = 'subscribed' | 'confirmationSent' | 'preferencesSaved';

const manageStep: Step = { icon: Settings, text: 'Every email has a link to change your preferences or unsubscribe.' };

const OUTCOMES: Record<Outcome, { heading: string; lead: string; steps: Step[] }> = {
  subscribed: {
    heading: 'Welcome to AI Navigator!',
    lead: "You're subscribed. Thanks for joining thousands of creators and marketers who keep up with AI.",
    steps: [
      { icon: Mail, text: 'Check your inbox: a welcome email is on its way.' },
      { icon: Sparkles, text: 'Your first AI Navigator update arrives on your chosen schedule.' },
      manageStep,
    ],
  },
  confirmationSent: {
    heading: 'Confirm your subscription',
    lead: "Check your inbox to confirm your subscription: we've emailed you a link. Until you use it, we send you nothing else.",
    steps: [
      { icon: Mail, text: "Open the email from AI Navigator and confirm your subscription. Not there? Look in your spam folder." },
      { icon: Sparkles, text: 'Once you have confirmed, your first AI Navigator update arrives on your chosen schedule.' },
      manageStep,
    ],
  },
  preferencesSaved: {
    heading: 'Your preferences are saved!',
    lead: 'Your newsletter now matches what you told us you care about.',
    steps: [{ icon: Sparkles, text: 'Your next AI Navigator update follows your new settings.' }, manageStep],
  },
};

/** With double opt-in, someone who signed up on the home page saves preferences before confirming. */
const confirmReminder: Step = { icon: Mail, text: 'Not confirmed your subscription yet? The link is in the email we sent when you signed up.' };

const SUCCESS_HEAD = simplePageHead('/subscribe/success', 'Welcome', 'Your AI Navigator newsletter subscription.', { noindex: true });

export const SubscribeSuccessPage = () => {
  usePageHead(SUCCESS_HEAD);
  const [searchParams] = useSearchParams();
  const utm = useMemo(() => readUtm(searchParams), [searchParams]);
  const conversion = searchParams.get('conversion');
  useSubscribeSuccessTracking(conversion, utm);
  const doubleOptIn = useDoubleOptIn();

  const outcome: Outcome = conversion === 'newsletter_preferences' ? 'preferencesSaved' : doubleOptIn ? 'confirmationSent' : 'subscribed';
  const { heading, lead } = OUTCOMES[outcome];
  const steps = outcome === 'preferencesSaved' && doubleOptIn ? [...OUTCOMES[outcome].steps, confirmReminder] : OUTCOMES[outcome].steps;

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 text-center">
      {outcome === 'confirmationSent' ? (
        <MailCheck className="mx-auto h-16 w-16 text-indigo-600" aria-hidden="true" />
      ) : (
        <CheckCircle2 className="mx-auto h-16 w-16 text-green-600" aria-hidden="true" />
      )}
      <h1 className="mt-4 text-3xl font-bold">{heading}</h1>
      <p className="mt-3 text-gray-600 dark:text-gray-400">{lead}</p>

      <Card className="mt-8 text-left">
        <CardHeader>
          <CardTitle as="h2">What happens next</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="space-y-3">
            {steps.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3">
                <Icon className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600" aria-hidden="true" />
                <span>{text}</span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>

      {conversion ? (
        <section aria-label="Conversion tracked" className="mt-6 rounded-lg border border-green-200 bg-green-50 p-4 text-left text-sm dark:border-green-900 dark:bg-green-950">
          <h2 className="flex items-center gap-2 font-semibold">
            <BarChart3 className="h-4 w-4" aria-hidden="true" /> Conversion tracked
          </h2>
          <p className="mt-1">Conversion: {conversion}</p>
          {hasUtm(utm) ? (
            <p className="mt-1">
              Campaign: {[utm.source, utm.medium, utm.campaign].filter((value) => value !== null).join(' / ')}
            </p>
          ) : null}
        </section>
      ) : null}

      <nav aria-label="Keep exploring" className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/tools" className={buttonClasses()}>Explore AI Tools</Link>
        <Link to="/blog" className={buttonClasses({ variant: 'outline' })}>Read Our Blog</Link>
        <Link to="/" className={buttonClasses({ variant: 'ghost' })}>Back to Home</Link>
      </nav>
    </div>
  );
};
