import type { BlogPost } from '../../../api/get-blog-posts';

const timeOf = (post: BlogPost) => {
  const time = Date.parse(post.publishDate);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/** Newest first; posts with an unparsable date go last, in their original order. */
export const sortPostsNewestFirst = (posts: readonly BlogPost[]): BlogPost[] =>
  [...posts].sort((left, right) => {
    const difference = timeOf(right) - timeOf(left);
    return Number.isNaN(difference) ? 0 : difference;
  });
