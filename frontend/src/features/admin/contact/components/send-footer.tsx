import { Send } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../../components/ui/dialog';

/** The buttons of a dialog that mails something (reply, compose): Cancel, and the submit that says so while its call runs. */
export const SendFooter = ({ label, pending }: { label: string; pending: boolean }) => (
  <DialogFooter>
    <DialogClose asChild>
      <Button variant="outline">Cancel</Button>
    </DialogClose>
    <Button type="submit">
      <Send className="h-4 w-4" aria-hidden="true" />
      {pending ? 'Sending...' : label}
    </Button>
  </DialogFooter>
);
