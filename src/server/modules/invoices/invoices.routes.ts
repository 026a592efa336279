import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, idParams } from '@shared/contracts/common';
import {
  bookingInvoicesResponse,
  invoiceDocument,
  invoiceIdParams,
  invoicesQuery,
  invoicesResponse,
  issueCreditNoteBody,
  issueInvoiceBody,
  receivablesQuery,
  receivablesResponse,
  recordPaymentBody,
} from '@shared/contracts/invoices';
import { actorOf } from '../../platform/activity-log';
import { pdfResponse, sendDocumentPdf } from '../../platform/downloads';
import { ROW_CHANGE_ERRORS, ROW_READ_ERRORS } from '../../platform/errors';
import { permissionGate } from '../../platform/viewer';
import { getInvoice, issueCreditNote, issueInvoice, listBookingInvoices, listInvoices, listReceivables, readInvoicePdf, recordPayment } from './invoices.service';


/** Invoices and credit notes (issue #38, decision 214): their buyer and administrators read them; never the warehouse's owner. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/invoices',
    {
      preValidation: permissionGate('account:use'),
      schema: {
        tags: ['invoices'],
        summary: "The signed-in trader's invoices and credit notes, newest first (an administrator's: everyone's)",
        querystring: invoicesQuery,
        response: { 200: invoicesResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => listInvoices(app.ctx.db, request.viewer, request.query),
  );

  app.get(
    '/api/admin/invoices',
    {
      preValidation: permissionGate('invoices:manage'),
      schema: {
        tags: ['invoices'],
        summary: 'The receivables: every invoice and credit note, newest first, filtered by status (or open), issue period and trader, with the sums over all that match (administrator)',
        querystring: receivablesQuery,
        response: { 200: receivablesResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => listReceivables(app.ctx.db, request.viewer, request.query),
  );

  app.get(
    '/api/bookings/:id/invoices',
    {
      preValidation: permissionGate('booking:view'),
      schema: {
        tags: ['invoices'],
        summary: "A booking's invoices and credit notes, newest first: for its trader and administrators (the warehouse's owner gets none; anyone else 404)",
        params: idParams,
        response: { 200: bookingInvoicesResponse, ...ROW_READ_ERRORS },
      },
    },
    async (request) => listBookingInvoices(app.ctx.db, request.viewer, request.params.id),
  );

  app.get(
    '/api/invoices/:id',
    {
      preValidation: permissionGate('account:use'),
      schema: {
        tags: ['invoices'],
        summary: 'One invoice or credit note as issued: seller, buyer, VAT, lines, totals, and what is paid, credited and open',
        params: invoiceIdParams,
        response: { 200: invoiceDocument, ...ROW_READ_ERRORS },
      },
    },
    async (request) => getInvoice(app.ctx.db, request.viewer, request.params.id),
  );

  app.post(
    '/api/bookings/:id/invoices',
    {
      preValidation: permissionGate('invoices:manage'),
      schema: {
        tags: ['invoices'],
        summary: 'Issue a further invoice on a booking with lines of its own (extra handling, storage beyond the end date): 201 with the invoice (administrator)',
        params: idParams,
        body: issueInvoiceBody,
        response: { 201: invoiceDocument, ...ROW_CHANGE_ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(await issueInvoice(app.ctx, actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/invoices/:id/payments',
    {
      preValidation: permissionGate('invoices:manage'),
      schema: {
        tags: ['invoices'],
        summary: 'Record a payment against an invoice: partial payments add up; more than is open is refused (409 amount_above_open). Answers the invoice (administrator)',
        params: invoiceIdParams,
        body: recordPaymentBody,
        response: { 201: invoiceDocument, ...ROW_CHANGE_ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(await recordPayment(app.ctx, actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/invoices/:id/credit-notes',
    {
      preValidation: permissionGate('invoices:manage'),
      schema: {
        tags: ['invoices'],
        summary: 'Issue a credit note against an invoice, whole (netCents null) or in part (netCents before VAT, at the invoice rate): 201 with the credit note (administrator)',
        params: invoiceIdParams,
        body: issueCreditNoteBody,
        response: { 201: invoiceDocument, ...ROW_CHANGE_ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(await issueCreditNote(app.ctx, actorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/invoices/:id/pdf',
    {
      preValidation: permissionGate('account:use'),
      schema: {
        tags: ['invoices'],
        summary: 'The PDF of an invoice or credit note, byte for byte as stored at issue (application/pdf); its SHA-256 recorded at issue is in the x-content-sha256 header',
        params: invoiceIdParams,
        response: { 200: pdfResponse, ...ROW_READ_ERRORS },
      },
    },
    async (request, reply) => {
      const pdf = await readInvoicePdf(app.ctx, request.viewer, request.params.id);
      return sendDocumentPdf(reply.header('x-content-sha256', pdf.sha256), { number: pdf.number, body: pdf.stream, size: pdf.size });
    },
  );
};
