import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { useLinkCredentials } from '../../../lib/link-credentials';
import { DataDeletionForm } from './data-deletion-form';
import { DeletionConfirmation } from './deletion-confirmation';
import { simplePageHead } from '../../../lib/page-head/page-head';
import { usePageHead } from '../../../lib/page-head/use-page-head';

const DATA_DELETION_HEAD = simplePageHead('/data-deletion', 'Data Deletion Request', 'Ask AI Navigator to delete the personal data it holds about you.');

export const DataDeletionPage = () => {
  usePageHead(DATA_DELETION_HEAD);
  const { token } = useLinkCredentials();
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">Data Deletion Request</h1>
          <CardDescription>
            Ask us to erase the personal data we hold about you. We process requests within 30 days; most are completed
            in 7-14 business days. We email a link to the address first, to confirm the request is yours.
          </CardDescription>
        </CardHeader>
        <CardContent>{token ? <DeletionConfirmation token={token} /> : <DataDeletionForm />}</CardContent>
      </Card>
    </div>
  );
};
