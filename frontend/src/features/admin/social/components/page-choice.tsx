import { FACEBOOK_TEXTS } from '@contract/social.vocabulary';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/use-toast';
import { toastFailure } from '../../shared/toast-failure';
import type { FacebookPage } from '../api/get-page-tokens';
import { useUpdatePageToken } from '../api/update-page-token';
import { facebookWizardWork } from '../stores/social-setup';

/**
 * Step three: the pages of the user token. Choosing one stores its token on the server; the page
 * tokens are then dropped from the wizard (the server keeps the chosen one, sealed) and the test post
 * is scheduled.
 */
export const PageChoice = ({ pages }: { pages: readonly FacebookPage[] | null }) => {
  const update = useUpdatePageToken();
  const choose = (page: FacebookPage) =>
    update.mutate(
      { token: page.pageToken },
      {
        onSuccess: ({ message }) => {
          toast({ title: 'Page Token Updated', description: message });
          facebookWizardWork.update((work) => ({ ...work, pages: null, testPost: { status: 'scheduled', pageName: page.pageName } }));
        },
        onError: (error) => toastFailure(FACEBOOK_TEXTS.updateFailed.title, error, FACEBOOK_TEXTS.updateFailed.fallback),
      },
    );
  if (!pages) return <p className="text-sm text-gray-600 dark:text-gray-400">The pages of the token appear here.</p>;
  return (
    <ul aria-label="Facebook pages" className="divide-y divide-gray-200 dark:divide-gray-800">
      {pages.map((page) => {
        const choosing = update.isPending && update.variables?.token === page.pageToken;
        return (
          <li key={page.pageId} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="font-medium">{page.pageName}</span> <span className="text-sm text-gray-600 dark:text-gray-400">({page.pageId})</span>
            </span>
            <Button size="sm" aria-label={`Use this page: ${page.pageName}`} disabled={update.isPending} onClick={() => choose(page)}>
              {choosing ? 'Updating...' : 'Use this page'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
};
