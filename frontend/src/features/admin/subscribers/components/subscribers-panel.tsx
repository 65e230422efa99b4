import { CsvImportCard } from './csv-import-card';
import { SubscriberListCard } from './subscriber-list-card';

/** The users tab (shown as Subscribers): the list with recipients and history, and the CSV import. */
export const SubscribersPanel = () => (
  <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
    <SubscriberListCard />
    <div>
      <CsvImportCard />
    </div>
  </div>
);
