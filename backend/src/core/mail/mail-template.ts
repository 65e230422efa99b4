import { encodeQuotedPrintable, encodeQuotedPrintableTokens, finishLine } from './mime-encoding.js';

const CRLF = '\r\n';

/** A batch's shared text cut at its placeholders once, so each recipient's text is one join. */
export type MailTemplate = { parts: string[]; placeholders: string[] };

export const cutTemplate = (template: string, placeholders: readonly string[]): MailTemplate => {
  const parts: string[] = [];
  const found: string[] = [];
  let rest = template;
  for (;;) {
    let nearest = -1;
    let which = '';
    for (const placeholder of placeholders) {
      const at = rest.indexOf(placeholder);
      if (at !== -1 && (nearest === -1 || at < nearest)) [nearest, which] = [at, placeholder];
    }
    if (nearest === -1) break;
    parts.push(rest.slice(0, nearest));
    found.push(which);
    rest = rest.slice(nearest + which.length);
  }
  parts.push(rest);
  return { parts, placeholders: found };
};

/** The template with each placeholder replaced by its value (one left without a value stays as it is). */
export const fillTemplate = ({ parts, placeholders }: MailTemplate, values: Readonly<Record<string, string>>): string => {
  let result = parts[0]!;
  for (let index = 0; index < placeholders.length; index++) result += (values[placeholders[index]!] ?? placeholders[index]) + parts[index + 1];
  return result;
};

/**
 * A template whose fixed parts are already quoted-printable tokens (lines separated by a bare "\n",
 * which tokens never contain), so a recipient's body costs the encoding of their own values and the
 * soft line breaks, not the encoding of the whole message: a campaign's allocations were mostly this.
 */
export type QuotedPrintableTemplate = { template: MailTemplate; tokens: string[] | null };

const LINE_BREAK = /\r\n|\r|\n/;

export const quotedPrintableTemplate = (template: MailTemplate): QuotedPrintableTemplate => ({
  template,
  // A part ending in "\r" could join a "\n" after an empty value into one line break: such a
  // template (never one of ours) is simply encoded whole for each recipient.
  tokens: template.parts.some((part) => part.endsWith('\r')) ? null : template.parts.map((part) => part.split(LINE_BREAK).map(encodeQuotedPrintableTokens).join('\n')),
});

/** Exactly `encodeQuotedPrintable(fillTemplate(template, values))`, without encoding the fixed parts again. */
export const fillQuotedPrintable = ({ template, tokens }: QuotedPrintableTemplate, values: Readonly<Record<string, string>>): string => {
  const { placeholders } = template;
  if (tokens === null || placeholders.some((placeholder) => LINE_BREAK.test(values[placeholder] ?? ''))) {
    return encodeQuotedPrintable(fillTemplate(template, values));
  }
  let filled = tokens[0]!;
  for (let index = 0; index < placeholders.length; index++) {
    filled += encodeQuotedPrintableTokens(values[placeholders[index]!] ?? placeholders[index]!) + tokens[index + 1];
  }
  return filled.split('\n').map(finishLine).join(CRLF);
};
