import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { RootLayout } from './root-layout';

const BrokenScreen = () => {
  throw new Error('render failed');
};

describe('RootLayout', () => {
  let silence: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    silence = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => silence.mockRestore());

  it('keeps the bar and footer when a screen crashes, and shows the next page normally', async () => {
    const router = createMemoryRouter(
      [{ element: <RootLayout />, children: [{ path: '/broken', element: <BrokenScreen /> }, { path: '/fine', element: <h1>Fine page</h1> }] }],
      { initialEntries: ['/broken'] },
    );
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await act(() => router.navigate('/fine'));
    expect(screen.getByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
