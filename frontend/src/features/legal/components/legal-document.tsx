import type { ReactNode } from 'react';
import type { OperatorDetails } from '../../../lib/site-config';

/** Spec section 2: both legal pages take effect on this date. */
export const LEGAL_EFFECTIVE_DATE = 'June 10, 2025';

export const LegalDocument = ({ title, children }: { title: string; children: ReactNode }) => (
  <article className="mx-auto max-w-3xl px-4 py-12 text-gray-700 dark:text-gray-300">
    <header className="mb-10">
      <h1 className="mb-2 text-4xl font-bold text-gray-900 dark:text-gray-100">{title}</h1>
      <p className="text-sm">Effective date: {LEGAL_EFFECTIVE_DATE}</p>
    </header>
    <div className="space-y-8">{children}</div>
  </article>
);

export const LegalSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="space-y-3 leading-relaxed">
    <h2 className="text-2xl font-semibold text-gray-900 dark:text-gray-100">{title}</h2>
    {children}
  </section>
);

export const LegalList = ({ items }: { items: readonly ReactNode[] }) => (
  <ul className="list-disc space-y-1 pl-6">
    {items.map((item, index) => (
      <li key={index}>{item}</li>
    ))}
  </ul>
);

/** Who runs the site and where, when the operator configured it (COMPANY_NAME, COMPANY_ADDRESS). */
export const OperatorIdentity = ({ operator }: { operator: OperatorDetails }) =>
  operator.companyName ? (
    <p>
      AI Navigator is operated by {operator.companyName}
      {operator.companyAddress.length > 0 ? `, ${operator.companyAddress.join(', ')}` : ''}.
    </p>
  ) : null;
