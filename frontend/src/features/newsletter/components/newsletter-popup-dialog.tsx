import { Zap } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { NewsletterSignupForm } from './newsletter-signup-form';

type NewsletterPopupDialogProps = { open: boolean; onClose: () => void };

export const NewsletterPopupDialog = ({ open, onClose }: NewsletterPopupDialogProps) => (
  <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
    <DialogContent closeLabel="Close newsletter popup">
      <DialogHeader>
        <Zap className="h-8 w-8 text-indigo-600" aria-hidden="true" />
        <DialogTitle>Don't Miss the Next Big AI Tool</DialogTitle>
        <DialogDescription>Join 10,000+ readers getting the best AI tools, tutorials and deals every week. Free forever, unsubscribe anytime.</DialogDescription>
      </DialogHeader>
      <NewsletterSignupForm source="website" buttonLabel="Join Free" onSubscribed={onClose} />
    </DialogContent>
  </Dialog>
);
