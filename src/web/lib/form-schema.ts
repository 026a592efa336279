import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { moneyInputError, parseMoneyInput } from '@shared/money';
import { parseSizeInput } from '@shared/sizes';

/**
 * Pieces of the forms' zod schemas: a form holds what was typed (text for prices and sizes), so
 * each text field is read first and then piped into the contract's own field schema, which gives
 * the server's checks and messages.
 */

/** A euro field read as cents (parseMoneyInput); a negative amount says so, anything else unreadable is `missing`. */
export function moneyText(missing: string) {
  return z.string().transform((text, context) => {
    const cents = parseMoneyInput(text);
    if (cents === null) {
      context.addIssue({ code: 'custom', message: moneyInputError(text, missing) ?? missing });
      return z.NEVER;
    }
    return cents;
  });
}

/**
 * A size field read as a number with at most two decimals (parseSizeInput); unreadable is
 * `message`. With `missing`, a blank field says that instead.
 */
export function sizeText(message: string, missing = message) {
  return z.string().transform((text, context) => {
    const value = parseSizeInput(text);
    if (value === null) {
      context.addIssue({ code: 'custom', message: text.trim() === '' ? missing : message });
      return z.NEVER;
    }
    return value;
  });
}

/**
 * A react-hook-form resolver from a form's schema, run on the values as typed. Each message lands
 * on its field; the submit handler gets the values as typed (raw), since the form makes the body
 * itself (its conversions are tested apart). The schema reads only the fields it checks, so it is
 * typed by the form's values rather than inferred.
 */
export function formResolver<Values extends FieldValues>(schema: z.ZodType): Resolver<Values> {
  return zodResolver(schema as z.ZodType<unknown, Values>, undefined, { raw: true });
}
