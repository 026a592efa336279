/** Options of the scripts and benchmarks, given as `--name value`. */

/** The value after `--name`, if the option is given. */
export function optionValue(argv: readonly string[], name: string): string | undefined {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : undefined;
}

/** `--name N`: a positive number (a whole one with `integer`, or 0 too with `orZero`), or `fallback` when the option is left out. */
export function positiveNumberOption(argv: readonly string[], name: string, fallback: number, { integer = false, orZero = false } = {}): number {
  const index = argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  // Given without a value, the option is refused like any other that is not a number.
  const value = Number(argv[index + 1]);
  const isValid = (integer ? Number.isInteger(value) : Number.isFinite(value)) && (value > 0 || (orZero && value === 0));
  if (!isValid) throw new Error(`--${name} needs a positive ${integer ? 'whole ' : ''}number${orZero ? ' or 0' : ''}`);
  return value;
}
