import { useState, type FormEvent } from 'react';
import { DELETION_LIMITS } from '@contract/privacy.vocabulary';
import { FormControls } from '../../../components/form-controls';
import { FieldError, FormField, invalidProps, useFieldErrors } from '../../../components/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { refusedField } from '../../../lib/field-refusal';
import { useFormToasts } from '../../../lib/use-form-toasts';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { useRequestDataDeletion } from '../api/request-data-deletion';
import { dataDeletionFormInvalid, dataDeletionFormSchema, type DataDeletionFormValues } from '../schemas/data-deletion-form.schema';

const FIELDS = { email: 'deletion-email', reason: 'deletion-reason' };
const FIELD_LABELS = { email: 'Email address', reason: 'Reason' };

/** Replaces the form: announced, and its heading takes the focus the form's button had. */
const RequestSubmitted = ({ message }: { message: string }) => {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div role="status" className="rounded-md bg-green-50 p-4 text-green-900 dark:bg-green-950 dark:text-green-100">
      <h2 ref={heading} tabIndex={-1} className="font-semibold outline-none">Request submitted</h2>
      <p className="mt-1 text-sm">{message}</p>
    </div>
  );
};

/** The request form; once sent it shows the server's answer, which is alike for every address. */
export const DataDeletionForm = () => {
  const [values, setValues] = useState<DataDeletionFormValues>({ email: '', reason: '' });
  const requestDeletion = useRequestDataDeletion();
  const { problem, succeeded } = useFormToasts();
  const { errors, report, clear } = useFieldErrors(FIELDS);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = dataDeletionFormSchema.safeParse(values);
    if (!parsed.success) {
      problem(dataDeletionFormInvalid);
      report({ email: dataDeletionFormInvalid.description });
      return;
    }
    clear();
    requestDeletion.mutate(parsed.data, {
      onSuccess: succeeded,
      // A field the server refuses is marked with its reason, which the toast repeats (not the API's "email: ...").
      onError: (error) => {
        const refused = refusedField(error, FIELD_LABELS);
        problem({ title: 'Submission Failed', description: refused?.message ?? errorMessage(error, 'Please try again later.') });
        if (refused) report({ [refused.field]: refused.message });
      },
    });
  };

  if (requestDeletion.isSuccess) {
    return <RequestSubmitted message={requestDeletion.data.message} />;
  }

  return (
    <form noValidate onSubmit={submit}>
      <FormControls className="space-y-4">
        <FormField id={FIELDS.email} label="Email address" error={errors.email}>
          <Input
            id={FIELDS.email}
            type="email"
            autoComplete="email"
            required
            value={values.email}
            {...invalidProps(FIELDS.email, errors.email)}
            onChange={(event) => setValues({ ...values, email: event.target.value })}
          />
        </FormField>
        <div className="space-y-2">
          <Label htmlFor={FIELDS.reason}>Reason (optional)</Label>
          <Textarea
            id={FIELDS.reason}
            maxLength={DELETION_LIMITS.reason}
            value={values.reason}
            {...invalidProps(FIELDS.reason, errors.reason)}
            onChange={(event) => setValues({ ...values, reason: event.target.value })}
          />
          <FieldError id={FIELDS.reason} error={errors.reason} />
        </div>
        <SubmitButton variant="destructive" className="w-full" pending={requestDeletion.isPending}>
          {requestDeletion.isPending ? 'Submitting...' : 'Request Data Deletion'}
        </SubmitButton>
      </FormControls>
    </form>
  );
};
