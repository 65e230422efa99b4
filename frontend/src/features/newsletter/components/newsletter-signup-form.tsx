import { useId, useState, type FormEvent } from 'react';
import type { SubscriberSource } from '../../../api/create-subscriber';
import { FieldError, invalidProps, useFieldErrors } from '../../../components/form-field';
import { FormControls } from '../../../components/form-controls';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Input } from '../../../components/ui/input';
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
  const id = useId();
  const { errors, report, clear } = useFieldErrors({ email: id });
  const { subscribe, submitting } = useNewsletterSignup({ source, redirectOnSuccess: false, onSubscribed, onAddressRefused: (message) => report({ email: message }) });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    if (await subscribe(email)) setEmail('');
  };

  // The browser checks the address first (required, type email); the server's refusal is marked on the field too.
  return (
    <form onSubmit={handleSubmit} className={className}>
      <FormControls>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input id={id} type="email" required aria-label="Email address" placeholder="Enter your email" value={email} onChange={(event) => setEmail(event.target.value)} readOnly={submitting} {...invalidProps(id, errors.email)} />
          <SubmitButton pending={submitting} className="shrink-0">
            {submitting ? 'Subscribing...' : buttonLabel}
          </SubmitButton>
        </div>
        <FieldError id={id} error={errors.email} className="mt-2 text-sm text-red-600 dark:text-red-400" />
      </FormControls>
    </form>
  );
};

export const NewsletterSignupForm = (props: NewsletterSignupFormProps) => (
  <NewsletterFormBoundary>
    <CompactSignupForm {...props} />
  </NewsletterFormBoundary>
);
