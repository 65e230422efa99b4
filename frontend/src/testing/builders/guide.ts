import type { Guide, GuideCategory, GuideTool } from '@contract/catalogue.contract';

let guideToolSequence = 0;

export const buildGuideTool = (overrides: Partial<GuideTool> = {}): GuideTool => {
  guideToolSequence += 1;
  return {
    name: `Guide Tool ${guideToolSequence}`,
    description: `What guide tool ${guideToolSequence} does`,
    rating: 4.4,
    pricing: 'Free plan; Pro $20/month',
    features: ['Templates', 'Collaboration'],
    link: `https://example.com/guide-tool-${guideToolSequence}`,
    bonus: '20% off the first month',
    category: 'content-creation',
    useCase: 'Drafting weekly newsletters',
    implementationTime: '1 week',
    learningCurve: 'Easy',
    ...overrides,
  };
};

export const buildGuideCategory = (overrides: Partial<GuideCategory> = {}): GuideCategory => {
  const id = overrides.id ?? 'content-creation';
  return {
    id,
    name: 'Content Creation',
    icon: 'PenTool',
    color: 'bg-blue-100 text-blue-700',
    tools: [buildGuideTool({ category: id })],
    ...overrides,
  };
};

export const buildGuide = (overrides: Partial<Guide> = {}): Guide => ({
  intro: {
    whatIsAI: 'AI is software that learns patterns from data.',
    howItsChanging: 'Teams automate routine work and decide faster.',
    benefits: ['Save hours every week', 'Create more content', 'Decide with data', 'Serve customers faster', 'Cut costs'],
  },
  categories: [buildGuideCategory()],
  ...overrides,
});
