import { afterAll, afterEach, beforeAll } from 'vitest';

/** A window whose width crosses a breakpoint when the test says. */
class FakeMediaQueryList extends EventTarget {
  matches = false;
  constructor(readonly media: string) {
    super();
  }
  resize(wide: boolean) {
    this.matches = wide;
    this.dispatchEvent(new Event('change'));
  }
}

/**
 * Gives jsdom's window, which has no matchMedia, one for a DOM test file: the first query asked
 * makes a window narrower than it until a test resizes it, and each test starts with a new one.
 * Returns a reader of that window (undefined until something asks).
 */
export function fakeWindowWidth(): () => FakeMediaQueryList | undefined {
  let width: FakeMediaQueryList | undefined;
  beforeAll(() => {
    window.matchMedia = (query: string) => (width ??= new FakeMediaQueryList(query)) as unknown as MediaQueryList;
  });
  afterEach(() => {
    width = undefined;
  });
  afterAll(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });
  return () => width;
}
