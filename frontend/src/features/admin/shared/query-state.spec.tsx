import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ApiError } from '../../../lib/api-client';
import { QueryState, type QueryView } from './query-state';

const listed = (items: string[]) => (
  <ul aria-label="Items">
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

const show = (query: QueryView<string[]>, extra: { fallback?: string; empty?: string } = {}) =>
  render(
    <QueryState query={query} loading="Loading items..." failure="Could not load the items" {...extra}>
      {listed}
    </QueryState>,
  );

describe('QueryState', () => {
  it('says it is loading, and nothing else, until the data comes', () => {
    show({ isPending: true, error: null, data: undefined }, { empty: 'Nothing yet.' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading items...');
    expect(screen.queryByText('Nothing yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("shows the server's message after the failure line, else the fallback", () => {
    const { unmount } = show({ isPending: false, error: new ApiError(503, JSON.stringify({ error: 'The event store is not available' }), 'Service Unavailable'), data: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the items: The event store is not available');
    unmount();
    show({ isPending: false, error: new Error('network'), data: undefined }, { fallback: 'Please try again.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the items: Please try again.');
  });

  it('keeps the last data in view under the failure line when a refetch fails', () => {
    show({ isPending: false, error: new Error('network'), data: ['kept'] });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the items: Please try again later.');
    expect(screen.getByRole('listitem')).toHaveTextContent('kept');
  });

  it('shows the empty line instead of the content for an empty list', () => {
    show({ isPending: false, error: null, data: [] }, { empty: 'Nothing yet.' });
    expect(screen.getByText('Nothing yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('hands empty data to the content when the card has no empty line', () => {
    show({ isPending: false, error: null, data: [] });
    expect(screen.getByRole('list', { name: 'Items' })).toBeEmptyDOMElement();
  });

  it('renders the content for the data', () => {
    show({ isPending: false, error: null, data: ['one', 'two'] }, { empty: 'Nothing yet.' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['one', 'two']);
    expect(screen.queryByText('Nothing yet.')).not.toBeInTheDocument();
  });

  it('uses the given emptiness rule', () => {
    render(
      <QueryState query={{ isPending: false, error: null, data: { total: 0 } }} failure="Could not load the count" empty="Nobody yet." isEmpty={(data) => data.total === 0}>
        {(data) => <p>{data.total} people</p>}
      </QueryState>,
    );
    expect(screen.getByText('Nobody yet.')).toBeInTheDocument();
    expect(screen.queryByText('0 people')).not.toBeInTheDocument();
  });
});
