import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandShell } from '../../core/commands/command-shell.js';
import type { Actor } from '../../core/events/event.js';
import { AI_WRITER, type AiWriter, type WriterDescription } from '../ai/ai-writer.port.js';
import { imageStream } from './blog.events.js';
import { generatedImageDecider } from './generated-image.decider.js';
import { type GeneratedImageFile, GeneratedImages } from './generated-images.js';

/** A cover the AI writer has drawn, held in memory with the file name it will get. */
export type DrawnCover = GeneratedImageFile &
  WriterDescription & { svg: string; alt: string; title: string; requestedTitle: string; description: string | null };

/**
 * Generated covers in three steps, so a caller can do its own checks between them and a failure
 * leaves nothing behind: draw (the AI call, nothing stored), save (the file), record (the
 * ImageGenerated event), with discard to take a saved file back.
 */
@Injectable()
export class CoverImages {
  constructor(
    private readonly shell: CommandShell,
    private readonly images: GeneratedImages,
    @Inject(AI_WRITER) private readonly writer: AiWriter,
  ) {}

  async draw(title: string, description: string | null): Promise<DrawnCover> {
    const image = await this.writer.generateImage({ title, description: description ?? undefined });
    return { ...this.images.name(title), ...this.writer.describe('generateImage'), ...image, requestedTitle: title, description };
  }

  save(cover: DrawnCover): void {
    this.images.write(cover.file, cover.svg);
  }

  discard(cover: DrawnCover): void {
    this.images.remove(cover.file);
  }

  /** The audit record of a saved cover: who drew it, for which title, in which file. */
  async record(cover: DrawnCover, actor: Actor): Promise<number | null> {
    const imageId = randomUUID();
    const image = { imageId, title: cover.requestedTitle, description: cover.description, file: cover.file, writer: cover.writer, model: cover.model };
    const { position } = await this.shell.run(imageStream(imageId), generatedImageDecider, { type: 'Record', image }, { actor });
    return position;
  }
}
