import { hasUtm, type UtmValues } from '../utils/utm';

/** Shows the visitor which campaign brought them here, only when the URL carried one. */
export const ReferralTrackingBlock = ({ utm }: { utm: UtmValues }) => {
  if (!hasUtm(utm)) return null;
  const rows: [string, string | null][] = [
    ['Source', utm.source],
    ['Medium', utm.medium],
    ['Campaign', utm.campaign],
  ];
  return (
    <section aria-label="Referral tracking" className="rounded-lg border border-indigo-200 bg-indigo-50 p-4 text-sm dark:border-indigo-900 dark:bg-indigo-950">
      <h2 className="mb-2 font-semibold">Referral tracking</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-gray-600 dark:text-gray-400">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
};
