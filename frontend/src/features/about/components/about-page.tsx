import { Award, BarChart3, Heart, Mail, Shield, Sparkles, Target, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useOperatorDetails } from '../../../lib/use-site-config';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { simplePageHead } from '../../../lib/page-head/page-head';
import { usePageHead } from '../../../lib/page-head/use-page-head';


const STATS = [
  { value: '10,000+', label: 'Newsletter subscribers' },
  { value: '500+', label: 'AI tools reviewed' },
  { value: '95%', label: 'Reader satisfaction' },
  { value: 'Daily', label: 'Fresh AI insights' },
] as const;

const TEAM = [
  { initials: 'ER', name: 'Elena Ruiz', role: 'Founder & Editor-in-Chief', bio: 'Former product lead who has tested AI tools for growing businesses since the first GPT release.' },
  { initials: 'MK', name: 'Marcus Kim', role: 'Head of Tool Research', bio: 'Runs our hands-on test process: every reviewed tool is used on real work before we write about it.' },
  { initials: 'PS', name: 'Priya Shah', role: 'Growth & Community', bio: 'Turns reader questions into guides and keeps the newsletter useful every single day.' },
] as const;

const VALUES = [
  { icon: Shield, title: 'Honest Reviews', text: 'We test before we recommend, and we say so when a tool falls short.' },
  { icon: Heart, title: 'Reader First', text: 'Affiliate links never decide our rankings; usefulness to you does.' },
  { icon: Sparkles, title: 'Practical Focus', text: 'Every article ends with something you can put to work today.' },
  { icon: Award, title: 'Transparency', text: 'We disclose partnerships and explain how we make money.' },
] as const;

const AboutPageContent = ({ contactEmail }: { contactEmail: string | null }) => (
  <div className="mx-auto max-w-6xl px-4 py-12">
    <header className="mb-16 text-center">
      <h1 className="mb-4 text-4xl font-bold md:text-5xl">About AI Navigator</h1>
      <p className="mx-auto max-w-2xl text-xl text-gray-600 dark:text-gray-400">
        We help creators, marketers and entrepreneurs find the AI tools that actually move their business forward.
      </p>
    </header>

    <section className="mb-16 grid items-center gap-8 md:grid-cols-2" aria-labelledby="about-mission">
      <div>
        <h2 id="about-mission" className="mb-4 flex items-center gap-2 text-3xl font-bold">
          <Target className="h-7 w-7 text-indigo-600" aria-hidden="true" />
          Our Mission
        </h2>
        <p className="mb-4 text-gray-600 dark:text-gray-400">
          New AI tools launch every day, and most of them promise the same things. Our mission is to cut through the noise: we
          test tools on real work, compare them side by side and explain in plain language who each one is for.
        </p>
        <p className="text-gray-600 dark:text-gray-400">
          Whether you run a one-person shop or lead a marketing team, AI Navigator gives you the reviews, guides and daily news
          you need to choose with confidence.
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-4" aria-label="AI Navigator in numbers">
        {STATS.map((stat) => (
          <li key={stat.label} className="rounded-xl bg-indigo-50 p-6 text-center dark:bg-indigo-950">
            <p className="text-3xl font-bold text-indigo-600 dark:text-indigo-400">{stat.value}</p>
            <p className="text-sm text-gray-600 dark:text-gray-400">{stat.label}</p>
          </li>
        ))}
      </ul>
    </section>

    <section className="mb-16" aria-labelledby="about-team">
      <h2 id="about-team" className="mb-8 flex items-center justify-center gap-2 text-3xl font-bold">
        <Users className="h-7 w-7 text-indigo-600" aria-hidden="true" />
        Meet the Team
      </h2>
      <div className="grid gap-6 md:grid-cols-3">
        {TEAM.map((member) => (
          <Card key={member.name} className="text-center">
            <CardHeader className="items-center">
              <span aria-hidden="true" className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-linear-to-br from-indigo-500 to-purple-600 text-xl font-bold text-white">
                {member.initials}
              </span>
              <CardTitle>{member.name}</CardTitle>
              <p className="text-sm font-medium text-indigo-600 dark:text-indigo-400">{member.role}</p>
            </CardHeader>
            <CardContent className="text-sm text-gray-600 dark:text-gray-400">{member.bio}</CardContent>
          </Card>
        ))}
      </div>
    </section>

    <section className="mb-16" aria-labelledby="about-values">
      <h2 id="about-values" className="mb-8 flex items-center justify-center gap-2 text-3xl font-bold">
        <BarChart3 className="h-7 w-7 text-indigo-600" aria-hidden="true" />
        Our Values
      </h2>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {VALUES.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-xl border border-gray-200 p-6 dark:border-gray-800">
            <Icon className="mb-3 h-8 w-8 text-indigo-600" aria-hidden="true" />
            <h3 className="mb-2 font-semibold">{title}</h3>
            <p className="text-sm text-gray-600 dark:text-gray-400">{text}</p>
          </div>
        ))}
      </div>
    </section>

    <section className="rounded-2xl bg-linear-to-r from-indigo-600 to-purple-600 p-10 text-center text-white" aria-labelledby="about-contact">
      <h2 id="about-contact" className="mb-3 text-2xl font-bold">
        Questions, tips or partnership ideas?
      </h2>
      <p className="mb-6 text-indigo-100">We read every message and usually answer within two business days.</p>
      {/* The configured address (CONTACT_EMAIL); without one, the contact form. */}
      {contactEmail ? (
        <a href={`mailto:${contactEmail}`} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          <Mail className="h-4 w-4" aria-hidden="true" />
          Get In Touch
        </a>
      ) : (
        <Link to="/contact" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          <Mail className="h-4 w-4" aria-hidden="true" />
          Get In Touch
        </Link>
      )}
    </section>
  </div>
);

const ABOUT_HEAD = simplePageHead('/about', 'About', 'Who runs AI Navigator and why: our mission, the team, our values and how we review AI tools.');

export const AboutPage = () => {
  usePageHead(ABOUT_HEAD);
  return <AboutPageContent contactEmail={useOperatorDetails().contactEmail} />;
};
