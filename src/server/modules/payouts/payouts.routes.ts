import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParams } from '@shared/contracts/common';
import {
  createPayoutRunBody,
  failPayoutLineBody,
  payoutLineParams,
  payoutPreview,
  payoutPreviewQuery,
  payoutRun,
  payoutRunsQuery,
  payoutRunsResponse,
} from '@shared/contracts/payout-runs';
import { actorOf } from '../../platform/activity-log';
import { sendPrivateDocument } from '../../platform/downloads';
import { ROW_CHANGE_ERRORS } from '../../platform/errors';
import { permissionGate } from '../../platform/viewer';
import { createPayoutRun, failPayoutLine, getPayoutRun, listPayoutRuns, markPayoutRunPaid, markPayoutRunSent, previewPayoutRun, readPayoutFile } from './payouts.service';

const readErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse } as const;

/** Payout runs (issue #39, decision 222): administrators only. */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/payouts',
    {
      preValidation: permissionGate('payouts:manage'),
      schema: { tags: ['payouts'], summary: 'The payout runs, newest first (administrator)', querystring: payoutRunsQuery, response: { 200: payoutRunsResponse, ...readErrors } },
    },
    async (request) => listPayoutRuns(app.ctx.db, request.viewer, request.query),
  );

  app.get(
    '/api/admin/payouts/preview',
    {
      preValidation: permissionGate('payouts:manage'),
      schema: {
        tags: ['payouts'],
        summary: 'Who a payout run with this cut-off date would pay (payable at least the minimum, with bank details), who lacks bank details, and what waits below the minimum (administrator)',
        querystring: payoutPreviewQuery,
        response: { 200: payoutPreview, ...readErrors },
      },
    },
    async (request) => previewPayoutRun(app.ctx.db, request.viewer, request.query.cutoffDate),
  );

  app.post(
    '/api/admin/payouts',
    {
      preValidation: permissionGate('payouts:manage'),
      schema: {
        tags: ['payouts'],
        summary: 'Create a payout run: the payables up to the cut-off are paid out in the ledger and the SEPA (pain.001) and CSV files written; 409 nothing_to_pay when no one is due (administrator)',
        body: createPayoutRunBody,
        response: { 201: payoutRun, ...ROW_CHANGE_ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(await createPayoutRun(app.ctx, actorOf(request), request.body)),
  );

  app.get(
    '/api/admin/payouts/:id',
    {
      preValidation: permissionGate('payouts:manage'),
      schema: { tags: ['payouts'], summary: 'A payout run with its lines (administrator)', params: idParams, response: { 200: payoutRun, ...readErrors } },
    },
    async (request) => getPayoutRun(app.ctx.db, request.viewer, request.params.id),
  );

  app.post(
    '/api/admin/payouts/:id/sent',
    {
      preValidation: permissionGate('payouts:manage'),
      schema: { tags: ['payouts'], summary: 'Mark a created run as sent to the bank; each owner is told (administrator)', params: idParams, response: { 200: payoutRun, ...ROW_CHANGE_ERRORS } },
    },
    async (request) => markPayoutRunSent(app.ctx, actorOf(request), request.params.id),
  );

  app.post(
    '/api/admin/payouts/:id/paid',
    {
      preValidation: permissionGate('payouts:manage'),
      schema: { tags: ['payouts'], summary: 'Mark a sent run as paid by the bank: its lines not returned are paid (administrator)', params: idParams, response: { 200: payoutRun, ...ROW_CHANGE_ERRORS } },
    },
    async (request) => markPayoutRunPaid(app.ctx, actorOf(request), request.params.id),
  );

  app.post(
    '/api/admin/payouts/:id/lines/:lineId/failure',
    {
      preValidation: permissionGate('payouts:manage'),
      schema: {
        tags: ['payouts'],
        summary: "The bank returned one payment of a sent run: its amount is payable to the owner again (administrator)",
        params: payoutLineParams,
        body: failPayoutLineBody,
        response: { 200: payoutRun, ...ROW_CHANGE_ERRORS },
      },
    },
    async (request) => failPayoutLine(app.ctx, actorOf(request), request.params.id, request.params.lineId, request.body.reason),
  );

  for (const kind of ['sepa', 'csv'] as const) {
    app.get(
      `/api/admin/payouts/:id/${kind}`,
      {
        preValidation: permissionGate('payouts:manage'),
        schema: {
          tags: ['payouts'],
          summary:
            kind === 'sepa'
              ? "The run's SEPA credit transfer file (ISO 20022 pain.001.001.03) as stored at creation; 409 no_sepa_file when no owner has a SEPA IBAN (administrator)"
              : "The run's payments as CSV for other rails, as stored at creation (administrator)",
          params: idParams,
          response: { 200: z.unknown().describe(kind === 'sepa' ? 'The XML (application/xml)' : 'The CSV (text/csv)'), ...ROW_CHANGE_ERRORS },
        },
      },
      async (request, reply) => {
        const file = await readPayoutFile(app.ctx, request.viewer, request.params.id, kind);
        return sendPrivateDocument(reply, { contentType: file.contentType, fileName: file.fileName, disposition: 'attachment', body: file.stream, size: file.size });
      },
    );
  }
};
