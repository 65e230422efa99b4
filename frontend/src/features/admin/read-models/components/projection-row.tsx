import { RefreshCw } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { isRebuilding, type ProjectionStatus } from '../api/get-projections';
import { RebuildProgress } from './rebuild-progress';

const stateTone = (projection: ProjectionStatus): BadgeTone => {
  if (projection.lastError || projection.state === 'failed') return 'red';
  if (isRebuilding(projection)) return 'brand';
  return 'neutral';
};

type ProjectionRowProps = { projection: ProjectionStatus; onRebuild: (name: string) => void; requesting: boolean };

export const ProjectionRow = ({ projection, onRebuild, requesting }: ProjectionRowProps) => {
  const rebuilding = isRebuilding(projection);
  return (
    <tr className="border-b border-gray-100 align-top last:border-0 dark:border-gray-800">
      <th scope="row" className="py-3 pr-4 text-left font-medium">
        {projection.name}
        <span className="block text-xs font-normal text-gray-500">v{projection.version} · generation {projection.generation}</span>
      </th>
      <td className="py-3 pr-4">
        <Badge tone={stateTone(projection)}>{projection.state}</Badge>
      </td>
      <td className="py-3 pr-4 tabular-nums">{projection.position} / {projection.head}</td>
      <td className="py-3 pr-4 tabular-nums">{projection.lag}</td>
      <td className="py-3 pr-4 text-sm text-red-700 dark:text-red-400">{projection.lastError ?? <span className="text-gray-400">None</span>}</td>
      <td className="w-56 py-3">
        {rebuilding && projection.rebuild ? (
          <RebuildProgress name={projection.name} progress={projection.rebuild} />
        ) : (
          <Button size="sm" variant="outline" disabled={rebuilding || requesting} onClick={() => onRebuild(projection.name)} aria-label={`Rebuild ${projection.name}`}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {rebuilding ? 'Rebuilding...' : 'Rebuild'}
          </Button>
        )}
      </td>
    </tr>
  );
};
