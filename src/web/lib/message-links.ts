/** Text and the web addresses in it, in order, so a message can show its links as links. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

/** http(s) addresses up to the next space; a closing dot, comma, colon, bracket or quote ends the sentence, not the address. */
const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'"]/g;

/**
 * Splits a message into text and links (spec 02: the booking-created message's address is
 * clickable). Only http and https are links; the text itself is never interpreted as markup.
 */
export function splitMessageLinks(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    if (match.index > last) parts.push({ kind: 'text', text: body.slice(last, match.index) });
    parts.push({ kind: 'link', href: match[0] });
    last = match.index + match[0].length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}

/**
 * How a message's address is shown where the thread is (decision 203): `here` is the page the
 * thread is shown on (the booking-created message on /bookings/{id}), plain text, since a link
 * to the page one is reading goes nowhere; `in-app` opens in place (on /messages the same address
 * leads to the booking); `external` opens in a new tab.
 */
export function messageLinkKind(href: string, here: { origin: string; pathname: string }): 'here' | 'in-app' | 'external' {
  const url = new URL(href);
  if (url.origin !== here.origin) return 'external';
  const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trimmed(url.pathname) === trimmed(here.pathname) ? 'here' : 'in-app';
}
