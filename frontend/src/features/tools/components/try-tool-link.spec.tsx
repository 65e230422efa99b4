import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTracking, resetTrackingForTests } from '../../../lib/tracking';
import { buildTool } from '../../../testing/builders/tool';
import { recordRequests } from '../../../testing/record-requests';
import { TryToolLink } from './try-tool-link';

// jsdom cannot open new tabs; stop the navigation but keep React's click handler.
const preventNavigation = (event: Event) => event.preventDefault();

describe('TryToolLink', () => {
  beforeEach(() => {
    const config = document.createElement('script');
    config.id = 'site-config';
    config.type = 'application/json';
    config.textContent = JSON.stringify({ analyticsId: null, pixelId: 'pixel-1' });
    document.head.appendChild(config);
    window.localStorage.setItem('cookie-consent', 'all');
    initTracking();
    document.addEventListener('click', preventNavigation);
  });

  afterEach(() => {
    document.removeEventListener('click', preventNavigation);
    resetTrackingForTests();
  });

  it('reports a tool_click conversion worth 5 USD with the tool name', async () => {
    const user = userEvent.setup();
    render(<TryToolLink tool={buildTool({ name: 'Jasper' })}>Try Now</TryToolLink>);
    await user.click(screen.getByRole('link', { name: 'Try Now' }));
    expect(window.fbq?.queue).toContainEqual(['track', 'InitiateCheckout', { value: 5, currency: 'USD', content_name: 'Jasper' }]);
    expect(new URL(window.location.href).searchParams.get('conversion')).toBe('tool_click');
  });

  it('tells the first-party beacon which tool was clicked, from which page', async () => {
    const beacons = recordRequests('post', '/api/track', () => new Response(null, { status: 204 }));
    window.history.replaceState(null, '', '/tools');
    const user = userEvent.setup();
    render(<TryToolLink tool={buildTool({ name: 'Jasper' })}>Try Now</TryToolLink>);
    await user.click(screen.getByRole('link', { name: 'Try Now' }));
    await waitFor(() => expect(beacons.map((request) => request.body)).toEqual([{ type: 'tool_click', path: '/tools', tool: 'Jasper' }]));
  });
});
