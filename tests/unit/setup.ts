import { configure } from '@testing-library/dom';

// The unit stage shares the machine with the journeys and the API stages in npm test. A wait ends as
// soon as its condition holds, so a longer bound costs a passing test nothing; it only keeps a busy
// machine from failing one that would have passed a moment later (1 s was seen to be too short).
configure({ asyncUtilTimeout: 5_000 });

// What jsdom lacks and the components call, for the DOM tests (files with `@vitest-environment jsdom`):
// scrollIntoView (a failed submit scrolls to its first message; a fresh mock per test, so a test can
// check the call) and <dialog>'s modal methods (confirmations).
if (typeof window !== 'undefined') {
  const { beforeEach, vi } = await import('vitest');
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
