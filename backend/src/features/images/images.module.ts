import { Module } from '@nestjs/common';
import { ImagesController } from './images.controller.js';
import { SocialImages } from './social-image.js';

@Module({ controllers: [ImagesController], providers: [SocialImages] })
export class ImagesModule {}
