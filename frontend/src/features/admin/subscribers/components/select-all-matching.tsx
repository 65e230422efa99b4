import { Button } from '../../../../components/ui/button';
import { Progress } from '../../../../components/ui/progress';
import { countOf, formatNumber } from '../../shared/count-of';
import { useSelectAllMatching } from '../hooks/use-select-all-matching';

type SelectAllMatchingProps = {
  /** The search of the page on screen (as the server took it); undefined for the whole list. */
  search: string | undefined;
};

/**
 * "Select all active subscribers" (or all active matches of a search) beside the selection count:
 * a campaign to thousands of people should not mean ticking pages of 50. Shows the walk's progress
 * with a way to stop it, and what it added. A new search starts over.
 */
export const SelectAllMatching = ({ search }: SelectAllMatchingProps) => {
  const { state, start, cancel } = useSelectAllMatching();
  // What a finished or failed walk says belongs to its own search: another search does not show it.
  const outcome = state.kind !== 'idle' && state.search === search ? state : null;
  const label = search ? 'Select all active matches' : 'Select all active subscribers';

  if (state.kind === 'selecting') {
    return (
      <div className="flex min-w-64 flex-1 flex-wrap items-center gap-3">
        <span role="status" className="tabular-nums">
          Selecting {formatNumber(state.picked)}
          {state.total === null ? '' : ` of ${formatNumber(state.total)}`}…
        </span>
        <Progress label="Selecting recipients" value={state.picked} max={state.total ?? 1} className="max-w-48" />
        <Button variant="link" size="sm" className="h-auto px-0" onClick={cancel}>
          Stop
        </Button>
      </div>
    );
  }
  return (
    <>
      <Button variant="link" size="sm" className="h-auto px-0" onClick={() => void start(search)}>
        {label}
      </Button>
      {outcome?.kind === 'done' ? <span>{countOf(outcome.picked, 'active subscriber')} added.</span> : null}
      {outcome?.kind === 'failed' ? (
        <span role="alert" className="text-red-700 dark:text-red-400">
          Could not select them all ({outcome.message}); the selection is unchanged.
        </span>
      ) : null}
    </>
  );
};
