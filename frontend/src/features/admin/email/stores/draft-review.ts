import { z } from 'zod';
import { EMAIL_LIMITS } from '@contract/email.vocabulary';
import { createSessionState } from '../../shared/session-state';

const draftReviewTextSchema = z.object({ notes: z.string().max(EMAIL_LIMITS.notes), request: z.string().max(EMAIL_LIMITS.revisionRequest) });
export type DraftReviewText = z.infer<typeof draftReviewTextSchema>;

const EMPTY: DraftReviewText = { notes: '', request: '' };
type Work = Readonly<Record<string, DraftReviewText>>;
/** Nothing typed: the store's initial value itself, so nothing is left in sessionStorage. */
const NOTHING: Work = {};
const orNothing = (work: Work) => (Object.keys(work).length === 0 ? NOTHING : work);

/**
 * What the admin typed on each pending draft (decision notes, revision request), by draft id. Kept
 * like the send panels' work (stores/send-panels.ts): the admin leaves to check something in
 * another tab, and a long revision request must be there when they come back, after a reload too.
 */
const draftReviewWork = createSessionState<Work>(
  NOTHING,
  { key: 'draft-review', schema: z.record(z.string(), draftReviewTextSchema) },
);

/** One draft's typed text, and a way to change part of it. */
export const useDraftReviewText = (draftId: string) => {
  const text = draftReviewWork.useValue()[draftId] ?? EMPTY;
  const change = (part: Partial<DraftReviewText>) =>
    draftReviewWork.update((work) => {
      const next = { ...(work[draftId] ?? EMPTY), ...part };
      const { [draftId]: _replaced, ...others } = work;
      return next.notes === '' && next.request === '' ? orNothing(others) : { ...others, [draftId]: next };
    });
  return { ...text, change };
};

/** A decided draft leaves review: what was typed on it goes with it. */
export const forgetDraftReviewText = (draftId: string) =>
  draftReviewWork.update((work) => {
    if (!(draftId in work)) return work;
    const { [draftId]: _decided, ...others } = work;
    return orNothing(others);
  });
