import type { ReactNode } from 'react';

/** A numbered step of a wizard card: its heading (under the card's h3) and what it holds. */
export const WizardStep = ({ number, title, children }: { number: number; title: string; children: ReactNode }) => (
  <li className="space-y-3">
    <h4 className="font-semibold">
      <span className="mr-2 inline-flex h-6 w-6 items-center justify-center rounded-full bg-indigo-100 text-sm text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200" aria-hidden="true">
        {number}
      </span>
      {title}
    </h4>
    {children}
  </li>
);
