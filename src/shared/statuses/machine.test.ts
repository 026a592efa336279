import { describe, expect, it } from 'vitest';
import { assertTransition, canTransition, type Machine } from './machine';

type Light = 'red' | 'green' | 'broken';
const LIGHT: Machine<'go' | 'stop', Light> = {
  go: { from: ['red'], to: 'green' },
  stop: { from: ['green', 'red'], to: 'red' },
};

describe('canTransition and assertTransition', () => {
  it('allow an action only from the statuses it lists', () => {
    expect(canTransition(LIGHT, 'go', 'red')).toBe(true);
    expect(canTransition(LIGHT, 'go', 'green')).toBe(false);
    expect(canTransition(LIGHT, 'go', 'broken')).toBe(false);
  });

  it('answers where the action leads, also when it leads back to the same status', () => {
    const refuse = () => new Error('refused');
    expect(assertTransition(LIGHT, 'go', 'red', refuse)).toBe('green');
    expect(assertTransition(LIGHT, 'stop', 'red', refuse)).toBe('red');
  });

  it("throws the caller's error, made only when refused", () => {
    class Conflict extends Error {}
    let made = 0;
    const refuse = () => {
      made += 1;
      return new Conflict('not from green');
    };
    assertTransition(LIGHT, 'go', 'red', refuse);
    expect(made).toBe(0);
    expect(() => assertTransition(LIGHT, 'go', 'green', refuse)).toThrow(Conflict);
    expect(made).toBe(1);
  });
});
