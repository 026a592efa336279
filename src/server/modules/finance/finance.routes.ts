import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/contracts/common';
import { FINANCE_SECTIONS, financeCsvPath, financeOverview } from '@shared/contracts/finance';
import { csvResponse, sendPrivateDocument } from '../../platform/downloads';
import { permissionGate } from '../../platform/viewer';
import { getFinanceCsv, getFinanceOverview } from './finance.service';

const errors = { 401: errorResponse, 403: errorResponse } as const;

const SECTION_SUMMARIES = {
  receivables: 'every invoice with money open, its due date, days past due and aging bucket, then each bucket’s total',
  vat: 'VAT per month of issue and rate: net, charged, credited and owed',
  payables: 'each owner’s payable and the amount awaiting the trader’s payment',
  revenue: 'the platform’s fee and the owners’ commission per month, the last 12 months',
} as const;

/** The finance overview (issue #39, decision 223): administrators only. */
export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/finance',
    {
      preValidation: permissionGate('finance:view'),
      schema: {
        tags: ['finance'],
        summary: 'The finance overview, read from the ledger: receivables with aging, VAT per rate and month, payables to owners, platform revenue per month (administrator)',
        response: { 200: financeOverview, ...errors },
      },
    },
    async (request) => getFinanceOverview(app.ctx.db, request.viewer),
  );

  for (const section of FINANCE_SECTIONS) {
    app.get(
      financeCsvPath(section),
      {
        preValidation: permissionGate('finance:view'),
        schema: {
          tags: ['finance'],
          summary: `The finance overview's ${section} as CSV (text/csv, RFC 4180), the same figures as its JSON: ${SECTION_SUMMARIES[section]} (administrator)`,
          response: { 200: csvResponse, ...errors },
        },
      },
      async (request, reply) => {
        const file = await getFinanceCsv(app.ctx.db, request.viewer, section);
        return sendPrivateDocument(reply, { contentType: 'text/csv; charset=utf-8', fileName: file.fileName, disposition: 'attachment', body: file.body });
      },
    );
  }
};
