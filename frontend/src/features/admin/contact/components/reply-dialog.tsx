import { type FormEvent, useState } from 'react';
import type { ContactMessage } from '@contract/contact.contract';
import { CONTACT_REPLY_LIMITS, replySubject } from '@contract/contact.vocabulary';
import { FormField, fieldIds, useFieldErrors } from '../../../../components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { Textarea } from '../../../../components/ui/textarea';
import { toast } from '../../../../components/ui/use-toast';
import { httpFailure } from '../../shared/http-failure';
import { useReplyToContactMessage } from '../api/reply-to-contact-message';
import { emptyReply, REPLY_FAILED, REPLY_SENT } from '../schemas/contact-texts';
import { SendFooter } from './send-footer';

const REPLY = 'contact-reply';

type ReplyMutation = ReturnType<typeof useReplyToContactMessage>;

/** The reply's text, cleared with the form: a new one each time the dialog opens. */
const ReplyForm = ({ message, reply, onSent }: { message: ContactMessage; reply: ReplyMutation; onSent: (message: ContactMessage) => void }) => {
  const [text, setText] = useState('');
  const { errors, report, clear, fieldProps } = useFieldErrors(fieldIds(REPLY));

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const replyContent = text.trim();
    if (replyContent === '') {
      toast({ ...emptyReply, variant: 'destructive' });
      report({ [REPLY]: emptyReply.description });
      return;
    }
    reply.mutate(
      { messageId: message.id, replyContent },
      {
        // The status comes from the server's answer (replied); the dialog closes, taking the text with it.
        onSuccess: (changed) => {
          toast({ title: REPLY_SENT, description: `Mailed to ${message.email} as "${replySubject(message.subject ?? '')}".` });
          onSent(changed);
        },
        onError: (error) => toast({ title: REPLY_FAILED, description: httpFailure(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <form noValidate onSubmit={send} className="space-y-4">
      <blockquote className="max-h-40 overflow-y-auto whitespace-pre-wrap break-words border-l-2 border-gray-300 pl-3 text-sm text-gray-700 dark:border-gray-700 dark:text-gray-300">
        {message.message}
      </blockquote>
      <fieldset disabled={reply.isPending} className="space-y-4">
        <FormField id={REPLY} label="Your reply" error={errors[REPLY]}>
          <Textarea
            id={REPLY}
            required
            rows={8}
            value={text}
            maxLength={CONTACT_REPLY_LIMITS.replyMax}
            {...fieldProps(REPLY)}
            onChange={(event) => {
              setText(event.target.value);
              clear(REPLY);
            }}
          />
        </FormField>
        <SendFooter label="Send Reply" pending={reply.isPending} />
      </fieldset>
    </form>
  );
};

type ReplyDialogProps = {
  message: ContactMessage | null;
  onClose: () => void;
  onSent: (message: ContactMessage) => void;
  /** Where focus goes once the dialog has closed (the inbox decides: the message may have left the list shown). */
  returnFocus: () => void;
};

/**
 * The reply dialog (spec sections 2, 4, 5 and 8): a non-blank reply is mailed to the sender; on
 * success 'Reply sent successfully' and the dialog closes, on failure 'Failed to send reply' with the
 * call's message and the text stays. It cannot be closed while the reply is on its way.
 */
export const ReplyDialog = ({ message, onClose, onSent, returnFocus }: ReplyDialogProps) => {
  // Here, not in the form: the call's callbacks must outlive a form that closed.
  const reply = useReplyToContactMessage();
  return (
    <Dialog open={message !== null} onOpenChange={(open) => (open || reply.isPending ? undefined : onClose())}>
      {message ? (
        <DialogContent
          className="max-w-2xl"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Reply to {message.name}</DialogTitle>
            <DialogDescription>
              Mailed to {message.email} as &ldquo;{replySubject(message.subject ?? '')}&rdquo;, and kept under the message.
            </DialogDescription>
          </DialogHeader>
          <ReplyForm key={message.id} message={message} reply={reply} onSent={onSent} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
};
