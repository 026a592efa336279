import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, idParams } from '@shared/contracts/common';
import { bookingReceiptsResponse, receiptIdParams, receiptTokenParams, receiptVerification, recordReceiptBody, warehouseReceipt } from '@shared/contracts/receipts';
import { actorOf } from '../../platform/activity-log';
import { pdfResponse, sendDocumentPdf } from '../../platform/downloads';
import { ROW_CHANGE_ERRORS, ROW_READ_ERRORS } from '../../platform/errors';
import { permissionGate } from '../../platform/viewer';
import { correctReceipt, getReceiptVerification, listBookingReceipts, readReceiptPdf, recordGoodsReceived } from './receipts.service';

/** Goods received and warehouse receipts (issue #38, decision 212). */
export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bookings/:id/receipts',
    {
      preValidation: permissionGate('booking:view'),
      schema: {
        tags: ['receipts'],
        summary: "A booking's warehouse receipts, newest first, for its trader, the warehouse's owner or an administrator (404 for anyone else)",
        params: idParams,
        response: { 200: bookingReceiptsResponse, ...ROW_READ_ERRORS },
      },
    },
    async (request) => listBookingReceipts(app.ctx.db, request.viewer, request.params.id),
  );

  app.post(
    '/api/bookings/:id/receipts',
    {
      preValidation: permissionGate('warehouse:manage'),
      schema: {
        tags: ['receipts'],
        summary: "Record goods received into a booked space of an active booking: 201 with the new warehouse receipt (the warehouse's owner or an administrator)",
        params: idParams,
        body: recordReceiptBody,
        response: { 201: warehouseReceipt, ...ROW_CHANGE_ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(await recordGoodsReceived(app.ctx, actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/receipts/:id/correction',
    {
      preValidation: permissionGate('warehouse:manage'),
      schema: {
        tags: ['receipts'],
        summary: 'Correct a valid receipt: 201 with the new receipt that supersedes it (the warehouse\'s owner or an administrator)',
        params: receiptIdParams,
        body: recordReceiptBody,
        response: { 201: warehouseReceipt, ...ROW_CHANGE_ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(await correctReceipt(app.ctx, actorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/receipts/:id/pdf',
    {
      preValidation: permissionGate('booking:view'),
      schema: {
        tags: ['receipts'],
        summary: "A warehouse receipt as an A4 PDF with a QR code of its verification page (application/pdf), for everyone on its booking (404 for anyone else)",
        params: receiptIdParams,
        response: { 200: pdfResponse, ...ROW_READ_ERRORS },
      },
    },
    async (request, reply) => {
      const { pdf, number } = await readReceiptPdf(app.ctx, request.viewer, request.params.id);
      return sendDocumentPdf(reply, { number, body: pdf });
    },
  );

  app.get(
    '/api/receipts/verify/:token',
    {
      schema: {
        tags: ['receipts'],
        summary: "A warehouse receipt's public verification, for anyone with its link: number, status, goods, quantity in store, warehouse and depositor's company — no prices or contact details",
        params: receiptTokenParams,
        response: { 200: receiptVerification, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => getReceiptVerification(app.ctx.db, request.params.token),
  );
};
