import { useIsMutating, useMutation } from '@tanstack/react-query';
import { toastFixedFailure } from '../../shared/toast-failure';
import { previewEmail, type PreviewedEmail } from '../api/preview-email';
import { previewFailed } from '../schemas/email-texts';

const PREVIEW_KEY = ['preview-email'];

/**
 * The AI email writer's preview call. Like a send, it outlives the panel (the AI may take a while
 * and the admin may go pick recipients meanwhile): the mutation itself hands the email to
 * `onPreviewed` (the panel's session store) or shows the failure, and `writing` is read by key, so
 * the panel opened again still says the AI is writing.
 */
export const useEmailPreview = (onPreviewed: (email: PreviewedEmail) => void) => {
  const mutation = useMutation({
    mutationKey: PREVIEW_KEY,
    mutationFn: previewEmail,
    onSuccess: onPreviewed,
    onError: (error) => toastFixedFailure(previewFailed, error),
  });
  const writing = useIsMutating({ mutationKey: PREVIEW_KEY }) > 0;
  return { preview: mutation.mutate, writing };
};
