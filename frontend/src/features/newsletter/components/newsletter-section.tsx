import { useState, type FormEvent } from 'react';
import { CheckCircle, Mail } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useNewsletterSignup } from '../hooks/use-newsletter-signup';
import { NewsletterFormBoundary } from './newsletter-form-boundary';

const SectionForm = () => {
  const [email, setEmail] = useState('');
  const { subscribe, submitting, succeeded } = useNewsletterSignup({ source: 'website', redirectOnSuccess: true });

  if (succeeded) {
    return (
      <div role="status" className="rounded-xl bg-white/10 p-8 text-center">
        <CheckCircle className="mx-auto mb-3 h-12 w-12 text-green-300" aria-hidden="true" />
        <h3 className="text-2xl font-bold">You're In!</h3>
        <p className="mt-2 text-indigo-100">Taking you to your preferences so we only send what you care about...</p>
      </div>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void subscribe(email);
  };

  return (
    <form onSubmit={handleSubmit} className="mx-auto flex max-w-md flex-col gap-3 sm:flex-row">
      <Input
        type="email"
        required
        aria-label="Email address"
        placeholder="Enter your email address"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={submitting}
      />
      {/* `cn` does not merge conflicting utilities, so the overrides of the default variant are marked important. */}
      <Button type="submit" disabled={submitting} className="shrink-0 bg-white! text-indigo-700! hover:bg-indigo-50!">
        {submitting ? 'Subscribing...' : 'Subscribe Free'}
      </Button>
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
