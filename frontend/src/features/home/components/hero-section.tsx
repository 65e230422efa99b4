import { ArrowRight, BookOpen, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

export const HeroSection = () => (
  <section className="bg-gradient-to-br from-indigo-50 via-white to-purple-50 px-4 py-20 md:py-28 dark:from-gray-950 dark:via-gray-950 dark:to-indigo-950">
    <div className="mx-auto max-w-4xl text-center">
      <h1 className="text-4xl font-extrabold tracking-tight md:text-6xl">
        Navigate the{' '}
        <span className="bg-gradient-to-r from-indigo-600 to-purple-600 bg-clip-text text-transparent">AI Revolution</span>
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-gray-600 dark:text-gray-300">
        Honest reviews, practical guides and the latest news on the AI tools that help creators, marketers and entrepreneurs get more done.
      </p>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/tools" className={buttonClasses({ size: 'lg' })}>
          Explore AI Tools
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
        <Link to="/subscribe" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
          <Mail className="h-4 w-4" aria-hidden="true" />
          Get AI News Updates
        </Link>
        <Link to="/blog" className={buttonClasses({ size: 'lg', variant: 'ghost' })}>
          <BookOpen className="h-4 w-4" aria-hidden="true" />
          Read Our Blog
        </Link>
      </div>
    </div>
  </section>
);
