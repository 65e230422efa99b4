import { RefreshCw } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { TableCell, TableRow, TableRowHeader } from '../../../../components/ui/table';
import { isRebuilding, type ProjectionState, type ProjectionStatus } from '../api/get-projections';
import { LastReplay } from './last-replay';
import { RebuildProgress } from './rebuild-progress';
import { formatNumber } from '../../shared/count-of';

const stateTones: Record<ProjectionState, BadgeTone> = { live: 'emerald', catching_up: 'amber', rebuilding: 'brand', failed: 'red' };

const stateTone = (projection: ProjectionStatus): BadgeTone => (projection.lastError ? 'red' : stateTones[projection.state]);

/** Lag in events; zero reads as caught up, anything else stands out. */
const Lag = ({ lag }: { lag: number }) =>
  lag === 0 ? (
    <span className="text-gray-600 dark:text-gray-400">0</span>
  ) : (
    <span className="font-semibold tabular-nums text-amber-700 dark:text-amber-400">{formatNumber(lag)}</span>
  );

/** `requested`: the admin asked for a rebuild that has not been swapped in yet (it may not be reported running yet). */
type ProjectionRowProps = { projection: ProjectionStatus; onRebuild: (projection: ProjectionStatus) => void; requested: boolean };

export const ProjectionRow = ({ projection, onRebuild, requested }: ProjectionRowProps) => {
  const rebuilding = isRebuilding(projection);
  return (
    <TableRow>
      <TableRowHeader>
        {projection.name}
        <span className="block text-xs font-normal text-gray-600 dark:text-gray-400">
          v{projection.version} · generation {projection.generation}
        </span>
      </TableRowHeader>
      <TableCell>
        <Badge tone={stateTone(projection)}>{projection.state.replace('_', ' ')}</Badge>
      </TableCell>
      <TableCell className="tabular-nums">
        {formatNumber(projection.position)} / {formatNumber(projection.head)}
      </TableCell>
      <TableCell className="tabular-nums">
        <Lag lag={projection.lag} />
      </TableCell>
      <TableCell className="max-w-sm break-words text-sm text-red-700 dark:text-red-400">{projection.lastError ?? <span className="text-gray-500 dark:text-gray-400">None</span>}</TableCell>
      <TableCell>
        <LastReplay replay={projection.lastReplay} />
      </TableCell>
      <TableCell className="w-60">
        {rebuilding && projection.rebuild ? (
          <RebuildProgress name={projection.name} progress={projection.rebuild} />
        ) : (
          <Button size="sm" variant="outline" disabled={rebuilding || requested} onClick={() => onRebuild(projection)} aria-label={`Rebuild ${projection.name}`}>
            <RefreshCw className={requested ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
            {rebuilding ? 'Rebuilding...' : requested ? 'Rebuild requested' : 'Rebuild'}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
};
