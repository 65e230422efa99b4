import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('tells the visitor the page is missing and hints at the router', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });
});
