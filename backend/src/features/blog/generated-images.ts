import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const GENERATED_IMAGES_URL = '/images/generated';

/** Generated images are files under DATA_DIR/images/generated, served at /images/generated/<file>. */
export class GeneratedImages {
  readonly folder: string;

  constructor(dataDir: string) {
    this.folder = join(dataDir, 'images', 'generated');
  }

  write(baseName: string, svg: string): { file: string; url: string; relativePath: string } {
    mkdirSync(this.folder, { recursive: true });
    const safe = baseName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'image';
    const file = `${safe}-${randomUUID().slice(0, 8)}.svg`;
    writeFileSync(join(this.folder, file), svg, 'utf8');
    return { file, url: `${GENERATED_IMAGES_URL}/${file}`, relativePath: join('images', 'generated', file) };
  }
}
