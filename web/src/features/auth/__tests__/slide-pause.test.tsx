// WCAG 2.2.2 (Pause, Stop, Hide): the login slides advance by themselves, so the carousel offers a pause. Paused,
// it stays on its slide and announces the slides the user picks; Play starts the advance again.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import '#src/i18n/index.ts';
import { SLIDE_INTERVAL_MS, SlideCarousel } from '../slide-carousel.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('pauses and plays the advance of the slides', () => {
  vi.useFakeTimers();
  render(<SlideCarousel count={3} />);
  const src = () => screen.getByRole('img').getAttribute('src');
  const live = () => screen.getByRole('img').closest('[aria-live]')?.getAttribute('aria-live');
  act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
  expect(src()).toBe('/api/auth/loginPageSlide/2');
  expect(live()).toBe('off');

  fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
  act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
  expect(src()).toBe('/api/auth/loginPageSlide/2');
  expect(live()).toBe('polite');
  fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
  expect(src()).toBe('/api/auth/loginPageSlide/3');
  act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
  expect(src()).toBe('/api/auth/loginPageSlide/3');

  fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
  expect(live()).toBe('off');
  act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
  expect(src()).toBe('/api/auth/loginPageSlide/1');
  expect(screen.getByRole('button', { name: 'Pause slides' })).toBeTruthy();
});

it('offers no pause for a single slide, which does not move', () => {
  render(<SlideCarousel count={1} />);
  expect(screen.queryByRole('button', { name: 'Pause slides' })).toBeNull();
});
