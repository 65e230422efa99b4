import type { WizardTestPost as TestPost } from '../stores/social-setup';

const lineOf = (testPost: TestPost) => {
  switch (testPost.status) {
    case 'scheduled':
      return `A test post goes to ${testPost.pageName} in 2 seconds...`;
    case 'sending':
      return `Publishing the test post on ${testPost.pageName}...`;
    case 'published':
      return `${testPost.message} (post ${testPost.postId}).`;
    case 'failed':
      return `The test post on ${testPost.pageName} failed: ${testPost.message}`;
  }
};

/** Step four: where the test post after the update stands, read out as it changes. */
export const WizardTestPost = ({ testPost }: { testPost: TestPost | null }) => (
  <p role="status" className={testPost?.status === 'failed' ? 'text-sm text-red-700 dark:text-red-300' : 'text-sm'}>
    {testPost ? lineOf(testPost) : 'Once a page is chosen, a test post is published on it 2 seconds later.'}
  </p>
);
