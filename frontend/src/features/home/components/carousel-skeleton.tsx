import { Skeleton } from '../../../components/ui/skeleton';

export const CarouselSkeleton = ({ label }: { label: string }) => (
  <div role="status" aria-label={label} className="grid gap-6 rounded-2xl border border-gray-200 p-6 md:grid-cols-2 dark:border-gray-800">
    <Skeleton className="h-64 w-full" />
    <div className="space-y-4">
      <Skeleton className="h-6 w-24" />
      <Skeleton className="h-8 w-3/4" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-10 w-40" />
    </div>
  </div>
);
