import { useRef, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { fieldClasses } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { toast } from '../../../../components/ui/use-toast';
import { cn } from '../../../../lib/class-names';
import { countOf } from '../../shared/count-of';
import { FieldError, fieldIds, useFieldErrors } from '../../../../components/form-field';
import { httpFailure } from '../../shared/http-failure';
import { IconCard } from '../../shared/icon-card';
import { CSV_MEDIA_TYPE, DEFAULT_IMPORT_SETTINGS, importMessages, importSettingsSchema, type ImportSettings } from '../schemas/csv-import.schema';
import { resetCsvImport, retryCsvImport, startCsvImport, useCsvImport } from '../stores/csv-import';
import { emailsFromCsv } from '../utils/csv-emails';
import { ImportProgress } from './import-progress';
import { IMPORT_SOURCE_FIELD, ImportSettingsFields } from './import-settings-fields';

type ChosenFile = { fileName: string; emails: string[]; skippedLines: number };

type Message = { title: string; description?: string };

const FILE_FIELD = 'import-file';

/** Spec sections 5 and 8: bulk import from a CSV file, one address per line, with editable defaults. */
export const CsvImportCard = () => {
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [settings, setSettings] = useState<ImportSettings>(DEFAULT_IMPORT_SETTINGS);
  const importState = useCsvImport();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const fieldErrors = useFieldErrors(fieldIds(FILE_FIELD, IMPORT_SOURCE_FIELD));
  const { errors } = fieldErrors;

  // The spec's toast, and the same words under the field to correct, which takes focus.
  const showError = (message: Message, fieldId = FILE_FIELD) => {
    toast({ ...message, variant: 'destructive' });
    fieldErrors.report({ [fieldId]: message.description ?? message.title });
  };

  const clearFile = () => {
    setChosen(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    fieldErrors.clear(FILE_FIELD);
    const file = event.target.files?.[0];
    if (!file) return setChosen(null);
    if (file.type !== CSV_MEDIA_TYPE) {
      clearFile();
      return showError(importMessages.invalidFile);
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      clearFile();
      return showError(importMessages.fileError);
    }
    const { emails, skippedLines } = emailsFromCsv(text);
    if (emails.length === 0) {
      clearFile();
      return showError(importMessages.noEmailsFound);
    }
    setChosen({ fileName: file.name, emails, skippedLines });
  };

  // The spec's words, then why: a refusal (400) repeats on a retry, so the admin must see its reason.
  const failed = (error: unknown) =>
    toast({ title: importMessages.importFailed.title, description: `${importMessages.importFailed.description} (${httpFailure(error)})`, variant: 'destructive' });

  const startImport = () => {
    if (!chosen) return showError(importMessages.noFileSelected);
    const parsed = importSettingsSchema.safeParse(settings);
    if (!parsed.success) return showError({ ...importMessages.invalidSettings, description: parsed.error.issues[0]?.message }, IMPORT_SOURCE_FIELD);
    fieldErrors.clear();
    startCsvImport({ ...chosen, settings: parsed.data }, queryClient).catch(failed);
    clearFile();
  };

  const reset = () => {
    resetCsvImport();
    setSettings(DEFAULT_IMPORT_SETTINGS);
  };

  return (
    <IconCard icon={Upload} title="Import from CSV" description="Each line with an address adds one subscriber (its first address); other lines are skipped. Addresses already subscribed count as duplicates.">
      {importState.phase === 'idle' ? (
        <>
          <div className="space-y-2">
            <Label htmlFor={FILE_FIELD}>CSV file</Label>
            <input
              ref={fileInput}
              id={FILE_FIELD}
              type="file"
              accept=".csv,text/csv"
              {...fieldErrors.fieldProps(FILE_FIELD)}
              onChange={(event) => void chooseFile(event)}
              className={cn(fieldClasses, 'file:mr-3 file:rounded file:border-0 file:bg-indigo-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-indigo-700 dark:file:bg-indigo-950 dark:file:text-indigo-300')}
            />
            <FieldError id={FILE_FIELD} error={errors[FILE_FIELD]} />
            {chosen ? (
              <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
                {chosen.fileName}: {countOf(chosen.emails.length, 'address', 'addresses')} found
                {chosen.skippedLines > 0 ? `, ${countOf(chosen.skippedLines, 'line')} without one will be skipped` : ''}.
              </p>
            ) : null}
          </div>
          <ImportSettingsFields
            value={settings}
            onChange={(next) => {
              setSettings(next);
              fieldErrors.clear(IMPORT_SOURCE_FIELD);
            }}
            disabled={false}
            sourceError={errors[IMPORT_SOURCE_FIELD]}
          />
          <Button onClick={startImport}>{chosen ? `Import ${countOf(chosen.emails.length, 'Subscriber')}` : 'Import Subscribers'}</Button>
        </>
      ) : (
        <ImportProgress importState={importState} onRetry={() => void retryCsvImport(queryClient).catch(failed)} onReset={reset} />
      )}
    </IconCard>
  );
};
