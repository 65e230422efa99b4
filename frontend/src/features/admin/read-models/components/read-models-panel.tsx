import { RefreshCw } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '../../../../components/ui/table';
import { useToast } from '../../../../components/ui/use-toast';
import { errorMessage } from '../../../../lib/api-client';
import { QueryState } from '../../shared/query-state';
import { StatTiles } from '../../shared/stat-tiles';
import { isCatchingUp, isRebuilding, type ProjectionStatus } from '../api/get-projections';
import { useRebuildProjection } from '../api/rebuild-projection';
import { useRequestedRebuilds } from '../hooks/use-requested-rebuilds';
import { ProjectionRow } from './projection-row';

const timeFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' });

const summaryOf = (projections: readonly ProjectionStatus[], isRequested: (name: string) => boolean) => [
  { label: 'Events in the store', value: Math.max(0, ...projections.map((projection) => projection.head)) },
  { label: 'Rebuilding', value: projections.filter((projection) => isRebuilding(projection) || isRequested(projection.name)).length },
  { label: 'Catching up', value: projections.filter(isCatchingUp).length },
  { label: 'Failed', value: projections.filter((projection) => projection.state === 'failed' || projection.lastError !== null).length },
];

/** Each projection's checkpoint, lag and health, with a blue/green rebuild per read model and its live progress. */
export const ReadModelsPanel = () => {
  const { projections, isRequested, request, forget } = useRequestedRebuilds();
  const rebuild = useRebuildProjection();
  const { toast } = useToast();

  const startRebuild = (projection: ProjectionStatus) => {
    request(projection);
    rebuild.mutate(projection.name, {
      onSuccess: () => toast({ title: 'Rebuild Requested', description: `${projection.name} is rebuilt beside the live copy; its row shows the progress until the swap.` }),
      onError: (error) => {
        forget(projection.name);
        toast({ title: 'Rebuild failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="space-y-1.5">
            <CardTitle>Read models</CardTitle>
            <CardDescription>Projections fold the event history into the documents the site reads. A rebuild replays history beside the live copy and swaps when caught up.</CardDescription>
          </div>
          <div className="flex items-center gap-3 text-xs text-gray-600 dark:text-gray-400">
            {projections.dataUpdatedAt ? <span>Checked at {timeFormat.format(projections.dataUpdatedAt)}</span> : null}
            <Button size="sm" variant="outline" onClick={() => void projections.refetch()} disabled={projections.isFetching}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              Refresh
            </Button>
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <QueryState query={projections} loading="Loading read models..." failure="Could not load the read models" empty="No projections are registered.">
          {(statuses) => (
            <>
              <StatTiles stats={summaryOf(statuses, isRequested)} />
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Name</TableHead>
                    <TableHead>State</TableHead>
                    <TableHead>Position</TableHead>
                    <TableHead>Lag</TableHead>
                    <TableHead>Last error</TableHead>
                    <TableHead>Last replay</TableHead>
                    <TableHead>Rebuild</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {statuses.map((projection) => (
                    <ProjectionRow key={projection.name} projection={projection} onRebuild={startRebuild} requested={isRequested(projection.name)} />
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
};
