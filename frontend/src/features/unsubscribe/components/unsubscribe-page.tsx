import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { MailX } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { FormControls } from '../../../components/form-controls';
import { FormField, invalidProps, useFieldErrors } from '../../../components/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { refusedField } from '../../../lib/field-refusal';
import { useFormToasts } from '../../../lib/use-form-toasts';
import { preferencesNavigation, useLinkCredentials } from '../../../lib/link-credentials';
import { useUnsubscribe } from '../api/unsubscribe';
import { unsubscribeFormInvalid, unsubscribeFormSchema } from '../schemas/unsubscribe-form.schema';
import { simplePageHead } from '../../../lib/page-head/page-head';
import { usePageHead } from '../../../lib/page-head/use-page-head';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { usePrefilledValue } from '../../../lib/use-prefilled-value';

const EMAIL_FIELD = { email: 'unsubscribe-email' };
const EMAIL_LABEL = { email: 'Email address' };

/** Replaces the form: announced, and its heading takes the focus the form's button had. */
const UnsubscribeAnswer = ({ unsubscribed, message }: { unsubscribed: boolean; message: string }) => {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div role="status" className="rounded-md bg-green-50 p-4 text-green-900 dark:bg-green-950 dark:text-green-100">
      <h2 ref={heading} tabIndex={-1} className="font-semibold outline-none">{unsubscribed ? "You're unsubscribed" : 'Check your email'}</h2>
      <p className="mt-1 text-sm">{message}</p>
    </div>
  );
};

const UNSUBSCRIBE_HEAD = simplePageHead('/unsubscribe', 'Unsubscribe', 'Stop receiving the AI Navigator newsletter.', { noindex: true });

export const UnsubscribePage = () => {
  usePageHead(UNSUBSCRIBE_HEAD);
  const link = useLinkCredentials();
  const token = link.token;
  // After a reload the link's address is known only once hydrated (from the history state): the field follows it until typed in.
  const [email, setEmail] = usePrefilledValue(link.email ?? '');
  // The preferences link keeps the signed token (in the history state), so a subscriber can switch instead of leaving.
  const toPreferences = preferencesNavigation(email.trim(), token);
  const unsubscribe = useUnsubscribe();
  const { problem, succeeded } = useFormToasts();
  const { errors, report, clear } = useFieldErrors(EMAIL_FIELD);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = unsubscribeFormSchema.safeParse({ email });
    if (!parsed.success) {
      problem(unsubscribeFormInvalid);
      report({ email: 'Please enter the email address you subscribed with.' });
      return;
    }
    clear();
    unsubscribe.mutate(
      { email: parsed.data.email, token },
      {
        onSuccess: succeeded,
        // An address the server refuses is marked on its field, and the toast says it in the same words (not the API's "email: ...").
        onError: (error) => {
          const refused = refusedField(error, EMAIL_LABEL);
          problem({ title: 'Unsubscribe failed', description: refused?.message ?? errorMessage(error, 'Please try again later.') });
          if (refused) report({ [refused.field]: refused.message });
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <Card>
        <CardHeader className="items-center text-center">
          <MailX className="h-10 w-10 text-indigo-600" aria-hidden="true" />
          <h1 className="text-2xl font-semibold">Unsubscribe</h1>
          <CardDescription>We're sorry to see you go. You can also just change how often you hear from us.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {unsubscribe.isSuccess ? (
            <UnsubscribeAnswer unsubscribed={unsubscribe.data.unsubscribed} message={unsubscribe.data.message} />
          ) : (
            <form noValidate onSubmit={submit}>
              <FormControls className="space-y-4">
                <FormField id={EMAIL_FIELD.email} label="Email address" error={errors.email}>
                  <Input id={EMAIL_FIELD.email} type="email" autoComplete="email" required value={email} {...invalidProps(EMAIL_FIELD.email, errors.email)} onChange={(event) => setEmail(event.target.value)} />
                </FormField>
                <SubmitButton variant="destructive" className="w-full" pending={unsubscribe.isPending}>
                  {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
                </SubmitButton>
              </FormControls>
            </form>
          )}
          <nav aria-label="Other options" className="flex flex-wrap justify-center gap-3">
            {/* Once unsubscribed there are no preferences left to update (the preferences page would only say so). */}
            {unsubscribe.data?.unsubscribed ? null : (
              <Link to={toPreferences.to} state={toPreferences.state} className={buttonClasses({ variant: 'outline' })}>Update preferences instead</Link>
            )}
            <Link to="/" className={buttonClasses({ variant: 'ghost' })}>Back to Home</Link>
          </nav>
        </CardContent>
      </Card>
    </div>
  );
};
