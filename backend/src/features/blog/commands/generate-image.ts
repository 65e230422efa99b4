import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { GeneratedImageAnswer } from '../../../contract/blog.contract.js';
import { CoverImages } from '../cover-images.js';

/** The admin's image tester: draws a cover for a title and keeps it under DATA_DIR/images/generated. */
export class GenerateImage extends Command<GeneratedImageAnswer> {
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

  async execute({ title, description }: GenerateImage): Promise<GeneratedImageAnswer> {
    const cover = await this.covers.draw(title, description);
    this.covers.save(cover);
    await this.covers.record(cover, 'admin');
    return { previewUrl: cover.url, imagePath: cover.relativePath, metadata: { alt: cover.alt, title: cover.title } };
  }
}
