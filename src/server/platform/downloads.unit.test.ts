import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendPrivateDocument } from './downloads';

describe('sendPrivateDocument', () => {
  it('answers a document with its type, its file name and no cache, a stream with its length', async () => {
    const app = Fastify();
    app.get('/pdf', (_request, reply) =>
      sendPrivateDocument(reply, { contentType: 'application/pdf', fileName: 'INV-2026-000001.pdf', disposition: 'inline', body: Readable.from([Buffer.from('%PDF-1.7')]), size: 8 }),
    );
    app.get('/csv', (_request, reply) => sendPrivateDocument(reply, { contentType: 'text/csv; charset=utf-8', fileName: 'payouts.csv', disposition: 'attachment', body: 'a;b\n' }));

    const pdf = await app.inject({ method: 'GET', url: '/pdf' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('inline; filename="INV-2026-000001.pdf"');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.headers['content-length']).toBe('8');
    expect(pdf.body).toBe('%PDF-1.7');

    const csv = await app.inject({ method: 'GET', url: '/csv' });
    expect(csv.headers['content-disposition']).toBe('attachment; filename="payouts.csv"');
    expect(csv.headers['cache-control']).toBe('private, no-store');
    expect(csv.body).toBe('a;b\n');
    await app.close();
  });
});
