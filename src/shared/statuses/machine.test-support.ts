import { expect, it } from 'vitest';
import { assertTransition, canTransition, type Machine } from './machine';

/** One allowed move, as the spec states it: the action, the status it starts from, where it leads. */
export type Move<A extends string, S extends string> = readonly [action: A, from: S, to: S];

/**
 * Checks a machine against the moves the spec allows: each move is allowed and leads where it says,
 * every other action from every other status is refused (assertTransition then throws the caller's
 * error), and the list names every action of the machine, so none goes unchecked.
 */
export function itAllowsExactly<A extends string, S extends string>(machine: Machine<A, S>, statuses: readonly S[], moves: readonly Move<A, S>[]): void {
  it.each(moves)('%s from %s leads to %s', (action, from, to) => {
    expect(canTransition(machine, action, from)).toBe(true);
    expect(assertTransition(machine, action, from, () => new Error('refused'))).toBe(to);
  });

  it('refuses every other action from every other status, with the caller’s error', () => {
    const allowed = new Set(moves.map(([action, from]) => `${action} from ${from}`));
    const refused: string[] = [];
    for (const action of Object.keys(machine) as A[]) {
      for (const status of statuses) {
        const pair = `${action} from ${status}`;
        if (allowed.has(pair)) continue;
        refused.push(pair);
        expect(canTransition(machine, action, status), pair).toBe(false);
        expect(() => assertTransition(machine, action, status, () => new Error(`refused: ${pair}`))).toThrow(`refused: ${pair}`);
      }
    }
    expect(refused.length + allowed.size).toBe(Object.keys(machine).length * statuses.length);
  });

  it('lists a move for every action of the machine', () => {
    expect(new Set(moves.map(([action]) => action))).toEqual(new Set(Object.keys(machine)));
  });
}
