import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';

/** What a card reads of its data source: a TanStack query result has it, and a hook may shape one from it (the subscriber list's page on screen). */
export type QueryView<Data> = { isPending: boolean; error: unknown; data: Data | undefined };

type QueryStateProps<Data> = {
  query: QueryView<Data>;
  /** The loading line ('Loading posts...'); none for a card that draws placeholders of its own. */
  loading?: string;
  /** The start of the error line ('Could not load the posts'); the server's message follows, else `fallback`. */
  failure: string;
  fallback?: string;
  /** The line shown once the data has come and is empty; without it, empty data goes to `children` like any other. */
  empty?: ReactNode;
  /** When the data counts as empty; a list without rows by default. */
  isEmpty?: (data: Data) => boolean;
  /** The card's content for the data (also kept under the error line when a refetch fails, so the last figures stay in view). */
  children?: (data: Data) => ReactNode;
};

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/** The loading, error and empty states every admin card shows around its content, with the same roles and wording. */
export const QueryState = <Data,>({ query, loading, failure, fallback = 'Please try again later.', empty, isEmpty = isEmptyList, children }: QueryStateProps<Data>) => {
  const { data, error, isPending } = query;
  const failed = error !== null && error !== undefined;
  const blank = data !== undefined && empty !== undefined && isEmpty(data);
  return (
    <>
      {isPending && loading ? <p role="status">{loading}</p> : null}
      {failed ? (
        <p role="alert">
          {failure}: {errorMessage(error, fallback)}
        </p>
      ) : null}
      {blank && !isPending && !failed ? <p>{empty}</p> : null}
      {data !== undefined && !blank && children ? children(data) : null}
    </>
  );
};
