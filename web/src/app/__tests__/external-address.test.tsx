// Spec 1 section 2: an /external... address inside the app sends the browser to the same path on the server
// (/api), instead of the not-found page; /externalsearch stays the app's and other unknown paths are not found.
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import '#src/i18n/index.ts';
import { NotFound } from '../not-found.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (path: string) => {
  const replace = vi.fn();
  vi.stubGlobal('location', { ...location, replace });
  render(
    <RouterProvider router={createMemoryRouter([{ path: '*', Component: NotFound }], { initialEntries: [path] })} />,
  );
  return replace;
};

it('sends /external... to the server, and shows the not-found page for any other unknown path', () => {
  const replace = open('/externalLink/abc?x=1');
  expect(replace).toHaveBeenCalledWith('/api/externalLink/abc?x=1');
  expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  cleanup();
  const stay = open('/noSuchPage');
  expect(stay).not.toHaveBeenCalled();
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
});
