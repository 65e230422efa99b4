import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './router';

const renderApp = (path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
};

const routeTablePaths = [
  '/', '/blog', '/blog/:slug', '/tools', '/about', '/ai-tools-guide', '/subscribe', '/subscribe/success', '/subscribe-preferences',
  '/subscribe/preferences', '/unsubscribe', '/privacy-policy', '/terms-of-service', '/data-deletion', '/oauth/callback', '/admin', '/admin/login', '/contact',
];

describe('router', () => {
  it('declares every route of the spec route table', () => {
    const declared = (routes[0]?.children ?? []).map((route) => (route.index ? '/' : `/${route.path}`));
    expect(declared).toEqual(expect.arrayContaining(routeTablePaths));
  });

  it('shows the 404 page with the router hint for an unknown path, inside the layout', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it.each([
    '/subscribe',
    '/subscribe/success?conversion=newsletter_signup',
    '/subscribe/preferences?email=ada%40example.com',
    '/unsubscribe',
    '/data-deletion',
    '/contact',
    '/oauth/callback?code=abc123',
    '/admin/login',
  ])('shows %s inside the layout, with one main landmark', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('renders the home page with hero buttons, testimonials, stats and the guide card', async () => {
    renderApp('/');
    expect(screen.getByRole('heading', { name: 'Navigate the AI Revolution' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore AI Tools' })).toHaveAttribute('href', '/tools');
    expect(screen.getByRole('link', { name: 'Get AI News Updates' })).toHaveAttribute('href', '/subscribe');
    expect(screen.getByRole('link', { name: 'Read Our Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getAllByRole('blockquote')).toHaveLength(6);
    ['10,000+', '95%', '500+', '4.9/5'].forEach((value) => expect(screen.getByText(value)).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Ultimate AI Tools Guide 2025' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Discover Powerful AI Tools' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Latest AI Insights' })).toBeInTheDocument();
  });
});
