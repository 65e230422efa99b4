import { Trash2 } from 'lucide-react';
import { ConfirmButton } from '../../shared/confirm-button';

type DeletePostButtonProps = { title: string; deleting: boolean; onConfirm: () => void };

/** Deleting takes a post off the public blog, so it asks first. */
export const DeletePostButton = ({ title, deleting, onConfirm }: DeletePostButtonProps) => (
  <ConfirmButton
    trigger={{ variant: 'ghost', size: 'sm', 'aria-label': `Delete ${title}`, disabled: deleting }}
    title="Delete this post?"
    description={<>&ldquo;{title}&rdquo; will be taken off the blog. Its history stays in the event log.</>}
    confirmLabel="Delete post"
    onConfirm={onConfirm}
  >
    <Trash2 className="h-4 w-4 text-red-600 dark:text-red-400" aria-hidden="true" />
    {deleting ? 'Deleting...' : 'Delete'}
  </ConfirmButton>
);
