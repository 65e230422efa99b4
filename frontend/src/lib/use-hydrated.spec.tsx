import { afterEach, describe, expect, it } from '@jest/globals';
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

/** Shows the hook's answer and records it at every render. */
const Probe = ({ seen }: { seen: boolean[] }) => {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'hydrated' : 'server html'}</p>;
};

describe('useHydrated', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  it('is false on the server', () => {
    const seen: boolean[] = [];
    expect(renderToString(<Probe seen={seen} />)).toBe('<p>server html</p>');
    expect(seen).toEqual([false]);
  });

  it("is false while the browser hydrates the server's HTML, then true, without a mismatch", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={[]} />);
    document.body.append(container);
    const serverParagraph = container.querySelector('p');
    const seen: boolean[] = [];
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(recoverable).toEqual([]);
    // The server's node was adopted, then updated.
    expect(container.querySelector('p')).toBe(serverParagraph);
    expect(container.textContent).toBe('hydrated');
  });

  it('is true from the first render of a tree the browser renders afresh (client-only pages, later screens)', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const seen: boolean[] = [];
    act(() => {
      root = createRoot(container);
      root.render(<Probe seen={seen} />);
    });
    expect(seen).toEqual(seen.map(() => true));
    expect(container.textContent).toBe('hydrated');
  });
});
