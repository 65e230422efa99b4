export { FeaturedToolsCarousel } from './components/featured-tools-carousel';
export { HeroSection } from './components/hero-section';
export { LatestPostsCarousel } from './components/latest-posts-carousel';
export { TestimonialsSection } from './components/testimonials-section';
