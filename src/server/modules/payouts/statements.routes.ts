import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/contracts/common';
import { ownerStatement, ownerStatementsResponse, statementMonthParams, statementsQuery } from '@shared/contracts/payouts';
import { csvResponse, pdfResponse, sendPrivateDocument } from '../../platform/downloads';
import { permissionGate } from '../../platform/viewer';
import { getOwnerStatement, getOwnerStatementCsv, getOwnerStatementPdf, listOwnerStatements } from './statements.service';

/** 400 a bad month or owner id (or an administrator who names no owner), 401, 403 a trader or another owner's, 404 an unknown owner or a month to come. */
const readErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse } as const;
const WHO = 'A warehouse owner reads their own; an administrator names the owner with ownerId.';

/** The month's statement as a file to save: the same route for each format, only what it is and how it is read differ. */
const STATEMENT_FILES = {
  pdf: { summary: "The month's statement as an A4 PDF (application/pdf)", response: pdfResponse, contentType: 'application/pdf', read: getOwnerStatementPdf },
  csv: { summary: "The month's statement as CSV (text/csv, RFC 4180)", response: csvResponse, contentType: 'text/csv; charset=utf-8', read: getOwnerStatementCsv },
} as const;

/** Owners' monthly statements (issue #39, decision 220): the months, a month's statement, and its PDF and CSV. */
export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payouts/statements',
    {
      preValidation: permissionGate('owner-statement:view'),
      schema: {
        tags: ['payouts'],
        summary: `An owner's statement months with activity, newest first, each with its totals and balances, and what is payable and awaiting the traders' payment now. ${WHO}`,
        querystring: statementsQuery,
        response: { 200: ownerStatementsResponse, ...readErrors },
      },
    },
    async (request) => listOwnerStatements(app.ctx.db, request.viewer, request.query),
  );

  app.get(
    '/api/payouts/statements/:month',
    {
      preValidation: permissionGate('owner-statement:view'),
      schema: {
        tags: ['payouts'],
        summary: `An owner's statement for a month (YYYY-MM, UTC): the invoices settled and the payouts recorded in it, opening and closing balances, totals. ${WHO}`,
        params: statementMonthParams,
        querystring: statementsQuery,
        response: { 200: ownerStatement, ...readErrors },
      },
    },
    async (request) => getOwnerStatement(app.ctx.db, request.viewer, request.params.month, request.query),
  );

  for (const format of ['pdf', 'csv'] as const) {
    const file = STATEMENT_FILES[format];
    app.get(
      `/api/payouts/statements/:month/${format}`,
      {
        preValidation: permissionGate('owner-statement:view'),
        schema: {
          tags: ['payouts'],
          summary: `${file.summary}, the same figures as its JSON. ${WHO}`,
          params: statementMonthParams,
          querystring: statementsQuery,
          response: { 200: file.response, ...readErrors },
        },
      },
      async (request, reply) => {
        const { fileName, body } = await file.read(app.ctx.db, request.viewer, request.params.month, request.query);
        return sendPrivateDocument(reply, { contentType: file.contentType, fileName, disposition: 'attachment', body });
      },
    );
  }
};
