import type { FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { FormControls } from '../../../components/form-controls';
import { FormField, invalidProps, useFieldErrors } from '../../../components/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Input } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { usePrefilledValue } from '../../../lib/use-prefilled-value';
import { useRequestPreferencesLink } from '../api/request-preferences-link';
import { PreferencesNotice } from './preferences-notice';

const EMAIL_FIELD = { email: 'secure-link-email' };

/** Replaces the form: read out, and it takes the focus the form's button had. */
const LinkSent = ({ message }: { message: string }) => {
  const notice = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p ref={notice} tabIndex={-1} role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900 outline-none dark:bg-green-950 dark:text-green-100">
      {message}
    </p>
  );
};

/**
 * Shown when the page has no valid signed link: preferences are private, so instead of reading
 * them by address alone we email the owner a link that carries a token.
 */
export const SecureLinkRequest = ({ initialEmail, linkRefused = false }: { initialEmail: string; linkRefused?: boolean }) => {
  // The address may arrive after the first render (a reloaded page, once hydrated): the field follows it until typed in.
  const [email, setEmail] = usePrefilledValue(initialEmail);
  const requestLink = useRequestPreferencesLink();
  const { toast } = useToast();
  const { errors, report, clear } = useFieldErrors(EMAIL_FIELD);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (trimmed === '') {
      toast({ title: 'Email required', description: 'Please enter your email address.', variant: 'destructive' });
      report({ email: 'Please enter your email address.' });
      return;
    }
    clear();
    requestLink.mutate(trimmed, {
      onError: (error) =>
        toast({ title: 'Request failed', description: errorMessage(error, 'Please try again later.'), variant: 'destructive' }),
    });
  };

  return (
    <PreferencesNotice
      id="secure-link-heading"
      icon={ShieldCheck}
      iconClassName="text-indigo-600"
      title="A secure link is needed"
      action={
        requestLink.isSuccess ? (
          <LinkSent message={requestLink.data.message} />
        ) : (
          <form noValidate onSubmit={submit}>
            <FormControls className="space-y-3">
              <FormField id={EMAIL_FIELD.email} label="Email address" error={errors.email}>
                <Input id={EMAIL_FIELD.email} type="email" autoComplete="email" required value={email} {...invalidProps(EMAIL_FIELD.email, errors.email)} onChange={(event) => setEmail(event.target.value)} />
              </FormField>
              <SubmitButton pending={requestLink.isPending}>{requestLink.isPending ? 'Sending...' : 'Email me a secure link'}</SubmitButton>
            </FormControls>
          </form>
        )
      }
    >
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
        To protect your privacy, newsletter preferences open only from the personal link in our emails.{' '}
        {linkRefused ? 'This link has expired or is no longer valid. ' : ''}
        Enter your address and we'll email you a secure link.
      </p>
    </PreferencesNotice>
  );
};
