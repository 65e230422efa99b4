import { useState, type FormEvent } from 'react';
import type { SubscriberSource } from '../../../api/create-subscriber';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/class-names';
import { useNewsletterSignup } from '../hooks/use-newsletter-signup';
import { NewsletterFormBoundary } from './newsletter-form-boundary';

type NewsletterSignupFormProps = {
  source: SubscriberSource;
  buttonLabel?: string;
  onSubscribed?: () => void;
  className?: string;
};

/** The compact form of the inline signup and the popup: toast on success, then it clears. */
const CompactSignupForm = ({ source, buttonLabel = 'Subscribe', onSubscribed, className }: NewsletterSignupFormProps) => {
  const [email, setEmail] = useState('');
  const { subscribe, submitting } = useNewsletterSignup({ source, redirectOnSuccess: false, onSubscribed });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await subscribe(email)) setEmail('');
  };

  return (
    <form onSubmit={handleSubmit} className={cn('flex flex-col gap-2 sm:flex-row', className)}>
      <Input type="email" required aria-label="Email address" placeholder="Enter your email" value={email} onChange={(event) => setEmail(event.target.value)} disabled={submitting} />
      <Button type="submit" disabled={submitting} className="shrink-0">
        {submitting ? 'Subscribing...' : buttonLabel}
      </Button>
    </form>
  );
};

export const NewsletterSignupForm = (props: NewsletterSignupFormProps) => (
  <NewsletterFormBoundary>
    <CompactSignupForm {...props} />
  </NewsletterFormBoundary>
);
