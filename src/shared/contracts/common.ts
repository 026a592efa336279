import { z } from 'zod';
import { isIsoDate } from '../dates';
import { HTTP_MESSAGES } from '../errors';

export const errorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.array(z.string())).optional(),
  }),
});

/**
 * The options of an object's cross-field check: it runs only when every field it reads has passed its
 * own checks, and never when the input is not an object at all. So a check never computes with a date
 * that is not a date (a thrown RangeError would answer 500), and a malformed field gets its own message
 * alone. Every cross-field check of a contract takes it: `.superRefine(checkRange, whenValid('from', 'to'))`.
 */
export function whenValid(...fields: string[]): { when: (payload: z.core.ParsePayload) => boolean } {
  return {
    when: (payload) =>
      payload.issues.every((issue) => issue.path !== undefined && issue.path.length > 0 && !fields.includes(String(issue.path[0]))),
  };
}

/** An id a path or a query names: a UUID, else the one "invalid id" message (a malformed id never reaches the database). */
export const uuidParam = z.uuid({ message: HTTP_MESSAGES.invalidId });

export const idParams = z.object({ id: uuidParam });

/** A numbered document (invoice, credit note, receipt, booking) as another one names it: its id to link to, its number to show. */
export const documentReference = z.object({ id: z.string(), number: z.string() });

/** A warehouse as an inquiry, offer, booking or the owner's dashboard names it: which one, and where it is. */
export const listedWarehouse = z.object({ id: z.string(), name: z.string(), city: z.string(), country: z.string() });

/** A person as a list shows them (the trader of an inquiry, the customer of an offer); the email only where the viewer may see it. */
export const listedPerson = z.object({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string().nullable() });

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
  const report = (path: PropertyKey[]) => ctx.addIssue({ code: 'custom', message: HTTP_MESSAGES.invalidCharacters, path });
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

/** A field's path ("spaces.0.sizeM2", or "spaces" for the list itself) and its message. */
export type FieldError = { path: string; message: string };

/**
 * What `schema` refuses in `value`: the first message of each field, in the order the schema checks
 * them. A form schema lists its fields in screen order, so the first entry is the field to focus;
 * the server keys the same list by the body's paths.
 */
export function fieldErrorsOf(schema: z.ZodType, value: unknown): FieldError[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    errors.push({ path, message: issue.message });
  }
  return errors;
}

/**
 * A text a form requires, trimmed, at most `max` characters: `message` when it is missing, not a text
 * or blank, the one message the form shows for all three. (The warehouse forms' requiredText leaves
 * a missing field to their own isMissing check instead.)
 */
export function filledText(message: string, max: number) {
  return z.string({ message }).trim().min(1, message).max(max);
}

/**
 * A positive quantity with at most two decimals, up to `max` (m², a quantity of goods, a weight), as
 * a form's number field gives it: one message for whatever is wrong with it, missing included.
 */
export function twoDecimalQuantity(max: number, message: string) {
  return z.number({ message }).gt(0, message).max(max, message).multipleOf(0.01, message);
}

/** A percentage from 0 to 100 with at most two decimals (a platform fee, a commission). */
export function percentageInput(rangeMessage: string, decimalsMessage: string) {
  return z.number({ message: rangeMessage }).min(0, rangeMessage).max(100, rangeMessage).multipleOf(0.01, decimalsMessage);
}

/**
 * A calendar date as the API takes it, 'YYYY-MM-DD', from the year 1: PostgreSQL has no year 0, so
 * "0000-01-01" is refused here with the field's message instead of failing in the database.
 */
export function calendarDate(message: string) {
  return z.string({ message }).refine((value) => isIsoDate(value) && value >= '0001-01-01', { message });
}
