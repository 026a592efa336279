import { format } from 'node:util';
import { afterEach, beforeEach, expect } from 'vitest';

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
