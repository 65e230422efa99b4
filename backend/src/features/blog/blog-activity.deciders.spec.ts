import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '../../core/commands/decider-spec.js';
import { blogActivityDecider, postViewDecider } from './blog-activity.deciders.js';
import { generatedImageDecider } from './generated-image.decider.js';

const image = { imageId: 'b7e2f1c0-1d2e-4f3a-9b8c-7d6e5f4a3b2c', title: 'Cover', description: null, file: 'cover-1a2b3c4d.svg', writer: 'offline' as const, model: 'm' };

describe('blog activity deciders', () => {
  it('records a view of the post asked for', () => {
    expect(postViewDecider.decide({ type: 'RecordView', postId: 'post-1' })).toEqual([{ type: 'BlogPostViewed', data: { postId: 'post-1' } }]);
  });

  it('records a views reset and an AI preview in the blog-wide stream', () => {
    expect(blogActivityDecider.decide({ type: 'ResetViews' })).toEqual([{ type: 'BlogViewsReset', data: {} }]);
    const preview = { topic: null, title: 'A title', category: 'Guide', writer: 'offline' as const, model: 'm' };
    expect(blogActivityDecider.decide({ type: 'RecordPreview', preview })).toEqual([{ type: 'BlogPreviewGenerated', data: preview }]);
  });

  it('records a generated image once', () => {
    const spec = deciderSpec(generatedImageDecider);
    spec.given([]).when({ type: 'Record', image }).then([{ type: 'ImageGenerated', data: image }]);
    spec.given([{ type: 'ImageGenerated', data: image }]).when({ type: 'Record', image }).thenThrows('This image was already recorded');
  });
});
