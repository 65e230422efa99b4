import { FeaturedToolsCarousel, HeroSection, LatestPostsCarousel, TestimonialsSection } from '../features/home';
import { InlineNewsletterSignup, LeadMagnetCard, NewsletterPopup, NewsletterSection } from '../features/newsletter';
import { absoluteUrl, SITE_DESCRIPTION, SITE_NAME, type PageHead } from '../lib/page-head/page-head';
import { usePageHead, usePageSiteUrl } from '../lib/page-head/use-page-head';

const homeHead = (siteUrl: string): PageHead => ({
  title: `${SITE_NAME}: Discover and Compare the AI Tools That Matter`,
  description: SITE_DESCRIPTION,
  path: '/',
  structuredData: [{ '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: absoluteUrl('/', siteUrl), description: SITE_DESCRIPTION }],
});

/**
 * The home page, composed here because it joins two features (home content and newsletter
 * signup) that must not import each other.
 */
export const HomeRoute = () => {
  usePageHead(homeHead(usePageSiteUrl()));
  return <HomeSections />;
};

const HomeSections = () => (
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
