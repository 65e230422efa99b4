import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { recordSignups } from '../../../testing/record-signups';
import { server } from '../../../testing/server';
import { renderWithProviders } from '../../../testing/render';
import { GUIDE_DOWNLOAD } from '@contract/catalogue.vocabulary';
import { LeadMagnetCard } from './lead-magnet-card';

describe('LeadMagnetCard', () => {
  it('lists the six items of the Ultimate AI Tools Guide 2025', () => {
    renderWithProviders(<LeadMagnetCard />);
    expect(screen.getByRole('heading', { name: 'Ultimate AI Tools Guide 2025' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: "What's inside the guide" })).getAllByRole('listitem')).toHaveLength(6);
  });

  it('promises only what the guide PDF holds: no ROI calculator, discounts or partner bonuses', () => {
    renderWithProviders(<LeadMagnetCard />);
    const items = within(screen.getByRole('list', { name: "What's inside the guide" })).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([...GUIDE_DOWNLOAD.contents]);
    expect(document.body.textContent).not.toMatch(/ROI calculator|discount|bonus|Monthly updates/i);
  });

  it('sends the guide to an address already subscribed: the delivery panel, no error', async () => {
    recordSignups(() => HttpResponse.json({ alreadySubscribed: true, message: "You're already subscribed, so we've emailed you the guide again." }, { status: 200 }));
    const { user } = renderWithProviders(<LeadMagnetCard />);
    await user.type(screen.getByLabelText('Email for the guide'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Get Free Guide' }));
    expect(await screen.findByRole('heading', { name: 'Guide Sent Successfully!' })).toBeInTheDocument();
    expect(screen.queryByText('Error')).toBeNull();
    expect(screen.queryByText('Email already subscribed')).toBeNull();
  });

  it('requests the guide as a daily lead_magnet signup and shows the delivery panel', async () => {
    let release: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent = recordSignups(async () => {
      await pending;
      return HttpResponse.json({ subscriber: {}, token: 'tok' }, { status: 201 });
    });
    const { user } = renderWithProviders(<LeadMagnetCard />);
    await user.type(screen.getByLabelText('Email for the guide'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Get Free Guide' }));

    const sending = await screen.findByRole('button', { name: 'Sending Guide...' });
    // Marked, not disabled: a disabled button would drop keyboard focus to the page body.
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(sending).toHaveFocus();
    release();
    const panelHeading = await screen.findByRole('heading', { name: 'Guide Sent Successfully!' });
    expect(panelHeading.parentElement).toHaveTextContent("We've sent the guide to ada@example.com");
    expect(screen.queryByLabelText('Email for the guide')).not.toBeInTheDocument();
    expect(screen.getByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Check your email for the Ultimate AI Tools Guide download link.')).toBeInTheDocument();
    expect(sent).toEqual([
      { email: 'ada@example.com', frequency: 'daily', interests: ['AI Business Tools', 'AI Productivity', 'AI Marketing'], source: 'lead_magnet', leadMagnet: 'ultimate_ai_tools_guide' },
    ]);
  });

  it('asks for an email address: the field is of email type and required', () => {
    renderWithProviders(<LeadMagnetCard />);
    const field = screen.getByLabelText('Email for the guide');
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toBeRequired();
  });

  it('ignores a submission with an empty email even when the browser does not validate the form', async () => {
    const sent = recordSignups();
    renderWithProviders(<LeadMagnetCard />);
    // Submitting the form directly skips the `required` check, as a browser with validation off would.
    fireEvent.submit(screen.getByLabelText('Email for the guide').closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    expect(screen.getByRole('button', { name: 'Get Free Guide' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Guide Sent Successfully!' })).not.toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('passes a custom source through', async () => {
    const sent = recordSignups();
    const { user } = renderWithProviders(<LeadMagnetCard source="facebook-ads" />);
    await user.type(screen.getByLabelText('Email for the guide'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Get Free Guide' }));
    await screen.findByRole('heading', { name: 'Guide Sent Successfully!' });
    expect(sent[0]?.source).toBe('facebook-ads');
  });

  it('shows the server message in an "Error" toast', async () => {
    server.use(http.post('/api/subscribers', () => HttpResponse.json({ error: 'Email already subscribed' }, { status: 409 })));
    const { user } = renderWithProviders(<LeadMagnetCard />);
    await user.type(screen.getByLabelText('Email for the guide'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Get Free Guide' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Email already subscribed')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Guide Sent Successfully!' })).not.toBeInTheDocument();
  });

  it('falls back to "Failed to send guide. Please try again." without a server message', async () => {
    server.use(http.post('/api/subscribers', () => new HttpResponse(null, { status: 502 })));
    const { user } = renderWithProviders(<LeadMagnetCard />);
    await user.type(screen.getByLabelText('Email for the guide'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Get Free Guide' }));
    expect(await screen.findByText('Failed to send guide. Please try again.')).toBeInTheDocument();
  });
});
