import { type FormEvent, useState } from 'react';
import { EMAIL_LIMITS } from '@contract/email.vocabulary';
import { EMAIL_MAX_LENGTH, emailSchema } from '@contract/fields';
import { FormField, useFieldErrors } from '../../../../components/form-field';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';
import { toast } from '../../../../components/ui/use-toast';
import { newRequestKey } from '../../../../lib/request-key';
import { httpFailure } from '../../shared/http-failure';
import { useSendSingleEmail } from '../api/send-single-email';
import { COMPOSE_TEMPLATE_NAMES, fillTemplate } from '../schemas/compose-templates';
import { composeFieldMessages, EMAIL_FAILED, EMAIL_SENT, invalidAddress, missingComposeFields } from '../schemas/contact-texts';
import { SendFooter } from './send-footer';

/** Who a compose is for: blank from the panel's Compose, the sender's address and name from a message. */
export type ComposeStart = { to: string; name: string | null };

const FIELDS = { to: 'compose-to', subject: 'compose-subject', content: 'compose-content' } as const;
type Field = keyof typeof FIELDS;

type SendMutation = ReturnType<typeof useSendSingleEmail>;

const ComposeForm = ({ start, send, onSent }: { start: ComposeStart; send: SendMutation; onSent: () => void }) => {
  const [email, setEmail] = useState({ to: start.to, subject: '', content: '' });
  // One per email composed (the form lives as long as its dialog): a retry after a failure or a lost answer never mails it twice.
  const [requestKey] = useState(newRequestKey);
  const { errors, report, clear, fieldProps } = useFieldErrors<Field>(FIELDS);
  const change = (field: Field, value: string) => {
    setEmail((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = (Object.keys(FIELDS) as Field[]).filter((field) => email[field].trim() === '');
    if (missing.length > 0) {
      toast({ ...missingComposeFields, variant: 'destructive' });
      report(Object.fromEntries(missing.map((field) => [field, composeFieldMessages[field]])));
      return;
    }
    const to = emailSchema.safeParse(email.to);
    if (!to.success) {
      toast({ ...invalidAddress, variant: 'destructive' });
      report({ to: invalidAddress.description });
      return;
    }
    send.mutate(
      { to: to.data, subject: email.subject.trim(), content: email.content.trim(), requestKey },
      {
        onSuccess: () => {
          toast({ title: EMAIL_SENT, description: `"${email.subject.trim()}" went to ${to.data}.` });
          onSent();
        },
        onError: (error) => toast({ title: EMAIL_FAILED, description: httpFailure(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <fieldset disabled={send.isPending} className="space-y-4">
        <div className="space-y-2">
          <span id="compose-templates-label" className="text-sm font-medium">
            Templates
          </span>
          {/* A template replaces the subject and the text, greeting the recipient by name when the compose started from their message. */}
          <div role="group" aria-labelledby="compose-templates-label" className="flex flex-wrap gap-2">
            {COMPOSE_TEMPLATE_NAMES.map((name) => (
              <Button key={name} size="sm" variant="outline" onClick={() => setEmail((current) => ({ ...current, ...fillTemplate(name, start.name) }))}>
                {name}
              </Button>
            ))}
          </div>
        </div>
        <FormField id={FIELDS.to} label="To" error={errors.to}>
          <Input id={FIELDS.to} type="email" autoComplete="off" required maxLength={EMAIL_MAX_LENGTH} value={email.to} {...fieldProps('to')} onChange={(event) => change('to', event.target.value)} />
        </FormField>
        <FormField id={FIELDS.subject} label="Subject" error={errors.subject}>
          <Input id={FIELDS.subject} required maxLength={EMAIL_LIMITS.subject} value={email.subject} {...fieldProps('subject')} onChange={(event) => change('subject', event.target.value)} />
        </FormField>
        <FormField id={FIELDS.content} label="Content" error={errors.content}>
          <Textarea
            id={FIELDS.content}
            required
            rows={12}
            maxLength={EMAIL_LIMITS.content}
            value={email.content}
            {...fieldProps('content')}
            onChange={(event) => change('content', event.target.value)}
          />
        </FormField>
        <SendFooter label="Send Email" pending={send.isPending} />
      </fieldset>
    </form>
  );
};

type ComposeDialogProps = { start: ComposeStart | null; onClose: () => void };

/**
 * The compose dialog (spec sections 2, 5 and 8): one email to any address (POST
 * /api/admin/send-single-email), with the four templates. To, subject and content must all be
 * filled; 'Email sent successfully' clears and closes it, 'Failed to send email' with the call's
 * message keeps what was written.
 */
export const ComposeDialog = ({ start, onClose }: ComposeDialogProps) => {
  // Here, not in the form: the call's callbacks must outlive a form that closed.
  const send = useSendSingleEmail();
  return (
    <Dialog open={start !== null} onOpenChange={(open) => (open || send.isPending ? undefined : onClose())}>
      {start ? (
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Compose email</DialogTitle>
            <DialogDescription>One email to any address, on the site&apos;s layout. Lines starting with # are headings, - starts a bullet.</DialogDescription>
          </DialogHeader>
          <ComposeForm start={start} send={send} onSent={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
};
