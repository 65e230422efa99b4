export type LearningCurve = 'Easy' | 'Medium' | 'Hard';

export type GuideCategoryId =
  | 'content-creation'
  | 'image-video'
  | 'code-development'
  | 'business-intelligence'
  | 'productivity-automation'
  | 'customer-support'
  | 'audio-music'
  | 'research-education'
  | 'marketing-social'
  | 'finance-business'
  | 'security-privacy';

/** Rating, bonus, pricing and implementationTime arrive but are not displayed (spec). */
export type GuideTool = {
  name: string;
  description: string;
  rating: number;
  pricing: string;
  features: string[];
  link: string;
  bonus: string;
  category: GuideCategoryId;
  useCase: string;
  implementationTime: string;
  learningCurve: LearningCurve;
  isAffiliate?: boolean;
};

export type GuideCategory = {
  id: GuideCategoryId;
  name: string;
  /** A lucide-react icon name. */
  icon: string;
  /** Tailwind classes for the heading icon badge. */
  color: string;
  tools: GuideTool[];
};

export type GuideIntro = { whatIsAI: string; howItsChanging: string; benefits: string[] };

/** GET /api/guide. */
export type Guide = { intro: GuideIntro; categories: GuideCategory[] };
