import { describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { simplePageHead } from '../../../lib/page-head/page-head';
import { usePageHead } from '../../../lib/page-head/use-page-head';
import { RootLayout } from './root-layout';

const Screen = ({ path, title }: { path: string; title: string }) => {
  usePageHead(simplePageHead(path, title, `${title} page`));
  return (
    <>
      <h1>{title}</h1>
      <Link to="/tools">Go to tools</Link>
      <Link to="/?sort=new">Sort</Link>
    </>
  );
};

const renderSite = () => {
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: <Screen path="/" title="Home" /> },
          { path: '/tools', element: <Screen path="/tools" title="All AI Tools" /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: userEvent.setup() };
};

const main = () => screen.getByRole('main');
const announcer = () => screen.getByTestId('route-announcer');

describe('page changes for screen-reader and keyboard users', () => {
  it('leaves the first load alone: focus where the browser put it, nothing announced', () => {
    renderSite();
    expect(main()).not.toHaveFocus();
    expect(announcer()).toHaveTextContent('');
    expect(announcer()).toHaveAttribute('role', 'status');
  });

  it('moves focus to <main> after a link and announces the new title', async () => {
    const { user } = renderSite();
    await user.click(screen.getByRole('link', { name: 'Go to tools' }));
    await screen.findByRole('heading', { name: 'All AI Tools' });
    expect(main()).toHaveFocus();
    await waitFor(() => expect(announcer()).toHaveTextContent('All AI Tools | AI Navigator'));
  });

  it('announces the page on back, but leaves focus to the restored position', async () => {
    const { router, user } = renderSite();
    await user.click(screen.getByRole('link', { name: 'Go to tools' }));
    await screen.findByRole('heading', { name: 'All AI Tools' });
    const link = screen.getByRole('link', { name: 'Go to tools' });
    act(() => link.focus());
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'Home' });
    await waitFor(() => expect(announcer()).toHaveTextContent('Home | AI Navigator'));
    expect(main()).not.toHaveFocus();
  });

  it('treats a change of the query alone as the same page', async () => {
    const { user } = renderSite();
    const sort = screen.getByRole('link', { name: 'Sort' });
    await user.click(sort);
    expect(sort).toHaveFocus();
    expect(announcer()).toHaveTextContent('');
  });
});

describe('skip link', () => {
  it('comes before the page in the tab order and moves focus to <main>', async () => {
    const { user } = renderSite();
    await user.click(screen.getByRole('button', { name: 'Essential Only' }));
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    expect(main()).toHaveFocus();
  });
});
