import type { OpenApiDocument, Operation } from './openapi-document.js';

/**
 * The readable reference at /api/docs, rendered on the server from the OpenAPI document so the two
 * never disagree. Plain HTML with one same-origin stylesheet and no script, so it works under a
 * strict Content-Security-Policy and without a CDN.
 */

type JsonSchema = Record<string, unknown>;

export const API_REFERENCE_STYLESHEET = '/api/docs/style.css';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] as string);

/** Backticks in descriptions become code, the only markup the contract's texts use. */
const prose = (text: string): string => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const anchor = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const COMPONENT_PREFIX = '#/components/schemas/';

const AUTH_LABELS: Record<string, string> = {
  adminSession: 'admin: the session cookie from POST /api/admin/login',
  subscriberToken: 'token: the signed subscriber token in X-Subscriber-Token',
};

const authOf = (operation: Operation) => {
  const schemes = operation.security.flatMap((requirement) => Object.keys(requirement));
  return schemes.length === 0 ? 'public' : schemes.map((scheme) => AUTH_LABELS[scheme] ?? scheme).join(' or ');
};

const constraints = (schema: JsonSchema): string[] => {
  const notes: string[] = [];
  const note = (key: string, label: string) => {
    if (schema[key] !== undefined) notes.push(`${label} ${String(schema[key])}`);
  };
  const characters = (key: string, label: string) => {
    if (schema[key] !== undefined) notes.push(`${label} ${String(schema[key])} characters`);
  };
  const items = (key: string, label: string) => {
    if (schema[key] !== undefined) notes.push(`${label} ${String(schema[key])} items`);
  };
  characters('minLength', 'at least');
  characters('maxLength', 'at most');
  items('minItems', 'at least');
  items('maxItems', 'at most');
  note('minimum', '≥');
  note('maximum', '≤');
  note('multipleOf', 'multiple of');
  note('format', 'format');
  // A format says it better than the regular expression zod derives from it.
  if (schema.format === undefined) note('pattern', 'matching');
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  return notes;
};

/** One line naming a schema's type, then its properties as a nested list. */
const schemaHtml = (schema: JsonSchema): string => {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.slice(COMPONENT_PREFIX.length);
    return `<a href="#schema-${anchor(name)}">${escapeHtml(name)}</a>`;
  }
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  const parts: string[] = [];
  if (variants) parts.push(`one of: ${variants.map(schemaHtml).join(' | ')}`);
  else if (schema.const !== undefined) parts.push(`<code>${escapeHtml(JSON.stringify(schema.const))}</code>`);
  else if (Array.isArray(schema.enum)) parts.push(`one of ${schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(', ')}`);
  else if (schema.type === 'array') parts.push(`list of ${schemaHtml((schema.items as JsonSchema | undefined) ?? {})}`);
  else if (schema.properties) parts.push('object');
  else if (schema.type !== undefined) parts.push(escapeHtml([schema.type].flat().join(' or ')));
  else parts.push('any value');
  const notes = constraints(schema);
  if (notes.length > 0) parts.push(`<span class="notes">(${escapeHtml(notes.join(', '))})</span>`);
  if (typeof schema.description === 'string') parts.push(`<span class="description">— ${prose(schema.description)}</span>`);
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (properties) {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const rows = Object.entries(properties).map(
      ([name, property]) => `<li><code>${escapeHtml(name)}</code>${required.has(name) ? ' <em>required</em>' : ''}: ${schemaHtml(property)}</li>`,
    );
    parts.push(`<ul>${rows.join('')}</ul>`);
  }
  return parts.join(' ');
};

const parametersHtml = (operation: Operation) => {
  if (!operation.parameters) return '';
  const rows = operation.parameters.map(
    (parameter) =>
      `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td><td>${parameter.required ? 'yes' : 'no'}</td><td>${schemaHtml({
        ...parameter.schema,
        ...(parameter.description ? { description: parameter.description } : {}),
      })}</td></tr>`,
  );
  return `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>required</th><th>value</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
};

const bodyHtml = (operation: Operation) => {
  if (!operation.requestBody) return '';
  const { required, content } = operation.requestBody;
  const [[mediaType, { schema }]] = Object.entries(content);
  return `<h4>Body (${escapeHtml(mediaType)}${required ? '' : ', may be left out'})</h4><div class="schema">${schemaHtml(schema)}</div>`;
};

const responsesHtml = (document: OpenApiDocument, operation: Operation) => {
  const answers: string[] = [];
  const errors: string[] = [];
  for (const [status, response] of Object.entries(operation.responses)) {
    if ('$ref' in response) {
      const shared = document.components.responses[response.$ref.split('/').pop() as string];
      errors.push(`<li><strong>${status}</strong> ${prose(shared.description)}</li>`);
      continue;
    }
    const content = Object.entries(response.content ?? {})
      .map(([mediaType, { schema }]) => (mediaType === 'application/json' ? `<div class="schema">${schemaHtml(schema)}</div>` : ` <code>${escapeHtml(mediaType)}</code>`))
      .join('');
    answers.push(`<li><strong>${status}</strong> ${prose(response.description)}${content}</li>`);
  }
  const errorList = errors.length > 0 ? `<h4>Errors</h4><p>Body <a href="#schema-error">Error</a>.</p><ul>${errors.join('')}</ul>` : '';
  return `<h4>Answers</h4><ul>${answers.join('')}</ul>${errorList}`;
};

const operationHtml = (document: OpenApiDocument, path: string, method: string, operation: Operation) =>
  `<section class="operation" id="${escapeHtml(operation.operationId)}">
<h3><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${prose(operation.summary)}</p>
<p class="auth">Who may call: ${escapeHtml(authOf(operation))}</p>
${operation.description ? `<p>${prose(operation.description)}</p>` : ''}
${parametersHtml(operation)}${bodyHtml(operation)}${responsesHtml(document, operation)}
</section>`;

/** The whole reference page, grouped by tag in the document's order, with the named schemas last. */
export const renderApiReference = (document: OpenApiDocument): string => {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const sections = document.tags.map(({ name }) => {
    const inTag = operations.filter(({ operation }) => operation.tags.includes(name));
    return `<section id="tag-${anchor(name)}"><h2>${escapeHtml(name)}</h2>${inTag.map(({ path, method, operation }) => operationHtml(document, path, method, operation)).join('\n')}</section>`;
  });
  const index = document.tags.map(({ name }) => `<li><a href="#tag-${anchor(name)}">${escapeHtml(name)}</a></li>`).join('');
  const schemas = Object.entries(document.components.schemas)
    .map(([name, schema]) => `<section id="schema-${anchor(name)}"><h3>${escapeHtml(name)}</h3><div class="schema">${schemaHtml(schema)}</div></section>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="${API_REFERENCE_STYLESHEET}">
</head>
<body>
<header><h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${prose(document.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${document.openapi}).</p>
<nav><ul>${index}<li><a href="#schemas">Schemas</a></li></ul></nav></header>
<main>
${sections.join('\n')}
<section id="schemas"><h2>Schemas</h2>
${schemas}
</section>
</main>
</body>
</html>
`;
};

/** Enough style to read the page; served from its own path, so no inline style is needed. */
export const API_REFERENCE_CSS = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem 1.5rem;color:#1f2430;background:#fff}
h1 small{font-size:.6em;color:#667}h2{border-bottom:2px solid #dde;margin-top:2.5rem}h3{margin-bottom:.25rem}h4{margin:.75rem 0 .25rem}
code{font:13px ui-monospace,monospace;background:#f1f2f6;padding:0 .2em;border-radius:3px;overflow-wrap:anywhere}
.operation{border:1px solid #dde;border-radius:6px;padding:.25rem 1rem .75rem;margin:1rem 0}
.method{display:inline-block;min-width:4.5em;font:600 13px ui-monospace,monospace;color:#fff;background:#4453c4;border-radius:3px;padding:.1em .4em;text-align:center}
.auth{color:#445}.notes{color:#667}.description{color:#334}table{border-collapse:collapse}td,th{border:1px solid #dde;padding:.2rem .5rem;text-align:left;vertical-align:top}
ul{margin:.25rem 0;padding-left:1.25rem}li,p,td{overflow-wrap:anywhere}table{max-width:100%}nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;padding:0}
@media (prefers-color-scheme:dark){body{color:#e6e8ef;background:#14161c}code{background:#262a35}.operation,td,th,h2{border-color:#343a48}.auth,.description{color:#c4c8d4}.notes,h1 small{color:#9aa0b0}a{color:#9db0ff}}
`;
