import { extractText } from 'unpdf';

/**
 * Text as a reader sees it: every run of white space as one space (a line wrapped inside a table
 * cell; the narrow no-break space French writes in "748,02 €").
 */
export const asRead = (text: string) => text.replace(/\s+/g, ' ');

/** The text a search index gets from a PDF, all pages in one string, white space as printed. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  // pdf.js takes over the array it is given, so it gets a copy.
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text;
}

/** The text a reader gets from a PDF, all pages in one string, as read. */
export async function pdfTextAsRead(pdf: Uint8Array): Promise<string> {
  return asRead(await pdfText(pdf));
}
