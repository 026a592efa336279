/** The worker thread that renders invoices' and credit notes' PDFs (decision 229): see renderInvoicePdfOffThread. */
import { serveOnThisThread } from '../../platform/worker-thread';
import { renderInvoicePdf } from './invoice-pdf';

serveOnThisThread(renderInvoicePdf);
