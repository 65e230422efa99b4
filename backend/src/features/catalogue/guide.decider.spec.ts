import { describe, it } from '@jest/globals';
import { deciderSpec } from '../../core/commands/decider-spec.js';
import { GUIDE_CATEGORIES, GUIDE_INTRO } from './data/guide.data.js';
import { guideDecider } from './guide.decider.js';

const guide = { intro: GUIDE_INTRO, categories: [...GUIDE_CATEGORIES] };
const spec = deciderSpec(guideDecider);

describe('guide decider', () => {
  it('publishes the shipped guide into an empty stream', () => {
    spec.given([]).when({ type: 'Seed', guide }).then([{ type: 'GuidePublished', data: guide }]);
  });

  it('publishes nothing once a guide is there, as after a restart or another instance seeding first', () => {
    spec.given([{ type: 'GuidePublished', data: guide }]).when({ type: 'Seed', guide }).then([]);
  });
});
