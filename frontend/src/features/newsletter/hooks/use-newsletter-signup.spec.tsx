import { describe, expect, it } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { recordSignups } from '../../../testing/record-signups';
import { useNewsletterSignup } from './use-newsletter-signup';

const wrapper = ({ children }: { children: ReactNode }) => (
  <AppProviders queryClient={createQueryClient()}>
    <MemoryRouter>{children}</MemoryRouter>
  </AppProviders>
);


describe('useNewsletterSignup', () => {
  it('ignores an email that is empty once trimmed', async () => {
    const sent = recordSignups();
    const { result } = renderHook(() => useNewsletterSignup({ source: 'website', redirectOnSuccess: false }), { wrapper });
    let accepted: boolean | undefined;
    await act(async () => {
      accepted = await result.current.subscribe(' \t  ');
    });
    expect(accepted).toBe(false);
    expect(sent).toEqual([]);
  });

  it('sends the trimmed email', async () => {
    const sent = recordSignups();
    const { result } = renderHook(() => useNewsletterSignup({ source: 'homepage_inline', redirectOnSuccess: false }), { wrapper });
    await act(async () => {
      await result.current.subscribe('  ada@example.com ');
    });
    expect(sent).toEqual([{ email: 'ada@example.com', frequency: 'weekly', interests: ['business'], source: 'homepage_inline' }]);
  });
});
