import { Zap } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { useDialogHistory } from '../../../lib/use-dialog-history';
import { NewsletterSignupForm } from './newsletter-signup-form';

type NewsletterPopupDialogProps = { open: boolean; onClose: () => void };

export const NewsletterPopupDialog = ({ open, onClose }: NewsletterPopupDialogProps) => {
  // Back dismisses the popup (closing records it as seen) instead of leaving the page.
  useDialogHistory(open, onClose);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent closeLabel="Close newsletter popup">
        <DialogHeader>
          <Zap className="h-8 w-8 text-indigo-600" aria-hidden="true" />
          <DialogTitle>Don't Miss the Next Big AI Tool</DialogTitle>
          {/* Only what the newsletter holds: the popup signs up weekly, and both email writers send a round-up of tools from the directory. */}
          <DialogDescription>
            Join 10,000+ readers who get a weekly round-up of the AI tools worth trying, picked from our directory. Free forever, unsubscribe anytime.
          </DialogDescription>
        </DialogHeader>
        <NewsletterSignupForm source="website" buttonLabel="Join Free" onSubscribed={onClose} />
      </DialogContent>
    </Dialog>
  );
};
