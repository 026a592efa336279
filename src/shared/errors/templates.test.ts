import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { matchTemplate, writeTemplate } from '../text-templates';
import * as codes from './codes';
import * as catalogue from './index';
import { TEXT_TEMPLATES } from './templates';

/**
 * The templates of the texts built from values (decision 233) against the functions that build them:
 * every function has its templates, and what it writes is matched back to one of them, whose English
 * written with the values read is the very text again.
 */

type Call = (...args: never[]) => string;

/** Every function of the catalogue that writes a text (codes.ts's map codes), by its name as templates.ts keys it. */
function catalogueFunctions(): Map<string, Call> {
  const found = new Map<string, Call>();
  for (const [name, value] of Object.entries(catalogue)) {
    if (name in codes) continue;
    if (typeof value === 'function') found.set(name, value as Call);
    else if (value && typeof value === 'object') {
      for (const [key, member] of Object.entries(value)) if (typeof member === 'function') found.set(`${name}.${key}`, member as Call);
    }
  }
  return found;
}

/** Texts each function writes, in each of its shapes. */
const SAMPLES: Record<keyof typeof TEXT_TEMPLATES, string[]> = {
  tooManyRequestsMessage: [catalogue.tooManyRequestsMessage(1), catalogue.tooManyRequestsMessage(45)],
  retriesExhaustedMessage: [catalogue.retriesExhaustedMessage(catalogue.GENERIC_MESSAGES.server)],
  roleMissingMessage: [catalogue.roleMissingMessage(['administrator', 'warehouse_owner'])],
  tooManyAttemptsMessage: [catalogue.tooManyAttemptsMessage(30), catalogue.tooManyAttemptsMessage(900)],
  createInquiriesFailedMessage: [catalogue.createInquiriesFailedMessage(1), catalogue.createInquiriesFailedMessage(2, ['Muuga Port, Hall 2', 'Sergeli Cargo'])],
  tooManyMessagesMessage: [catalogue.tooManyMessagesMessage(12)],
  messageTooLongMessage: [catalogue.messageTooLongMessage(5000), catalogue.messageTooLongMessage(200)],
  featureDisabledMessage: [catalogue.featureDisabledMessage('New Inquiries')],
  invalidUtilisationPeriodMessage: [catalogue.invalidUtilisationPeriodMessage(731)],
  browseLimitMessage: [catalogue.browseLimitMessage(1200)],
  requestApprovedMessage: [catalogue.requestApprovedMessage('3f2a'), catalogue.requestApprovedMessage('')],
  'EXCHANGE_RATE_MESSAGES.publishedByEcb': [catalogue.EXCHANGE_RATE_MESSAGES.publishedByEcb('GBP')],
  'EXCHANGE_RATE_MESSAGES.feedOff': [catalogue.EXCHANGE_RATE_MESSAGES.feedOff(null), catalogue.EXCHANGE_RATE_MESSAGES.feedOff('27 Nov 2026')],
  'EXCHANGE_RATE_MESSAGES.feedRates': [catalogue.EXCHANGE_RATE_MESSAGES.feedRates('27 Nov 2026', null), catalogue.EXCHANGE_RATE_MESSAGES.feedRates('27 Nov 2026', '28 Nov 2026, 16:05')],
  'EXCHANGE_RATE_MESSAGES.rateAdded': [catalogue.EXCHANGE_RATE_MESSAGES.rateAdded('XOF')],
  'INVOICE_MESSAGES.paymentAboveOpen': [catalogue.INVOICE_MESSAGES.paymentAboveOpen('€419.22')],
  'INVOICE_MESSAGES.creditAboveOpen': [catalogue.INVOICE_MESSAGES.creditAboveOpen('€1,219.22')],
  'RELEASE_MESSAGES.quantityNotAvailable': [catalogue.RELEASE_MESSAGES.quantityNotAvailable('0', 'pallets'), catalogue.RELEASE_MESSAGES.quantityNotAvailable('2.50', 'cubic metres')],
  'RELEASE_MESSAGES.releasedQuantityAbove': [catalogue.RELEASE_MESSAGES.releasedQuantityAbove('5', 'pallets')],
  'VAT_VERIFICATION_TEXTS.verified': [catalogue.VAT_VERIFICATION_TEXTS.verified('29 Nov 2026')],
  'VAT_VERIFICATION_TEXTS.profileVerified': [catalogue.VAT_VERIFICATION_TEXTS.profileVerified('29 Nov 2026')],
  'VAT_VERIFICATION_TEXTS.profileVerifiedInEstonia': [catalogue.VAT_VERIFICATION_TEXTS.profileVerifiedInEstonia('29 Nov 2026')],
  'VAT_VERIFICATION_TEXTS.profileVerifiedOutsideEu': [catalogue.VAT_VERIFICATION_TEXTS.profileVerifiedOutsideEu('29 Nov 2026')],
};

const ALL_TEMPLATES = Object.entries(TEXT_TEMPLATES).flatMap(([key, templates]) => templates.map((template) => [`${key}: ${template}`, compileMessage(template)] as const));

describe('the templates of the texts built from values', () => {
  it('name every function of the catalogue, and nothing else', () => {
    expect([...catalogueFunctions().keys()].sort()).toEqual(Object.keys(TEXT_TEMPLATES).sort());
  });

  it.each(Object.entries(SAMPLES))('%s: each text it writes matches its own template, which writes the same English again', (key, texts) => {
    const matchedTemplates = new Set<string>();
    for (const text of texts) {
      const matched = matchTemplate(ALL_TEMPLATES, text);
      expect(matched?.key, text).toMatch(new RegExp(`^${key.replace('.', '\\.')}: `));
      matchedTemplates.add(matched!.key);
      expect(writeTemplate(compileMessage(matched!.key.slice(key.length + 2)), matched!.values, 'en', 'en-GB')).toBe(text);
    }
    // Every shape the function has is written by some sample.
    expect(matchedTemplates.size).toBe(TEXT_TEMPLATES[key as keyof typeof TEXT_TEMPLATES].length);
  });

  it('leaves a text no function writes unmatched', () => {
    expect(matchTemplate(ALL_TEMPLATES, 'Too many requests. Please try again later.')).toBeUndefined();
    expect(matchTemplate(ALL_TEMPLATES, catalogue.GENERIC_MESSAGES.server)).toBeUndefined();
    // A date has a digit, in every language's format: an administrator's "Verified by phone" is no date.
    expect(matchTemplate(ALL_TEMPLATES, 'Verified by phone')).toBeUndefined();
    expect(matchTemplate(ALL_TEMPLATES, 'Verified 29 nov. 2026')?.values).toEqual({ date: '29 nov. 2026' });
  });
});
