import { Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../../components/ui/alert-dialog';
import { Button } from '../../../../components/ui/button';

type DeletePostButtonProps = { title: string; deleting: boolean; onConfirm: () => void };

/** Deleting takes a post off the public blog, so it asks first. */
export const DeletePostButton = ({ title, deleting, onConfirm }: DeletePostButtonProps) => (
  <AlertDialog>
    <AlertDialogTrigger asChild>
      <Button variant="ghost" size="sm" aria-label={`Delete ${title}`} disabled={deleting}>
        <Trash2 className="h-4 w-4 text-red-600 dark:text-red-400" aria-hidden="true" />
        {deleting ? 'Deleting...' : 'Delete'}
      </Button>
    </AlertDialogTrigger>
    <AlertDialogContent>
      <AlertDialogHeader>
        <AlertDialogTitle>Delete this post?</AlertDialogTitle>
        <AlertDialogDescription>&ldquo;{title}&rdquo; will be taken off the blog. Its history stays in the event log.</AlertDialogDescription>
      </AlertDialogHeader>
      <AlertDialogFooter>
        <AlertDialogCancel>Cancel</AlertDialogCancel>
        <AlertDialogAction onClick={onConfirm}>Delete post</AlertDialogAction>
      </AlertDialogFooter>
    </AlertDialogContent>
  </AlertDialog>
);
