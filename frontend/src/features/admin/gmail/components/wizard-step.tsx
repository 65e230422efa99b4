import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cn } from '../../../../lib/class-names';

export type StepState = 'done' | 'current' | 'upcoming';

const stateWords: Record<StepState, string> = { done: 'done', current: 'current step', upcoming: 'not reached yet' };

const markerClasses: Record<StepState, string> = {
  done: 'bg-emerald-700 text-white',
  current: 'bg-indigo-600 text-white',
  upcoming: 'border border-gray-300 text-gray-700 dark:border-gray-700 dark:text-gray-300',
};

type WizardStepProps = { number: number; title: string; state: StepState; children: ReactNode };

/** One step of the wizard: its number (a check once done), its title with its state in words, and its instructions and button. */
export const WizardStep = ({ number, title, state, children }: WizardStepProps) => (
  <li
    aria-current={state === 'current' ? 'step' : undefined}
    className={cn(
      'flex gap-3 rounded-lg border p-4',
      state === 'current' ? 'border-indigo-500 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950/40' : 'border-gray-200 dark:border-gray-800',
    )}
  >
    <span aria-hidden="true" className={cn('flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold', markerClasses[state])}>
      {state === 'done' ? <Check className="h-4 w-4" /> : number}
    </span>
    <div className="min-w-0 flex-1 space-y-2">
      <h4 className="font-semibold">
        {`Step ${number}: ${title}`}
        <span className="sr-only">{` (${stateWords[state]})`}</span>
      </h4>
      {children}
    </div>
  </li>
);

/** Where a step stands against the step reached. */
export const stepState = (number: number, reached: number): StepState => (number < reached ? 'done' : number === reached ? 'current' : 'upcoming');
