import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { slugify } from './slug.js';

export const GENERATED_IMAGES_URL = '/images/generated';

export type GeneratedImageFile = { file: string; url: string; relativePath: string };

/** Generated images are files under DATA_DIR/images/generated, served at /images/generated/<file>. */
export class GeneratedImages {
  readonly folder: string;

  constructor(dataDir: string) {
    this.folder = join(dataDir, 'images', 'generated');
  }

  /** A fresh file name from a title (nothing is written yet), matching what /images/generated serves. */
  name(title: string): GeneratedImageFile {
    const file = `${slugify(title, 60, 'image')}-${randomUUID().slice(0, 8)}.svg`;
    return { file, url: `${GENERATED_IMAGES_URL}/${file}`, relativePath: join('images', 'generated', file) };
  }

  write(file: string, svg: string): void {
    mkdirSync(this.folder, { recursive: true });
    writeFileSync(join(this.folder, file), svg, 'utf8');
  }

  remove(file: string): void {
    rmSync(join(this.folder, file), { force: true });
  }
}
