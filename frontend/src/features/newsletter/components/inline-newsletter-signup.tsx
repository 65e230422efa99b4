import { Sparkles } from 'lucide-react';
import { NewsletterSignupForm } from './newsletter-signup-form';

/** The compact signup placed between home sections (source homepage_inline). */
export const InlineNewsletterSignup = () => (
  <section aria-labelledby="inline-signup-heading" className="px-4 py-10">
    <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 rounded-2xl border border-indigo-100 bg-indigo-50 p-6 md:flex-row md:justify-between dark:border-indigo-900 dark:bg-indigo-950">
      <div className="flex items-center gap-3">
        <Sparkles className="h-6 w-6 text-indigo-600" aria-hidden="true" />
        <div>
          <h2 id="inline-signup-heading" className="font-semibold">
            Never miss a new AI tool
          </h2>
          <p className="text-sm text-gray-600 dark:text-gray-400">One short email a week with the tools worth your time.</p>
        </div>
      </div>
      <NewsletterSignupForm source="homepage_inline" className="w-full md:w-auto" />
    </div>
  </section>
);
