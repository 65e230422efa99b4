import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyScreen } from './lazy-screen';

const deferred = () => {
  let resolve: () => void = () => undefined;
  const loaded = new Promise<void>((done) => (resolve = done));
  return { loaded, resolve };
};

describe('lazyScreen', () => {
  it('renders a preloaded screen at once, with no Suspense fallback in between', async () => {
    const Screen = lazyScreen('src/screen.ts', async () => ({ Page: () => <h1>Loaded page</h1> }), 'Page');
    await Screen.preload();
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('shows the fallback while a screen that was not preloaded loads, then the screen', async () => {
    const gate = deferred();
    const Screen = lazyScreen('src/screen.ts', async () => {
      await gate.loaded;
      return { Page: () => <h1>Late page</h1> };
    }, 'Page');
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('fallback')).toBeInTheDocument();
    gate.resolve();
    expect(await screen.findByRole('heading', { name: 'Late page' })).toBeInTheDocument();
  });
});
