import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { validationError } from '../../core/errors/domain-errors.js';
import { type Tool, toolSchema } from '../../contract/catalogue.contract.js';
import { SEED_TOOLS } from './data/tools.data.js';

/**
 * Where the tool directory comes from: `DATA_DIR/catalogue/tools.json` when an operator has put one
 * there (a JSON array of tools), else the catalogue shipped with the app.
 */
export const loadCatalogueSource = (dataDir: string): { tools: readonly Tool[]; origin: string } => {
  const file = join(dataDir, 'catalogue', 'tools.json');
  if (!existsSync(file)) return { tools: SEED_TOOLS, origin: 'built-in catalogue' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw validationError('catalogue/tools.json', 'is not valid JSON', 'The catalogue file catalogue/tools.json is not valid JSON');
  }
  const result = z.array(toolSchema).safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw validationError('catalogue/tools.json', issue.message, `The catalogue file is invalid at ${issue.path.join('.')}: ${issue.message}`);
  }
  const ids = new Set<string>();
  for (const tool of result.data) {
    if (ids.has(tool.id)) throw validationError('catalogue/tools.json', 'duplicate id', `The catalogue file lists the tool id ${tool.id} twice`);
    ids.add(tool.id);
  }
  return { tools: result.data, origin: 'catalogue/tools.json' };
};
