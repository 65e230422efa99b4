import { useEffect } from 'react';
import { DEFAULT_TEST_POST, SOCIAL_TIMING } from '@contract/social.vocabulary';
import { toast } from '../../../../components/ui/use-toast';
import { toastFailure } from '../../shared/toast-failure';
import { usePublishTestPost } from '../api/publish-test-post';
import { facebookWizardWork, type WizardTestPost } from '../stores/social-setup';
import { failureText } from '../utils/social-failures';

const setTestPost = (testPost: WizardTestPost) => facebookWizardWork.update((work) => ({ ...work, testPost }));

/**
 * Section 4: after a page is chosen, a test post follows 2 s later (section 9). Scheduled in the
 * wizard's store, so leaving the tab and coming back still sends it (2 s after the return); the post
 * itself is keyed on the server, so the same connection never gets it twice.
 */
export const useWizardTestPost = () => {
  const { testPost } = facebookWizardWork.useValue();
  const publish = usePublishTestPost();
  const { mutateAsync } = publish;
  useEffect(() => {
    if (testPost?.status !== 'scheduled') return undefined;
    const { pageName } = testPost;
    const timer = setTimeout(() => {
      setTestPost({ status: 'sending', pageName });
      mutateAsync({ platform: 'facebook', message: DEFAULT_TEST_POST }).then(
        ({ postId, message }) => {
          setTestPost({ status: 'published', pageName, postId, message });
          toast({ title: 'Test Post Published', description: message });
        },
        (error: unknown) => {
          setTestPost({ status: 'failed', pageName, message: failureText(error) });
          toastFailure('Test Post Failed', error, 'The test post could not be published');
        },
      );
    }, SOCIAL_TIMING.testPostDelayMs);
    return () => clearTimeout(timer);
  }, [testPost, mutateAsync]);
  return testPost;
};
