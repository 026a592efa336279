import path from 'node:path';
import { z } from 'zod';

/** Every environment variable the server reads, parsed once at boot. `.env.example` documents each one. */
const booleanFlag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/** The ECB's euro reference rates of the latest working day (about 30 currencies), updated around 16:00 CET. */
const ECB_DAILY_RATES_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(10),
    PUBLIC_URL: z.string().url().optional(),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('24WM Cargo Agent <no-reply@24wm.example>'),
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    SEED_DEMO: booleanFlag.optional(),
    MAP_STYLE_URL: z.string().optional(),
    /** Comma-separated origins a MAP_STYLE_URL's tiles, glyphs or sprites come from, for the CSP. */
    MAP_HOSTS: z
      .string()
      .transform((value) => value.split(',').map((host) => host.trim()).filter(Boolean))
      .pipe(z.array(z.string().url()))
      .default([]),
    GEOCODER: z.enum(['offline', 'nominatim']).default('offline'),
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.optional(),
    S3_PUBLIC_URL: z.string().url().optional(),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanFlag.default(false),
    MESSAGE_DIGEST_QUIET_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    EXCHANGE_RATES_FEED_URL: z.union([z.literal('off'), z.url({ protocol: /^https?$/ })]).default(ECB_DAILY_RATES_URL),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  // Without both keys the AWS SDK looks for credentials itself (AWS_* variables, an instance role).
  .refine((env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    path: ['S3_SECRET_ACCESS_KEY'],
  });

/** The name of every variable read above, for the test that keeps the README and `.env.example` complete. */
export const CONFIG_VARIABLES = Object.keys(configSchema.shape);

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections each app process may hold on a PostgreSQL server, the LISTEN connection included. */
  databasePoolSize: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  mapStyleUrl: string | undefined;
  /** Other origins the map style loads from (tiles, glyphs, sprites); allowed by the CSP. */
  mapHosts: string[];
  geocoder: 'offline' | 'nominatim';
  s3: S3Config | undefined;
  sessionTtlDays: number;
  logLevel: string;
  trustProxy: boolean;
  /** Minutes a conversation must be quiet before its unread messages are emailed as one digest. */
  messageDigestQuietMinutes: number;
  /** Where the exchange-rate job reads the ECB's euro reference rates (decision 226); null: the feed is off. */
  exchangeRatesFeedUrl: string | null;
};

export type S3Config = {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Where browsers load files straight from the bucket (a CDN or a public bucket); unset: through the app. */
  publicUrl: string | undefined;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : undefined,
    // Demo content is on by default only for the embedded database: a real server is usually production.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    mapStyleUrl: e.MAP_STYLE_URL,
    mapHosts: e.MAP_HOSTS,
    geocoder: e.GEOCODER,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          // S3-compatible servers (MinIO, Ceph, s3rver) mostly want path-style URLs; AWS itself wants virtual hosts.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, ''),
        }
      : undefined,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    messageDigestQuietMinutes: e.MESSAGE_DIGEST_QUIET_MINUTES,
    exchangeRatesFeedUrl: e.EXCHANGE_RATES_FEED_URL === 'off' ? null : e.EXCHANGE_RATES_FEED_URL,
  };
}
