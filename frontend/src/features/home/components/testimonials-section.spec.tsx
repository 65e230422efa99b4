import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { TestimonialsSection } from './testimonials-section';

describe('TestimonialsSection', () => {
  it('lists the four stats as term then description pairs', () => {
    const { container } = render(<TestimonialsSection />);
    const pairs = Array.from(container.querySelectorAll('dl > div')).map((pair) => Array.from(pair.children).map((child) => `${child.tagName}:${child.textContent}`));
    expect(pairs).toEqual([
      ['DT:Subscribers', 'DD:10,000+'],
      ['DT:Open rate', 'DD:95%'],
      ['DT:Tools reviewed', 'DD:500+'],
      ['DT:Rating', 'DD:4.9/5'],
    ]);
  });

  it('shows six testimonials', () => {
    render(<TestimonialsSection />);
    expect(screen.getAllByRole('blockquote')).toHaveLength(6);
  });
});
