import type { I18n } from '@lingui/core';
import { directionOf, isLocale, type Locale, SOURCE_LOCALE } from '@shared/locales';
import type { OutgoingEmail } from './mail';
import { inLanguage } from './texts';

/**
 * The one layout of every email: a plain-text part (read by text-only clients and spam filters) and
 * an HTML part with inline styles only (mail clients drop <style> and external CSS). Every value
 * inserted into the HTML is escaped; modules describe an email, this renders it.
 */

export const EMAIL_BRAND = '24WM';
const COLORS = { brand: '#1d4ed8', text: '#1f2937', muted: '#6b7280', border: '#e5e7eb', background: '#f3f4f6' };

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** 86_400_000 -> "24 hours", 3_600_000 -> "1 hour", 604_800_000 -> "7 days", in the email's language. */
export function formatDuration(i18n: I18n, ms: number): string {
  const hours = Math.round(ms / (60 * 60 * 1000));
  if (hours >= 48 && hours % 24 === 0) return i18n._('{days, plural, one {# day} other {# days}}', { days: hours / 24 });
  if (hours >= 1) return i18n._('{hours, plural, one {# hour} other {# hours}}', { hours });
  const minutes = Math.max(1, Math.round(ms / 60_000));
  return i18n._('{minutes, plural, one {# minute} other {# minutes}}', { minutes });
}

/** The first line of an email to a person: "Hello Carl," or, without a first name, "Hello,". */
export function greeting(i18n: I18n, firstName: string | null): string {
  return firstName ? i18n._('Hello {firstName},', { firstName }) : i18n._('Hello,');
}

type EmailParagraph = { text: string; muted?: boolean };
export type EmailAction = { label: string; link: string };

export type EmailContent = {
  /** What the email is about ("verify_email", "offer_sent"...), for the activity log. */
  kind: string;
  to: string;
  subject: string;
  heading: string;
  paragraphs: readonly EmailParagraph[];
  /** Label and value rows (period, total...), shown after the paragraphs. */
  details?: readonly (readonly [label: string, value: string])[];
  /** Buttons, each followed by its link written out for clients that do not show buttons. */
  actions: readonly EmailAction[];
  /** Small print after the actions. */
  notes?: readonly string[];
};

/**
 * Writes an email in `locale`: `write` is given the language's messages and runs with its formats
 * (inLanguage), and its content is laid out here.
 */
export function renderEmail(locale: Locale, write: (i18n: I18n) => EmailContent): OutgoingEmail {
  return inLanguage(locale, (i18n) => layOut(write(i18n), i18n));
}

function layOut(email: EmailContent, i18n: I18n): OutgoingEmail {
  const tagline = i18n._("Europe's Trusted Cargo Agent");
  const locale = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
  const details = email.details ?? [];
  const notes = email.notes ?? [];
  const text = [
    email.heading,
    '',
    ...email.paragraphs.flatMap((paragraph) => [paragraph.text, '']),
    ...(details.length > 0 ? [...details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...email.actions.flatMap((action) => [`${action.label}: ${action.link}`, '']),
    ...(notes.length > 0 ? [...notes, ''] : []),
    `${EMAIL_BRAND} - ${tagline}`,
  ].join('\n');

  const paragraphs = email.paragraphs.map(
    (paragraph) =>
      `<p style="margin:0 0 16px 0;font-size:${paragraph.muted ? 13 : 15}px;line-height:22px;color:${paragraph.muted ? COLORS.muted : COLORS.text};white-space:pre-line;">${escapeHtml(paragraph.text)}</p>`,
  );
  const detailRows = details.map(
    ([label, value]) =>
      `<tr><td style="padding:2px 16px 2px 0;color:${COLORS.muted};">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`,
  );
  const detailTable =
    detailRows.length > 0
      ? [`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 24px 0;font-size:15px;line-height:22px;">`, ...detailRows, '</table>']
      : [];
  const actions = email.actions.map((action) => {
    const link = escapeHtml(action.link);
    return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 8px 0;"><tr><td style="border-radius:6px;background:${COLORS.brand};">
<a href="${link}" style="display:inline-block;padding:12px 24px;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(action.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px 0;font-size:13px;line-height:20px;color:${COLORS.muted};word-break:break-all;">${escapeHtml(i18n._('If the button does not work, copy this link into your browser:'))} <a href="${link}" style="color:${COLORS.brand};">${link}</a></p>`;
  });
  const noteLines = notes.map(
    (note) => `<p style="margin:0 0 8px 0;font-size:13px;line-height:20px;color:${COLORS.muted};">${escapeHtml(note)}</p>`,
  );

  const html = `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(email.subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.background};font-family:Arial,Helvetica,sans-serif;color:${COLORS.text};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.background};padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border:1px solid ${COLORS.border};border-radius:8px;">
<tr><td style="padding:20px 32px;border-bottom:1px solid ${COLORS.border};font-size:22px;font-weight:bold;color:${COLORS.brand};">${EMAIL_BRAND}</td></tr>
<tr><td style="padding:28px 32px 16px 32px;">
<h1 style="margin:0 0 16px 0;font-size:20px;line-height:28px;color:${COLORS.text};">${escapeHtml(email.heading)}</h1>
${[...paragraphs, ...detailTable, ...actions, ...noteLines].join('\n')}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid ${COLORS.border};font-size:12px;color:${COLORS.muted};">${EMAIL_BRAND} &middot; ${escapeHtml(tagline)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { kind: email.kind, to: email.to, subject: email.subject, text, html };
}
