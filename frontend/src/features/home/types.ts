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
