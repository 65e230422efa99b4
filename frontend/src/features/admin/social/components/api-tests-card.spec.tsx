import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { API_TEST_TEXTS, DEFAULT_TEST_POST, SOCIAL_TIMING } from '@contract/social.vocabulary';
import { recordRequests } from '../../../../testing/record-requests';
import { renderWithProviders } from '../../../../testing/render';
import { FACEBOOK_API_TESTS, THREADS_API_TESTS } from '../api/api-tests';
import { SocialMediaPanel } from './social-media-panel';

const card = (title: string) => screen.getByRole('list', { name: `${title} results` });
const row = (title: string, label: string) => within(card(title)).getByText(label).closest('li') as HTMLElement;
const settle = () => act(async () => undefined);

describe('the API test cards', () => {
  it('lists every test Not tested, Facebook with the four permissions of section 7', () => {
    renderWithProviders(<SocialMediaPanel />);
    const labels = within(card('Facebook API tests')).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);
    expect(labels).toEqual(FACEBOOK_API_TESTS.map((test) => test.label));
    expect(labels).toEqual(expect.arrayContaining(['Permission email', 'Permission public_profile', 'Permission read_insights', 'Permission business_management']));
    expect(within(card('Threads API tests')).getAllByText('Not tested')).toHaveLength(THREADS_API_TESTS.length);
    expect(within(card('Facebook API tests')).getAllByText('Not tested')).toHaveLength(FACEBOOK_API_TESTS.length);
  });

  it('runs all tests in order, each 500 ms after the previous one ended, and marks them Passed', async () => {
    jest.useFakeTimers();
    const order: string[] = [];
    recordRequests('get', '/api/threads/test-connection', () => {
      order.push('/api/threads/test-connection');
      return HttpResponse.json({ success: true, message: 'Connected to @ainavigator (1784)' });
    });
    const posts = recordRequests('post', '/api/threads/test-posting', () => {
      order.push('/api/threads/test-posting');
      return HttpResponse.json({ success: true, message: 'This test post is already on the Threads account: it was not posted again', postId: 'thread-1', alreadyPosted: true });
    });
    const { user } = renderWithProviders(<SocialMediaPanel />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
    const threads = within(card('Threads API tests').closest('.ui-card') as HTMLElement);
    await user.click(threads.getByRole('button', { name: 'Run All Tests' }));
    await settle();
    expect(order).toEqual(['/api/threads/test-connection']);
    await act(async () => jest.advanceTimersByTime(SOCIAL_TIMING.testSpacingMs - 1));
    expect(order).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1));
    await settle();
    expect(order).toEqual(['/api/threads/test-connection', '/api/threads/test-posting']);
    expect(posts.map((request) => request.body)).toEqual([{ message: DEFAULT_TEST_POST }]);
    expect(await within(row('Threads API tests', 'Test post (published once per connection)')).findByText('Passed')).toBeInTheDocument();
    expect(within(row('Threads API tests', 'Account connection')).getByText('Passed')).toBeInTheDocument();
    expect(within(row('Threads API tests', 'Account connection')).getByText('Connected to @ainavigator (1784)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("marks a test that did not pass Failed with 'Error: {message}', and alerts that some tests failed", async () => {
    recordRequests('get', '/api/facebook/test-read-insights', () =>
      HttpResponse.json({ success: false, message: 'The read_insights permission is not granted (granted: email)' }),
    );
    recordRequests('get', '/api/facebook/test-connection', () =>
      HttpResponse.json({ error: 'Facebook refused the stored token: Session has expired.', reason: 'token_expired' }, { status: 409 }),
    );
    const { user } = renderWithProviders(<SocialMediaPanel />);
    await user.click(within(row('Facebook API tests', 'Permission read_insights')).getByRole('button', { name: 'Run: Permission read_insights' }));
    const insights = row('Facebook API tests', 'Permission read_insights');
    expect(await within(insights).findByText('Failed')).toBeInTheDocument();
    expect(within(insights).getByText('Error: The read_insights permission is not granted (granted: email)')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(API_TEST_TEXTS.someFailed);
    await user.click(within(row('Facebook API tests', 'Page connection')).getByRole('button', { name: 'Run: Page connection' }));
    expect(await within(row('Facebook API tests', 'Page connection')).findByText('Error: Facebook refused the stored token: Session has expired.')).toBeInTheDocument();
  });
});
