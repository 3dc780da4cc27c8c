import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor give up after 3 s instead of 1 s: the whole suite shares two cores with the
// server tests and PostgreSQL, and a menu or drawer can take over a second to appear there.
configure({ asyncUtilTimeout: 3000 });

// Browser APIs that jsdom lacks and Mantine needs.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to document.fonts.
if (!('fonts' in document)) {
  const noop = () => undefined;
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: noop, removeEventListener: noop, ready: Promise.resolve() },
  });
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};

// Testing Library lets pending timers run under fake timers only when it sees a `jest` global;
// give it one that drives Vitest's clock so that user-event works with vi.useFakeTimers().
if (!('jest' in globalThis)) {
  Object.defineProperty(globalThis, 'jest', {
    configurable: true,
    value: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
  });
}

afterEach(() => {
  cleanup();
  // Toasts live in Mantine's global store: test files share their worker's modules (vitest.config.ts),
  // so a toast left by one file would show in the next file's first render.
  notifications.clean();
  notifications.cleanQueue();
  window.sessionStorage.clear();
  window.localStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});
