import { useState, type FormEvent } from 'react';
import { DELETION_LIMITS } from '@contract/privacy.vocabulary';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useFormToasts } from '../../../lib/use-form-toasts';
import { useRequestDataDeletion } from '../api/request-data-deletion';
import { dataDeletionFormInvalid, dataDeletionFormSchema, type DataDeletionFormValues } from '../schemas/data-deletion-form.schema';

/** The request form; once sent it shows the server's answer, which is alike for every address. */
export const DataDeletionForm = () => {
  const [values, setValues] = useState<DataDeletionFormValues>({ email: '', reason: '' });
  const requestDeletion = useRequestDataDeletion();
  const { problem, succeeded } = useFormToasts();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = dataDeletionFormSchema.safeParse(values);
    if (!parsed.success) {
      problem(dataDeletionFormInvalid);
      return;
    }
    requestDeletion.mutate(parsed.data, {
      onSuccess: succeeded,
      onError: (error) => problem({ title: 'Submission Failed', description: errorMessage(error, 'Please try again later.') }),
    });
  };

  if (requestDeletion.isSuccess) {
    return (
      <div role="status" className="rounded-md bg-green-50 p-4 text-green-900 dark:bg-green-950 dark:text-green-100">
        <p className="font-semibold">Request submitted</p>
        <p className="mt-1 text-sm">{requestDeletion.data.message}</p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="deletion-email">Email address</Label>
        <Input id="deletion-email" type="email" autoComplete="email" value={values.email} onChange={(event) => setValues({ ...values, email: event.target.value })} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="deletion-reason">Reason (optional)</Label>
        <Textarea
          id="deletion-reason"
          maxLength={DELETION_LIMITS.reason}
          value={values.reason}
          onChange={(event) => setValues({ ...values, reason: event.target.value })}
        />
      </div>
      <Button type="submit" variant="destructive" className="w-full" disabled={requestDeletion.isPending}>
        {requestDeletion.isPending ? 'Submitting...' : 'Request Data Deletion'}
      </Button>
    </form>
  );
};
