import { describe, expect, it } from 'vitest';
import { formatDate } from '@shared/dates';
import { VAT_VERIFICATION_TEXTS } from '@shared/errors';
import { vatNumberHint } from './vat-number-hint';

const VERIFIED_AT = '2026-11-29T10:00:00.000Z';
const date = formatDate(VERIFIED_AT);

describe('vatNumberHint', () => {
  it('says nothing without a number', () => {
    expect(vatNumberHint({ vatNumber: null, vatNumberVerifiedAt: null }, '')).toBeUndefined();
    expect(vatNumberHint({ vatNumber: 'DE123456789', vatNumberVerifiedAt: VERIFIED_AT }, '  ')).toBeUndefined();
  });

  it('says a number is not verified yet until an administrator verifies it', () => {
    expect(vatNumberHint({ vatNumber: 'DE123456789', vatNumberVerifiedAt: null }, 'DE123456789')).toBe(
      'Not verified yet. Until the agent verifies it, invoices include VAT.',
    );
  });

  it('says when a verified number was verified, and what it means where the business is', () => {
    expect(vatNumberHint({ vatNumber: 'DE123456789', vatNumberVerifiedAt: VERIFIED_AT }, 'DE123456789')).toBe(
      `Verified by the agent on ${date}. EU business customers pay no VAT (reverse charge).`,
    );
    expect(vatNumberHint({ vatNumber: 'EE123456789', vatNumberVerifiedAt: VERIFIED_AT }, 'EE123456789')).toBe(
      VAT_VERIFICATION_TEXTS.profileVerifiedInEstonia(date),
    );
    // A Kenyan PIN, and Northern Ireland (the UK for services).
    for (const number of ['P051234567Q', 'XI123456789']) {
      expect(vatNumberHint({ vatNumber: number, vatNumberVerifiedAt: VERIFIED_AT }, number)).toBe(VAT_VERIFICATION_TEXTS.profileVerifiedOutsideEu(date));
    }
  });

  it('reads the number typed: the saved one however written stays verified, another is not', () => {
    const saved = { vatNumber: 'NL123456789B01', vatNumberVerifiedAt: VERIFIED_AT };
    expect(vatNumberHint(saved, 'nl 123.456.789-b01')).toBe(VAT_VERIFICATION_TEXTS.profileVerified(date));
    expect(vatNumberHint(saved, 'NL987654321B01')).toBe(VAT_VERIFICATION_TEXTS.profileNotVerified);
  });
});
