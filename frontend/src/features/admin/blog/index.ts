export { BlogCreatePanel } from './components/blog-create-panel';
export { BlogPostsPanel } from './components/blog-posts-panel';
