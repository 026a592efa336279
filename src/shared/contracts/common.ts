import { z } from 'zod';
import { REQUEST_MESSAGES } from '../errors';

export const errorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.array(z.string())).optional(),
  }),
});

export const idParams = z.object({ id: z.uuid({ message: REQUEST_MESSAGES.invalidId }) });

/**
 * True for text PostgreSQL can store and every client can read: no NUL byte (PostgreSQL refuses
 * 0x00 in text) and no lone UTF-16 surrogate (not Unicode; it cannot be encoded as UTF-8).
 */
export function isWellFormedText(text: string): boolean {
  // isWellFormed(): no lone surrogate (Node 20 and every browser the app supports have it).
  return !text.includes('\u0000') && text.isWellFormed();
}

type Visit = { value: unknown; key?: PropertyKey; parent?: Visit };

function pathOf(visit: Visit): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * Walks the input with a stack of its own and parent links (a path is built only for a report), so a
 * deeply nested body can neither overflow the call stack nor cost time squared in its depth.
 */
function reportMalformedText(input: unknown, ctx: z.RefinementCtx): void {
  const pending: Visit[] = [{ value: input }];
  const report = (path: PropertyKey[]) => ctx.addIssue({ code: 'custom', message: REQUEST_MESSAGES.invalidCharacters, path });
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (!isWellFormedText(value)) report(pathOf(visit));
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, key: index, parent: visit }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (!isWellFormedText(key)) report([...pathOf(visit), key]);
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
}

/**
 * The schema, preceded by a check that no text anywhere in the input (values or keys, at any depth)
 * has a NUL byte or a lone surrogate. The server wraps every route's params, query and body in it,
 * so no contract has to remember it and no such text ever reaches the database.
 */
export function wellFormedInput<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, ctx) => reportMalformedText(value, ctx))
    .pipe(schema);
}
