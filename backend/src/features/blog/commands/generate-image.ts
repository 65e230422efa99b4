import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CoverImages } from '../cover-images.js';

export type GeneratedImageResult = { previewUrl: string; imagePath: string; metadata: { alt: string; title: string } };

/** The admin's image tester: draws a cover for a title and keeps it under DATA_DIR/images/generated. */
export class GenerateImage extends Command<GeneratedImageResult> {
  constructor(
    readonly title: string,
    readonly description: string | null,
  ) {
    super();
  }
}

@CommandHandler(GenerateImage)
export class GenerateImageHandler implements ICommandHandler<GenerateImage> {
  constructor(private readonly covers: CoverImages) {}

  async execute({ title, description }: GenerateImage): Promise<GeneratedImageResult> {
    const cover = await this.covers.draw(title, description);
    this.covers.save(cover);
    await this.covers.record(cover, 'admin');
    return { previewUrl: cover.url, imagePath: cover.relativePath, metadata: { alt: cover.alt, title: cover.title } };
  }
}
