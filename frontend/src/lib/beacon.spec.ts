import { describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { recordRequests } from '../testing/record-requests';
import { reportablePath, sendPageView, sendToolClick } from './beacon';

const record = () => {
  const credentials: string[] = [];
  const requests = recordRequests('post', '/api/track', (_, request) => {
    credentials.push(request.credentials);
    return new Response(null, { status: 204 });
  });
  return { requests, credentials };
};

describe('the first-party beacon', () => {
  it('reports a page view by its path alone, without cookies', async () => {
    const { requests, credentials } = record();
    sendPageView('/blog/some-post');
    await waitFor(() => expect(requests.map((request) => request.body)).toEqual([{ type: 'page_view', path: '/blog/some-post' }]));
    expect(credentials).toEqual(['omit']);
  });

  it('reports a tool click with the page it came from', async () => {
    const { requests } = record();
    window.history.replaceState(null, '', '/tools?category=writing');
    sendToolClick('DALL·E 3');
    await waitFor(() => expect(requests.map((request) => request.body)).toEqual([{ type: 'tool_click', path: '/tools', tool: 'DALL·E 3' }]));
  });

  it('never sends a query string, the operator area, or a path an address could hide in', () => {
    expect(reportablePath('/subscribe/preferences?email=ada@example.com&token=x')).toBe('/subscribe/preferences');
    expect(reportablePath('/admin')).toBeNull();
    expect(reportablePath('/admin/login')).toBeNull();
    expect(reportablePath('/people/ada@example.com')).toBeNull();
    expect(reportablePath('/caf%C3%A9')).toBeNull();
    expect(reportablePath(`/${'a'.repeat(300)}`)).toBeNull();
    expect(reportablePath('/administration-tips')).toBe('/administration-tips');
  });

  it('sends nothing for such a page', async () => {
    const { requests } = record();
    sendPageView('/admin');
    sendToolClick('<script>', '/tools');
    sendPageView('/about');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].body).toEqual({ type: 'page_view', path: '/about' });
  });

  it('keeps a failed send to itself', async () => {
    let attempts = 0;
    recordRequests('post', '/api/track', () => {
      attempts += 1;
      return Response.error();
    });
    sendPageView('/about');
    await waitFor(() => expect(attempts).toBe(1));
    const { requests } = record();
    sendPageView('/tools');
    await waitFor(() => expect(requests.map((request) => request.body)).toEqual([{ type: 'page_view', path: '/tools' }]));
  });
});
