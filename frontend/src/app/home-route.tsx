import { FeaturedToolsCarousel, HeroSection, LatestPostsCarousel, TestimonialsSection } from '../features/home';
import { InlineNewsletterSignup, LeadMagnetCard, NewsletterPopup, NewsletterSection } from '../features/newsletter';

/**
 * The home page, composed here because it joins two features (home content and newsletter
 * signup) that must not import each other.
 */
export const HomeRoute = () => (
  <>
    <HeroSection />
    <FeaturedToolsCarousel />
    <InlineNewsletterSignup />
    <LatestPostsCarousel />
    <NewsletterSection />
    <TestimonialsSection />
    <section aria-label="Free guide" className="px-4 pb-16">
      <LeadMagnetCard />
    </section>
    <NewsletterPopup />
  </>
);
