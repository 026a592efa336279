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
