import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { simplePageHead } from '../../../lib/page-head/page-head';
import { usePageHead } from '../../../lib/page-head/use-page-head';
import { readOAuthResult } from '../utils/read-oauth-result';
import { CopyCodeButton } from './copy-code-button';

/** A title of its own (WCAG 2.4.2): the window and the history entry say how the authorization went. */
const headOf = (authorized: boolean) =>
  simplePageHead('/oauth/callback', authorized ? 'Authorization Successful' : 'Authorization Failed', 'The result of connecting a social account to AI Navigator.', { noindex: true });

/** The dashboard's Social Media tab (its id, facebook-setup, is the spec's). */
const SOCIAL_MEDIA_TAB = '/admin?tab=facebook-setup';

const nextSteps = [
  'Copy the authorization code above.',
  'Go to the Admin panel, Social Media tab.',
  'Paste the code into the Threads setup.',
  'Exchange it for an access token.',
] as const;

export const OAuthCallbackPage = () => {
  const [searchParams] = useSearchParams();
  const result = useMemo(() => readOAuthResult(searchParams), [searchParams]);
  usePageHead(headOf(result.kind === 'authorized'));

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <Card>
        {result.kind === 'authorized' ? (
          <>
            <CardHeader className="items-center text-center">
              <CheckCircle2 className="h-12 w-12 text-green-600" aria-hidden="true" />
              <h1 className="text-2xl font-semibold">Authorization Successful!</h1>
            </CardHeader>
            <CardContent className="space-y-6">
              <div className="space-y-2">
                <p className="text-sm font-medium">Authorization code</p>
                <div className="flex items-center gap-2">
                  <code data-testid="authorization-code" className="flex-1 break-all rounded-md bg-gray-100 p-3 text-sm dark:bg-gray-800">
                    {result.code}
                  </code>
                  <CopyCodeButton code={result.code} />
                </div>
              </div>
              <section aria-labelledby="next-steps-heading">
                <h2 id="next-steps-heading" className="mb-2 font-semibold">Next steps</h2>
                <ol className="list-decimal space-y-1 pl-5 text-sm">
                  {nextSteps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </section>
            </CardContent>
          </>
        ) : (
          <CardHeader className="items-center text-center">
            <XCircle className="h-12 w-12 text-red-600" aria-hidden="true" />
            <h1 className="text-2xl font-semibold">Authorization Failed</h1>
            <p role="alert" className="text-gray-700 dark:text-gray-300">{result.message}</p>
          </CardHeader>
        )}
        <CardContent className="flex justify-center">
          {/* Straight to the Social Media tab, where the Threads setup takes the code. */}
          <Link to={SOCIAL_MEDIA_TAB} className={buttonClasses()}>Go to Admin Panel</Link>
        </CardContent>
      </Card>
    </div>
  );
};
