import type { DraftHistory, EmailDraft } from '@contract/email-drafts.contract';
import { emailDraftRoutes } from '@contract/email-drafts.contract';
import { buildDraftHistory, buildDraftHistoryEntry, buildRenderedEmail } from './builders/email';
import { contractAnswer, contractHandler, errorAnswer } from './contract-handlers';
import { server } from './server';

const DECIDED_AT = '2025-06-02T09:30:00.000Z';
const OPERATOR = 'operator';

export type ReviewRequest = { action: 'approve' | 'reject' | 'revise'; id: string; body: unknown };

/**
 * The draft endpoints with memory, as the server behaves: a decision changes the draft, the pending
 * list and the history (bodies checked by the server's schemas; deciding a draft that is no longer
 * pending is 409). Answers the decisions it received, in order.
 */
export const serveDraftReview = (initial: readonly EmailDraft[]) => {
  const histories = new Map<string, DraftHistory>(initial.map((draft) => [draft.id, buildDraftHistory(draft)]));
  const requests: ReviewRequest[] = [];
  const drafts = () => [...histories.values()].map((history) => history.draft);
  const found = (id: unknown) => histories.get(String(id));

  const record = (history: DraftHistory, draft: EmailDraft, entry: Partial<DraftHistory['entries'][number]>, version?: DraftHistory['versions'][number]) => {
    const position = history.entries.length + 1;
    histories.set(draft.id, {
      draft,
      versions: version ? [...history.versions, version] : history.versions,
      entries: [...history.entries, buildDraftHistoryEntry({ position, actor: 'admin', operator: OPERATOR, occurredAt: DECIDED_AT, version: null, ...entry })],
    });
    return draft;
  };

  server.use(
    contractHandler(emailDraftRoutes.pending, () => contractAnswer(emailDraftRoutes.pending, drafts().filter((draft) => draft.status === 'pending'))),
    contractHandler(emailDraftRoutes.list, () => contractAnswer(emailDraftRoutes.list, drafts())),
    contractHandler(emailDraftRoutes.history, ({ params }) => {
      const history = found(params.id);
      return history ? contractAnswer(emailDraftRoutes.history, history) : errorAnswer(404, 'Draft not found');
    }),
    contractHandler(emailDraftRoutes.preview, ({ params }) => {
      const history = found(params.id);
      return history ? contractAnswer(emailDraftRoutes.preview, buildRenderedEmail(history.draft.subject)) : errorAnswer(404, 'Draft not found');
    }),
    ...(['approve', 'reject'] as const).map((action) =>
      contractHandler(emailDraftRoutes[action], ({ params, body }) => {
        requests.push({ action, id: String(params.id), body });
        const history = found(params.id);
        if (!history) return errorAnswer(404, 'Draft not found');
        // As the server: a rejection also withdraws an approved draft not sent yet.
        const decidable = history.draft.status === 'pending' || (action === 'reject' && history.draft.status === 'approved');
        if (!decidable) return errorAnswer(409, `This draft is ${history.draft.status}`);
        const status = action === 'approve' ? 'approved' : 'rejected';
        const draft = { ...history.draft, status, adminNotes: body.adminNotes, reviewedBy: OPERATOR, reviewedAt: DECIDED_AT } as const;
        return contractAnswer(emailDraftRoutes[action], record(history, draft, { action: status, notes: body.adminNotes }));
      }),
    ),
    contractHandler(emailDraftRoutes.revise, ({ params, body }) => {
      requests.push({ action: 'revise', id: String(params.id), body });
      const history = found(params.id);
      if (!history) return errorAnswer(404, 'Draft not found');
      if (history.draft.status !== 'pending') return errorAnswer(409, `This draft is ${history.draft.status}`);
      const version = history.draft.version + 1;
      const subject = `${history.draft.subject} (version ${version})`;
      const content = `${history.draft.content}\n\nRevised: ${body.revisionRequest}`;
      const draft = { ...history.draft, version, subject, content, updatedAt: DECIDED_AT };
      const written = { version, subject, content, interests: draft.interests, writer: draft.writer, model: draft.model, writtenAt: DECIDED_AT, revisionRequest: body.revisionRequest };
      return contractAnswer(emailDraftRoutes.revise, record(history, draft, { action: 'revised', version, revisionRequest: body.revisionRequest }, written));
    }),
  );
  return requests;
};
