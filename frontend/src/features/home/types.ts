/** The fields of GET /api/tools/featured the home carousel shows. */
export type FeaturedTool = {
  id: string | number;
  name: string;
  description: string;
  image: string;
  tags: string[];
  affiliateUrl: string;
  gradientFrom: string;
  gradientTo: string;
};

export type BlogCategory = 'Guide' | 'Tutorial' | 'Strategy' | 'News' | 'Review';

/** The fields of GET /api/blog-posts the home carousel shows. */
export type LatestPost = {
  id: string | number;
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  category: BlogCategory;
  publishDate: string;
};
