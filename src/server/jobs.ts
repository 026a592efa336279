import type { Config } from './config';
import type { Database } from './db/client';
import { exchangeRateFeedJob } from './modules/exchange-rates/exchange-rates.feed';
import { invoiceOverdueJob } from './modules/invoices/invoices.overdue';
import { requestUploadCleanupJob } from './modules/listing-requests/listing-requests.images';
import { unreadDigestJob } from './modules/messaging/message-digest';
import { offerExpiryJob } from './modules/offers/offers.expiry';
import { statementReadyJob } from './modules/payouts/statement-notices';
import { receiptPhotoCleanupJob } from './modules/receipts/receipt-photos.service';
import { uploadCleanupJob } from './modules/warehouses/warehouse-images.service';
import type { EventPublisher } from './platform/events';
import { mailWorkerJob } from './platform/mail';
import { type PeriodicJob, startPeriodicJob } from './platform/periodic-job';
import type { Storage } from './platform/storage';

type JobsLog = { debug(details: object, message: string): void; info(details: object, message: string): void; warn(details: object, message: string): void; error(details: object, message: string): void };

export type BackgroundJobsDeps = { db: Database; storage: Storage; events: EventPublisher; config: Config; log: JobsLog };

/**
 * Every background job of the app, in one place: each module says what its job does and how often;
 * this list says which run. All share one scheduler (platform/periodic-job.ts), and each claims its
 * rows itself, so several app processes may run them together. The mail worker runs only where
 * mail is sent (main.ts); tests drain the outbox themselves.
 */
function backgroundJobs(deps: BackgroundJobsDeps, options: { sendMail: boolean }): PeriodicJob[] {
  const { db, storage, events, config, log } = deps;
  return [
    uploadCleanupJob({ db, storage, log }),
    requestUploadCleanupJob({ db, storage, log }),
    receiptPhotoCleanupJob({ db, storage, log }),
    unreadDigestJob({ db, publicUrl: config.publicUrl, quietMinutes: config.messageDigestQuietMinutes, log }),
    offerExpiryJob({ db, events, log, publicUrl: config.publicUrl }),
    invoiceOverdueJob({ db, events, log, publicUrl: config.publicUrl }),
    statementReadyJob({ db, events, log, publicUrl: config.publicUrl }),
    // EXCHANGE_RATES_FEED_URL=off switches the feed off (a closed network, the tests).
    ...(config.exchangeRatesFeedUrl ? [exchangeRateFeedJob({ db, url: config.exchangeRatesFeedUrl, log })] : []),
    ...(options.sendMail ? [mailWorkerJob({ db, config, log })] : []),
  ];
}

/** Starts them all; stop() waits for runs in progress, so the database can close after it. */
export function startBackgroundJobs(deps: BackgroundJobsDeps, options: { sendMail: boolean }): { stop(): Promise<void> } {
  const running = backgroundJobs(deps, options).map(startPeriodicJob);
  return {
    async stop() {
      await Promise.all(running.map((job) => job.stop()));
    },
  };
}
