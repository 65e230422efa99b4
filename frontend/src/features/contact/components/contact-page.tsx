import { useState, type FormEvent } from 'react';
import { CONTACT_LIMITS } from '@contract/contact.vocabulary';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useFormToasts } from '../../../lib/use-form-toasts';
import { useOperatorDetails } from '../../../lib/use-site-config';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { useSendContactMessage } from '../api/send-contact-message';
import { contactFieldErrors, contactFormSchema, type ContactField as Field, type ContactFormValues } from '../schemas/contact-form.schema';
import { FormField, invalidProps, useFieldErrors } from '../../../components/form-field';
import { FormControls } from '../../../components/form-controls';
import { SubmitButton } from '../../../components/ui/submit-button';
import { simplePageHead } from '../../../lib/page-head/page-head';
import { usePageHead } from '../../../lib/page-head/use-page-head';

const emptyMessage: ContactFormValues = { name: '', email: '', subject: '', message: '' };
/** The control of each field, in the form's order: the first one in error takes focus. */
const FIELD_IDS: Record<Field, string> = { name: 'contact-name', email: 'contact-email', subject: 'contact-subject', message: 'contact-message' };

const CONTACT_HEAD = simplePageHead('/contact', 'Contact Us', 'Questions, partnerships or feedback: send the AI Navigator team a message.');

/** Replaces the form once sent: announced, and its heading takes the focus the form's button had. */
const MessageSent = () => {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="mx-auto max-w-lg px-4 py-12 text-center" role="status">
      <CheckCircle2 className="mx-auto h-12 w-12 text-green-600" aria-hidden="true" />
      <h1 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-semibold outline-none">Message sent!</h1>
      <p className="mt-2 text-gray-600 dark:text-gray-400">Thanks for getting in touch. We usually reply within two business days.</p>
      <Link to="/" className={buttonClasses({ variant: 'outline', className: 'mt-6' })}>Back to Home</Link>
    </div>
  );
};

export const ContactPage = () => {
  usePageHead(CONTACT_HEAD);
  const [values, setValues] = useState<ContactFormValues>(emptyMessage);
  const { errors, report, clear } = useFieldErrors(FIELD_IDS);
  const sendMessage = useSendContactMessage();
  const { problem, succeeded } = useFormToasts();
  const { contactEmail } = useOperatorDetails();

  const change = (field: Field, value: string) => setValues({ ...values, [field]: value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = contactFormSchema.safeParse(values);
    if (!parsed.success) {
      report(contactFieldErrors(values));
      return;
    }
    clear();
    sendMessage.mutate(parsed.data, {
      onSuccess: succeeded,
      onError: (error) => problem({ title: 'Message not sent', description: errorMessage(error, 'Please try again later.') }),
    });
  };

  if (sendMessage.isSuccess) return <MessageSent />;


  const messageLength = values.message.trim().length;
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">Contact Us</h1>
          <CardDescription>
            Questions about a tool, a partnership or the newsletter? Send us a message
            {contactEmail ? (
              <>
                {' '}or email{' '}
                <a href={`mailto:${contactEmail}`} className="text-indigo-600 underline dark:text-indigo-400">
                  {contactEmail}
                </a>
              </>
            ) : null}
            .
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={submit}>
            <FormControls className="space-y-4">
              <FormField id="contact-name" label="Name" error={errors.name}>
                <Input id="contact-name" autoComplete="name" maxLength={CONTACT_LIMITS.nameMax} value={values.name} required {...invalidProps('contact-name', errors.name)} onChange={(event) => change('name', event.target.value)} />
              </FormField>
              <FormField id="contact-email" label="Email" error={errors.email}>
                <Input id="contact-email" type="email" autoComplete="email" value={values.email} required {...invalidProps('contact-email', errors.email)} onChange={(event) => change('email', event.target.value)} />
              </FormField>
              <FormField id="contact-subject" label="Subject" error={errors.subject}>
                <Input id="contact-subject" maxLength={CONTACT_LIMITS.subjectMax} value={values.subject} required {...invalidProps('contact-subject', errors.subject)} onChange={(event) => change('subject', event.target.value)} />
              </FormField>
              <FormField
                id="contact-message"
                label="Message"
                error={errors.message}
                hint={`${messageLength} / ${CONTACT_LIMITS.messageMax} characters (at least ${CONTACT_LIMITS.messageMin})`}
              >
                <Textarea
                  id="contact-message"
                  rows={6}
                  value={values.message}
                  required
                  {...invalidProps('contact-message', errors.message, true)}
                  onChange={(event) => change('message', event.target.value)}
                />
              </FormField>
              <SubmitButton className="w-full" pending={sendMessage.isPending}>
                {sendMessage.isPending ? 'Sending...' : 'Send Message'}
              </SubmitButton>
            </FormControls>
          </form>
        </CardContent>
      </Card>
    </div>
  );
};
