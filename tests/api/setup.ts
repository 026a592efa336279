import { format } from 'node:util';
import { afterEach, beforeEach, expect } from 'vitest';

// The AWS SDK warns once per process that its 2027 releases will need Node 22 (docs/operations.md says so);
// in tests it is noise.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

// Tests fail on console.error / console.warn: an error printed and ignored is a bug hidden.
const printed: string[] = [];
const original = { error: console.error, warn: console.warn };

beforeEach(() => {
  printed.length = 0;
  console.error = (...args: unknown[]) => {
    printed.push(format(...args));
    original.error(...args);
  };
  console.warn = (...args: unknown[]) => {
    printed.push(format(...args));
    original.warn(...args);
  };
});

afterEach(() => {
  console.error = original.error;
  console.warn = original.warn;
  expect(printed, 'console.error or console.warn was called').toEqual([]);
});
