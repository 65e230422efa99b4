import { DEFAULT_TEST_POST, FACEBOOK_PERMISSION_TESTS, type SocialPlatform } from '@contract/social.vocabulary';
import type { ApiTest } from '../hooks/use-api-tests';
import { publishTestPost } from './publish-test-post';
import { runApiTest } from './run-api-test';

/** The test post as a test: it passes once the post is on the account (published now, or recognised as published before). */
const testPost = (platform: SocialPlatform): ApiTest => ({
  id: 'test-post',
  label: 'Test post (published once per connection)',
  run: async () => ({ success: true, message: (await publishTestPost({ platform, message: DEFAULT_TEST_POST })).message }),
});

const permissionTest = (permission: (typeof FACEBOOK_PERMISSION_TESTS)[keyof typeof FACEBOOK_PERMISSION_TESTS]): ApiTest => ({
  id: permission,
  label: `Permission ${permission}`,
  run: () => runApiTest(`/api/facebook/test-${permission.replace(/_/g, '-')}`),
});

/** The Facebook card: the page read with the stored token, the four permissions of section 7, and the test post. */
export const FACEBOOK_API_TESTS: readonly ApiTest[] = [
  { id: 'connection', label: 'Page connection', run: () => runApiTest('/api/facebook/test-connection') },
  ...Object.values(FACEBOOK_PERMISSION_TESTS).map(permissionTest),
  testPost('facebook'),
];

/** The Threads card: the profile read with the stored token, and the test post. */
export const THREADS_API_TESTS: readonly ApiTest[] = [{ id: 'connection', label: 'Account connection', run: () => runApiTest('/api/threads/test-connection') }, testPost('threads')];
