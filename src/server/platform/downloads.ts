import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** A PDF answer in the OpenAPI document: its body is a Buffer or stream Fastify sends as it is, never serialized. */
export const pdfResponse = z.unknown().describe('The PDF (application/pdf)');
/** A CSV answer in the OpenAPI document. */
export const csvResponse = z.string().describe('The CSV (text/csv)');

type PrivateDocument = {
  contentType: string;
  fileName: string;
  /** `inline` opens in the browser (a PDF in a tab); `attachment` is saved as the file. */
  disposition: 'inline' | 'attachment';
  body: Buffer | string | Readable;
  /** A stream's length in bytes; Fastify counts a Buffer's or a string's itself. */
  size?: number;
};

/**
 * Answers a document only its asker may read (an invoice, a receipt, a statement, a payout file):
 * financial documents, so no shared computer's or proxy's cache keeps them.
 */
export function sendPrivateDocument(reply: FastifyReply, document: PrivateDocument) {
  reply
    .header('content-type', document.contentType)
    .header('content-disposition', `${document.disposition}; filename="${document.fileName}"`)
    .header('cache-control', 'private, no-store');
  if (document.size !== undefined) reply.header('content-length', document.size);
  return reply.send(document.body);
}

/** Answers an issued document's PDF (an invoice, a credit note, a warehouse receipt): opened in a tab, saved under its number. */
export function sendDocumentPdf(reply: FastifyReply, pdf: { number: string; body: Buffer | Readable; size?: number }) {
  return sendPrivateDocument(reply, { contentType: 'application/pdf', fileName: `${pdf.number}.pdf`, disposition: 'inline', body: pdf.body, size: pdf.size });
}
