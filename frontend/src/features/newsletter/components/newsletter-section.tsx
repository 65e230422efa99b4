import { useState, type FormEvent } from 'react';
import { CheckCircle, Mail } from 'lucide-react';
import { FieldError, invalidProps, useFieldErrors } from '../../../components/form-field';
import { FormControls } from '../../../components/form-controls';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { Input } from '../../../components/ui/input';
import { useNewsletterSignup } from '../hooks/use-newsletter-signup';
import { NewsletterFormBoundary } from './newsletter-form-boundary';

const SECTION_EMAIL_ID = 'newsletter-section-email';

/** Replaces the form: announced, and its heading takes the focus the form's button had. */
const SignedUp = () => {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div role="status" className="rounded-xl bg-white/10 p-8 text-center">
      <CheckCircle className="mx-auto mb-3 h-12 w-12 text-green-300" aria-hidden="true" />
      <h3 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">You're In!</h3>
      <p className="mt-2 text-indigo-100">Taking you to your preferences so we only send what you care about...</p>
    </div>
  );
};

const SectionForm = () => {
  const [email, setEmail] = useState('');
  const { errors, report, clear } = useFieldErrors({ email: SECTION_EMAIL_ID });
  const { subscribe, submitting, succeeded } = useNewsletterSignup({ source: 'website', redirectOnSuccess: true, onAddressRefused: (message) => report({ email: message }) });

  if (succeeded) return <SignedUp />;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    void subscribe(email);
  };

  return (
    <form onSubmit={handleSubmit} className="mx-auto max-w-md">
      <FormControls>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            id={SECTION_EMAIL_ID}
            type="email"
            required
            aria-label="Email address"
            placeholder="Enter your email address"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            readOnly={submitting}
            {...invalidProps(SECTION_EMAIL_ID, errors.email)}
          />
          {/* `cn` does not merge conflicting utilities, so the overrides of the default variant are marked important. */}
          <SubmitButton pending={submitting} className="shrink-0 bg-white! text-indigo-700! hover:bg-indigo-50!">
            {submitting ? 'Subscribing...' : 'Subscribe Free'}
          </SubmitButton>
        </div>
        <FieldError id={SECTION_EMAIL_ID} error={errors.email} className="mt-2 text-sm font-medium text-white" />
      </FormControls>
    </form>
  );
};

/** The home page's newsletter block (source 'website'): success shows "You're In!" and moves on to preferences. */
export const NewsletterSection = () => (
  <section aria-labelledby="newsletter-heading" className="bg-gradient-to-r from-indigo-600 to-purple-600 px-4 py-16 text-white">
    <div className="mx-auto max-w-3xl text-center">
      <Mail className="mx-auto mb-4 h-10 w-10" aria-hidden="true" />
      <h2 id="newsletter-heading" className="text-3xl font-bold">
        Get the AI Edge in Your Inbox
      </h2>
      <p className="mt-3 mb-8 text-indigo-100">Join 10,000+ creators, marketers and entrepreneurs who get the best new AI tools and practical tips every week. Free, no spam.</p>
      <NewsletterFormBoundary>
        <SectionForm />
      </NewsletterFormBoundary>
    </div>
  </section>
);
