/** Zod-free (decision 247): the owner's warehouse list uses it, and that page has no form schema. */

/** The copy made by "Duplicate": the original name plus " (Copy)", within the form's 200 characters. */
export function duplicateWarehouseName(name: string): string {
  const suffix = ' (Copy)';
  return `${name.slice(0, Math.max(0, 200 - suffix.length)).trimEnd()}${suffix}`;
}
