import type { z } from 'zod';
import { manualCampaignRequestSchema, previewEmailRequestSchema, singleEmailRequestSchema } from '../../../contract/email-campaigns.contract.js';
import { EMAIL_TEXTS } from '../../../contract/email.vocabulary.js';
import { DomainError } from '../../../core/errors/domain-errors.js';
import { parseInput } from '../../../core/http/parse-input.js';

/**
 * The spec's texts for the sending forms (operator-area.md section 5): a missing or blank field is
 * 'Missing Information', no recipient 'No Recipients', no interest 'Select Interests', as the error
 * itself (the field is named beside it); anything else is the contract's own validation message.
 */
const specError = (field: string, error: string, reason: string) => new DomainError('validation', error, { field, reason });

const isBlank = (body: unknown, field: string): boolean => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
};

export const parseManualCampaign = (body: unknown): z.output<typeof manualCampaignRequestSchema> => {
  const request = parseInput(manualCampaignRequestSchema, body);
  for (const field of ['subject', 'content'] as const) {
    if (!request[field]) throw specError(field, EMAIL_TEXTS.missingInformation, 'Please enter a subject and content');
  }
  if (request.subscriberIds.length === 0) throw specError('subscriberIds', EMAIL_TEXTS.noRecipients, 'Please select at least one recipient');
  return request;
};

export const parseSingleEmail = (body: unknown): z.output<typeof singleEmailRequestSchema> => {
  for (const field of ['to', 'subject', 'content']) {
    if (isBlank(body, field)) throw specError(field, EMAIL_TEXTS.missingInformation, 'Please enter a recipient, a subject and content');
  }
  return parseInput(singleEmailRequestSchema, body);
};

export const parsePreviewEmail = (body: unknown): z.output<typeof previewEmailRequestSchema> => {
  const request = parseInput(previewEmailRequestSchema, body);
  if (request.interests.length === 0) throw specError('interests', EMAIL_TEXTS.selectInterests, 'Please select at least one interest');
  return request;
};
