export type BlogCategory = 'Guide' | 'Tutorial' | 'Strategy' | 'News' | 'Review';

/** A post as GET /api/blog-posts answers it. */
export type BlogPost = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  image: string;
  category: BlogCategory;
  publishDate: string;
  views: number;
};
