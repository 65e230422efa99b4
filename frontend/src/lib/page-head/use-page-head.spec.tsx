import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { PageHead } from './page-head';
import { PageHeadProvider, usePageHead, whenScreenHeadApplied } from './use-page-head';

const head: PageHead = { title: 'All AI Tools | AI Navigator', description: 'Every tool', path: '/tools' };

const Screen = ({ declared }: { declared: PageHead | null }) => {
  usePageHead(declared);
  return <h1>Tools</h1>;
};

describe('usePageHead', () => {
  it('hands the head to the server during render, where no effect runs', () => {
    const collected: PageHead[] = [];
    renderToString(
      <PageHeadProvider sink={{ siteUrl: 'https://ai-navigator.example', collect: (declared) => collected.push(declared) }}>
        <Screen declared={head} />
      </PageHeadProvider>,
    );
    expect(collected).toEqual([head]);
  });

  it('applies the head in the browser and puts the site defaults back when the screen leaves', () => {
    const { unmount } = render(
      <PageHeadProvider sink={{ siteUrl: 'https://ai-navigator.example' }}>
        <Screen declared={head} />
      </PageHeadProvider>,
    );
    expect(document.title).toBe('All AI Tools | AI Navigator');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://ai-navigator.example/tools');
    unmount();
    expect(document.title).toBe('AI Navigator');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://ai-navigator.example/');
  });

  it('lets a page view wait for the next screen head, and answers at once while one is in place', () => {
    const heard: string[] = [];
    const { rerender, unmount } = render(<Screen declared={null} />);
    whenScreenHeadApplied(() => heard.push(document.title));
    expect(heard).toEqual([]);
    rerender(<Screen declared={head} />);
    expect(heard).toEqual(['All AI Tools | AI Navigator']);
    whenScreenHeadApplied(() => heard.push('at once'));
    expect(heard).toEqual(['All AI Tools | AI Navigator', 'at once']);
    unmount();
    const stop = whenScreenHeadApplied(() => heard.push('stopped'));
    stop();
    render(<Screen declared={head} />);
    expect(heard).toEqual(['All AI Tools | AI Navigator', 'at once']);
  });

  it('touches nothing while the head is not known yet', () => {
    document.title = 'Before';
    render(<Screen declared={null} />);
    expect(document.title).toBe('Before');
  });
});
