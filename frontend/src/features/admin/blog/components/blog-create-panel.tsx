import { BlogGeneratorCard } from './blog-generator-card';
import { FacebookTestCard } from './facebook-test-card';
import { ImageTesterCard } from './image-tester-card';

/** The blog-create tab: write and publish with AI help, test cover images, and the Facebook test. */
export const BlogCreatePanel = () => (
  <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
    <BlogGeneratorCard />
    <div className="space-y-6">
      <ImageTesterCard />
      <FacebookTestCard />
    </div>
  </div>
);
