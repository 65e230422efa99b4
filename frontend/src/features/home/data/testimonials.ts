/** The fixed social proof of the home page (public-site.md sections 2 and 3): six testimonials and four stats. */
export type Testimonial = {
  name: string;
  role: string;
  company: string;
  content: string;
  /** Whole stars out of five. */
  rating: number;
  initials: string;
};

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Sarah Mitchell',
    role: 'Content Marketing Lead',
    company: 'Brightpath Media',
    content: 'The weekly issue is the one newsletter I read start to finish. It replaced three tabs of tool-hunting every Monday morning.',
    rating: 5,
    initials: 'SM',
  },
  {
    name: 'David Okafor',
    role: 'Founder',
    company: 'Okafor Consulting',
    content: 'I run a two-person firm. The directory helped me pick a meeting-notes tool and a writing assistant in one afternoon instead of a month of trials.',
    rating: 5,
    initials: 'DO',
  },
  {
    name: 'Lena Hoffmann',
    role: 'Freelance Designer',
    company: 'Studio Hoffmann',
    content: 'Honest notes on where image tools fall short saved me from paying for two subscriptions I would have cancelled.',
    rating: 5,
    initials: 'LH',
  },
  {
    name: 'Carlos Mendes',
    role: 'E-commerce Manager',
    company: 'Verde Outdoor',
    content: 'The guide’s implementation times were realistic. We rolled out an AI support assistant in the two weeks it suggested.',
    rating: 4,
    initials: 'CM',
  },
  {
    name: 'Aisha Rahman',
    role: 'Social Media Strategist',
    company: 'Northlight Agency',
    content: 'Short, practical and always current. I forward the daily edition to my whole team.',
    rating: 5,
    initials: 'AR',
  },
  {
    name: 'Tom Becker',
    role: 'Operations Director',
    company: 'Becker Logistics',
    content: 'Clear comparisons without the hype. It is now how we shortlist any AI tool before a pilot.',
    rating: 5,
    initials: 'TB',
  },
];

export const HOME_STATS: readonly { value: string; label: string }[] = [
  { value: '10,000+', label: 'Subscribers' },
  { value: '95%', label: 'Open rate' },
  { value: '500+', label: 'Tools reviewed' },
  { value: '4.9/5', label: 'Rating' },
];
