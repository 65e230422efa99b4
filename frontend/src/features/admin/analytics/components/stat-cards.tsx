import type { LucideIcon } from 'lucide-react';
import { Activity, FileText, UserPlus, Users, Wrench } from 'lucide-react';
import { Card, CardContent } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { QueryState } from '../../shared/query-state';
import { useAdminStats } from '../api/get-admin-stats';
import { formatNumber } from '../../shared/count-of';

/** Spec section 2: the engagement card is fixed at 89%. */
export const MONTHLY_ACTIVE_RATE = '89%';

const StatCard = ({ label, value, note, icon: Icon }: { label: string; value: string | null; note: string; icon: LucideIcon }) => (
  <Card>
    <CardContent className="flex items-start justify-between gap-3 p-5">
      <div>
        <p className="text-sm text-gray-600 dark:text-gray-400">{label}</p>
        {value === null ? <Skeleton className="mt-2 h-8 w-16" /> : <p className="mt-1 text-3xl font-bold tabular-nums">{value}</p>}
        <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">{note}</p>
      </div>
      <Icon className="h-5 w-5 shrink-0 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
    </CardContent>
  </Card>
);

/** totalUsers, recentSignups, totalBlogPosts and totalTools from the read models, and the fixed engagement card. */
export const StatCards = () => {
  const stats = useAdminStats();
  const figure = (value: number | undefined) => (value === undefined ? null : formatNumber(value));
  return (
    <section aria-label="Site statistics" className="space-y-2">
      {/* The cards draw their own placeholders while loading, so only a failure is said here. */}
      <QueryState query={stats} failure="Could not load the statistics" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <StatCard label="Subscribers" value={figure(stats.data?.totalUsers)} note="active, demo data excluded" icon={Users} />
        <StatCard label="New this week" value={figure(stats.data?.recentSignups)} note="signups in the last 7 days" icon={UserPlus} />
        <StatCard label="Blog posts" value={figure(stats.data?.totalBlogPosts)} note="published" icon={FileText} />
        <StatCard label="Tools" value={figure(stats.data?.totalTools)} note="in the directory" icon={Wrench} />
        <StatCard label="Engagement" value={MONTHLY_ACTIVE_RATE} note="Monthly active rate" icon={Activity} />
      </div>
    </section>
  );
};
