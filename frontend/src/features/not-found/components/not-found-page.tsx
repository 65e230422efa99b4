import { AlertCircle } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Card, CardContent } from '../../../components/ui/card';
import { simplePageHead } from '../../../lib/page-head/page-head';
import { usePageHead } from '../../../lib/page-head/use-page-head';

const NotFoundPageContent = () => (
  <div className="flex min-h-[60vh] w-full items-center justify-center bg-gray-50 px-4 dark:bg-gray-950">
    <Card className="w-full max-w-md">
      <CardContent className="pt-6">
        <div className="mb-4 flex gap-2">
          <AlertCircle className="h-8 w-8 text-red-500" aria-hidden="true" />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-gray-600 dark:text-gray-400">Did you forget to add the page to the router?</p>
        {/* A link on its own, not inside a sentence: a target at least 24 px tall (WCAG 2.5.8), 44 px on a touch screen. */}
        <Link to="/" className="mt-6 inline-flex min-h-6 items-center text-sm font-medium text-indigo-600 hover:underline pointer-coarse:min-h-11 dark:text-indigo-400">
          Back to Home
        </Link>
      </CardContent>
    </Card>
  </div>
);

/**
 * The head of a missing page names the URL that was asked for (its path on PUBLIC_URL; headTags
 * drops any query), as the missing post's does. Open Graph counts og:url among the tags every page
 * has, and a preview then shows the link that was shared, not a `/404` that nobody shared and that
 * does not exist either. It stays out of the index (404, noindex, no canonical).
 */
const notFoundHead = (pathname: string) => simplePageHead(pathname, '404 Page Not Found', 'This page does not exist on AI Navigator.', { status: 404 });

export const NotFoundPage = () => {
  const { pathname } = useLocation();
  usePageHead(notFoundHead(pathname));
  return <NotFoundPageContent />;
};
