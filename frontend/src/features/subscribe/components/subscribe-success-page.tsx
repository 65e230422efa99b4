import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BarChart3, CheckCircle2, Mail, Settings, Sparkles } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useSubscribeSuccessTracking } from '../hooks/use-subscribe-success-tracking';
import { hasUtm, readUtm } from '../utils/utm';
import { simplePageHead } from '../../../lib/page-head/page-head';
import { usePageHead } from '../../../lib/page-head/use-page-head';

const nextSteps = [
  { icon: Mail, text: 'Check your inbox: a welcome email is on its way.' },
  { icon: Sparkles, text: 'Your first AI Navigator update arrives on your chosen schedule.' },
  { icon: Settings, text: 'Every email has a link to change your preferences or unsubscribe.' },
] as const;

const SUCCESS_HEAD = simplePageHead('/subscribe/success', 'Welcome', 'You are subscribed to the AI Navigator newsletter.', { noindex: true });

export const SubscribeSuccessPage = () => {
  usePageHead(SUCCESS_HEAD);
  const [searchParams] = useSearchParams();
  const utm = useMemo(() => readUtm(searchParams), [searchParams]);
  const conversion = searchParams.get('conversion');
  useSubscribeSuccessTracking(conversion, utm);

  const preferencesSaved = conversion === 'newsletter_preferences';

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 text-center">
      <CheckCircle2 className="mx-auto h-16 w-16 text-green-600" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold">{preferencesSaved ? 'Your preferences are saved!' : 'Welcome to AI Navigator!'}</h1>
      <p className="mt-3 text-gray-600 dark:text-gray-400">
        {preferencesSaved
          ? 'Your newsletter now matches what you told us you care about.'
          : "You're subscribed. Thanks for joining thousands of creators and marketers who keep up with AI."}
      </p>

      <Card className="mt-8 text-left">
        <CardHeader>
          <CardTitle>What happens next</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="space-y-3">
            {nextSteps.map(({ icon: Icon, text }) => (
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
