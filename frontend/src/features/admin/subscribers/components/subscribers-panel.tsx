import { CsvImportCard } from './csv-import-card';
import { SubscriberListCard } from './subscriber-list-card';

/** The users tab (shown as Subscribers): the list with recipients and history, then the CSV import. */
export const SubscribersPanel = () => (
  <div className="space-y-6">
    <SubscriberListCard />
    <CsvImportCard />
  </div>
);
