import { GUIDE_STRATEGY_TIPS } from '@contract/catalogue.vocabulary';
import { Brain, CheckCircle, Lightbulb, Target, TrendingUp, BookOpen, DollarSign, Trophy, Sparkles } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import type { GuideIntro as GuideIntroData } from '@contract/catalogue.contract';

export const GuideHero = () => (
  <section className="bg-linear-to-br from-indigo-600 to-purple-700 px-4 py-20 text-center text-white">
    <h1 className="mb-4 text-4xl font-bold md:text-5xl">The Complete AI Tools Guide for Business</h1>
    <p className="text-xl text-indigo-100">200+ Curated AI Tools with Implementation Guides</p>
  </section>
);

export const GuideIntro = ({ intro }: { intro: GuideIntroData }) => (
  <section className="mb-16" aria-labelledby="guide-understanding">
    <h2 id="guide-understanding" className="mb-8 text-center text-3xl font-bold">
      Understanding AI and Its Impact
    </h2>
    <div className="grid gap-6 md:grid-cols-3">
      <Card>
        <CardHeader>
          <Brain className="h-8 w-8 text-indigo-600" aria-hidden="true" />
          <CardTitle>What is AI?</CardTitle>
        </CardHeader>
        <CardContent className="text-gray-600 dark:text-gray-400">{intro.whatIsAI}</CardContent>
      </Card>
      <Card>
        <CardHeader>
          <TrendingUp className="h-8 w-8 text-indigo-600" aria-hidden="true" />
          <CardTitle>How AI is Changing Business</CardTitle>
        </CardHeader>
        <CardContent className="text-gray-600 dark:text-gray-400">{intro.howItsChanging}</CardContent>
      </Card>
      <Card>
        <CardHeader>
          <Target className="h-8 w-8 text-indigo-600" aria-hidden="true" />
          <CardTitle>Benefits for Your Role</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-2 text-gray-600 dark:text-gray-400" aria-label="Benefits for your role">
            {intro.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-2">
                <CheckCircle className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden="true" />
                {benefit}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  </section>
);

const GUIDE_CONTENTS = [
  { icon: Sparkles, title: '200+ Curated AI Tools', text: 'Hand-picked tools across every business function.' },
  { icon: BookOpen, title: 'Implementation Guides', text: 'How long each tool takes to roll out and how hard it is to learn.' },
  { icon: DollarSign, title: 'Cost-Benefit Analysis', text: 'What each tool costs against the time and money it saves.' },
  { icon: Trophy, title: 'Real Success Stories', text: 'Concrete use cases from teams already using them.' },
] as const;

export const GuideContents = () => (
  <section className="mb-16" aria-labelledby="guide-contents">
    <h2 id="guide-contents" className="mb-8 text-center text-3xl font-bold">
      What You'll Find in This Guide
    </h2>
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {GUIDE_CONTENTS.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-xl border border-gray-200 p-6 text-center dark:border-gray-800">
          <Icon className="mx-auto mb-3 h-8 w-8 text-indigo-600" aria-hidden="true" />
          <h3 className="mb-2 font-semibold">{title}</h3>
          <p className="text-sm text-gray-600 dark:text-gray-400">{text}</p>
        </li>
      ))}
    </ul>
  </section>
);

export const ImplementationStrategies = () => (
  <section className="mb-16 rounded-2xl bg-indigo-50 p-8 dark:bg-indigo-950" aria-labelledby="guide-strategies">
    <h2 id="guide-strategies" className="mb-6 flex items-center gap-2 text-2xl font-bold">
      <Lightbulb className="h-6 w-6 text-amber-500" aria-hidden="true" />
      Implementation Strategies
    </h2>
    <ol className="grid gap-6 md:grid-cols-3">
      {GUIDE_STRATEGY_TIPS.map((tip) => (
        <li key={tip.title}>
          <h3 className="mb-2 font-semibold">{tip.title}</h3>
          <p className="text-gray-600 dark:text-gray-400">{tip.text}</p>
        </li>
      ))}
    </ol>
  </section>
);
