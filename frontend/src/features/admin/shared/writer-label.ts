import type { WriterDescription } from '@contract/catalogue.contract';

/** Who wrote a text, as the panels say it: the offline writer is named as such, never passed off as the AI service. */
export const writerLabel = ({ writer, model }: WriterDescription): string => (writer === 'offline' ? 'the offline writer (no OpenAI key set)' : `OpenAI ${model}`);
