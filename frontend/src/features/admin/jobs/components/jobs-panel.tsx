import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '../../../../components/ui/table';
import { toast } from '../../../../components/ui/use-toast';
import { QueryState } from '../../shared/query-state';
import { toastFailure } from '../../shared/toast-failure';
import { useJobs } from '../api/get-jobs';
import { useRunJob } from '../api/run-job';
import { JobRow } from './job-row';

/** The scheduled jobs: when each runs next, how its last run went, and Run now. */
export const JobsPanel = () => {
  const jobs = useJobs();
  const run = useRunJob();

  const runNow = (name: string) =>
    run.mutate(name, {
      onSuccess: () => toast({ title: 'Job Started', description: `${name} is running; its result shows here when it ends.` }),
      onError: (error) => toastFailure('Run Failed', error, `Could not start ${name}`),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Jobs</CardTitle>
        <CardDescription>Scheduled work runs once across all instances, under a lease; a missed run is caught up at start. Every run is recorded as events.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={jobs} loading="Loading jobs..." failure="Could not load the jobs" empty="No jobs are scheduled.">
          {(scheduled) => (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Job</TableHead>
                  <TableHead>Runs</TableHead>
                  <TableHead>Last result</TableHead>
                  <TableHead>
                    <span className="sr-only">Run</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {scheduled.map((job) => (
                  <JobRow key={job.name} job={job} requesting={run.isPending && run.variables === job.name} onRun={runNow} />
                ))}
              </TableBody>
            </Table>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
};
