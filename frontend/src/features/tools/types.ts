/** A tool of the directory, as GET /api/tools answers it. */
export type Tool = {
  id: string;
  name: string;
  description: string;
  image: string;
  tags: string[];
  featured: boolean;
  createdAt: string;
  reviewCount: number;
  rating: number;
  pros: string[];
  keyFeatures: string[];
  useCases: string[];
  affiliateUrl: string;
  gradientFrom: string;
  gradientTo: string;
};

/** GET /api/tools/:name/enhanced. */
export type EnhancedToolData = {
  rating: number;
  reviewCount: number;
  pros: string[];
  features: string[];
  useCases: string[];
};
