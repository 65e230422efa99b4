import { Quote, Star } from 'lucide-react';
import { Card, CardContent } from '../../../components/ui/card';
import { HOME_STATS, TESTIMONIALS } from '../data/testimonials';

const MAX_RATING = 5;

export const TestimonialsSection = () => (
  <section aria-labelledby="testimonials-heading" className="px-4 py-16">
    <div className="mx-auto max-w-6xl">
      <h2 id="testimonials-heading" className="mb-10 text-center text-3xl font-bold md:text-4xl">
        Loved by 10,000+ AI Enthusiasts
      </h2>
      <dl className="mb-12 grid grid-cols-2 gap-6 md:grid-cols-4">
        {HOME_STATS.map((stat) => (
          // The term comes first in the markup (dt before dd); the figure still shows above its label.
          <div key={stat.label} className="flex flex-col-reverse text-center">
            <dt className="text-sm text-gray-600 dark:text-gray-400">{stat.label}</dt>
            <dd className="text-3xl font-extrabold text-indigo-600 dark:text-indigo-400">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <Card className="h-full">
              <CardContent className="flex h-full flex-col gap-4 pt-6">
                <div className="flex gap-0.5" role="img" aria-label={`Rated ${testimonial.rating} out of ${MAX_RATING}`}>
                  {Array.from({ length: MAX_RATING }, (_, position) => (
                    <Star key={position} className={position < testimonial.rating ? 'h-4 w-4 fill-yellow-400 text-yellow-400' : 'h-4 w-4 text-gray-300'} aria-hidden="true" />
                  ))}
                </div>
                <blockquote className="flex-1 text-gray-700 dark:text-gray-300">
                  <Quote className="mb-2 h-5 w-5 text-indigo-300" aria-hidden="true" />
                  {testimonial.content}
                </blockquote>
                <div className="flex items-center gap-3">
                  <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white">
                    {testimonial.initials}
                  </span>
                  <div>
                    <p className="font-semibold">{testimonial.name}</p>
                    <p className="text-sm text-gray-500 dark:text-gray-400">
                      {testimonial.role}, {testimonial.company}
                    </p>
                  </div>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  </section>
);
