/** Short forms of record ids for display (spec 02 section 9: short ids show the first 8 characters). */

const SHORT_ID_LENGTH = 8;

/** The first 8 characters of an id: "3f2a9c1e-7b4d-..." -> "3f2a9c1e". Shorter ids come back whole. */
export function shortId(id: string): string {
  return id.slice(0, SHORT_ID_LENGTH);
}

/** An inquiry's display number: "#" followed by its short id, e.g. "#3f2a9c1e". */
export function formatInquiryNumber(id: string): string {
  return `#${shortId(id)}`;
}

/**
 * The start of an id that a typed search names as a number: after a "#" (any length), or a whole
 * short id without one. A name made of the letters a-f ("Ed", "Ada") is not a number.
 */
export function searchedIdPrefix(search: string): string | null {
  const match = /^#([0-9a-f-]+)$/i.exec(search) ?? new RegExp(`^([0-9a-f-]{${SHORT_ID_LENGTH},})$`, 'i').exec(search);
  return match?.[1]?.toLowerCase() ?? null;
}
