import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { useToast } from '../../../../components/ui/use-toast';
import { errorMessage } from '../../../../lib/api-client';
import { useProjections } from '../api/get-projections';
import { useRebuildProjection } from '../api/rebuild-projection';
import { ProjectionRow } from './projection-row';

/** Each projection's checkpoint, lag and health, with a blue/green rebuild per read model. */
export const ReadModelsPanel = () => {
  const projections = useProjections();
  const rebuild = useRebuildProjection();
  const { toast } = useToast();

  const startRebuild = (name: string) =>
    rebuild.mutate(name, {
      onError: (error) => toast({ title: 'Rebuild failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Read models</CardTitle>
        <CardDescription>Projections fold the event history into the documents the site reads. A rebuild replays history beside the live copy and swaps when caught up.</CardDescription>
      </CardHeader>
      <CardContent>
        {projections.isPending ? <p role="status">Loading read models...</p> : null}
        {projections.isError ? <p role="alert">Could not load the read models: {errorMessage(projections.error, 'Please try again later.')}</p> : null}
        {projections.isSuccess && projections.data.length === 0 ? <p>No projections are registered.</p> : null}
        {projections.isSuccess && projections.data.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b border-gray-200 text-left text-xs uppercase text-gray-500 dark:border-gray-800">
                  <th scope="col" className="py-2 pr-4">Name</th>
                  <th scope="col" className="py-2 pr-4">State</th>
                  <th scope="col" className="py-2 pr-4">Position</th>
                  <th scope="col" className="py-2 pr-4">Lag</th>
                  <th scope="col" className="py-2 pr-4">Last error</th>
                  <th scope="col" className="py-2">Rebuild</th>
                </tr>
              </thead>
              <tbody>
                {projections.data.map((projection) => (
                  <ProjectionRow
                    key={projection.name}
                    projection={projection}
                    onRebuild={startRebuild}
                    requesting={rebuild.isPending && rebuild.variables === projection.name}
                  />
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
};
