import { z } from 'zod';
import { LOCALES } from '../locales';
import { isValidBic, isValidIban, normalizeIban } from '../bank';
import { ACCOUNT_FORM_MESSAGES, AUTH_MESSAGES, BANK_DETAILS_MESSAGES, PAYOUT_ACCOUNT_MESSAGES } from '../errors';
import { checkVatNumber } from '../vat';
import { filledText } from './common';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/**
 * A VAT number as typed: '' (none given) or a number in its country's format (checkVatNumber: an EU
 * prefix must have its state's format; a tax number from outside the EU is taken as typed), answered
 * normalized ("ee 123-456-789" is "EE123456789") so that is what is stored. Decision 211.
 */
export const vatNumberText = z
  .string()
  .trim()
  .max(50)
  .transform((value, ctx) => {
    if (value === '') return '';
    const checked = checkVatNumber(value);
    if (checked.ok) return checked.normalized;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  });

/** Where a trader is billed and their VAT number, as the profile keeps them and each invoice freezes them at issue. */
export const billingDetails = {
  address: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  vatNumber: z.string().nullable(),
};

export const profile = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  ...billingDetails,
  /**
   * When an administrator verified the VAT number (ISO timestamp); null when not verified. Read-only:
   * saving another number clears it (decision 215).
   */
  vatNumberVerifiedAt: z.string().nullable(),
  /** Notifications also come by email (decision 203); on for a new account. */
  emailNotifications: z.boolean(),
});
export type Profile = z.infer<typeof profile>;

/** A profile's optional details as a user has them before the first save: all empty. */
export const EMPTY_PROFILE_DETAILS: Omit<Profile, 'email' | 'firstName' | 'lastName' | 'emailNotifications' | 'vatNumberVerifiedAt'> = {
  contactEmail: null,
  companyName: null,
  phone: null,
  address: null,
  city: null,
  postalCode: null,
  country: null,
  vatNumber: null,
};

const {
  firstNameRequired: FIRST_NAME_REQUIRED,
  lastNameRequired: LAST_NAME_REQUIRED,
  emailNotificationsChoice: EMAIL_NOTIFICATIONS_CHOICE,
} = ACCOUNT_FORM_MESSAGES;

/** The account email is not part of the body: it cannot be changed here. */
export const updateProfileBody = z.object({
  firstName: filledText(FIRST_NAME_REQUIRED, 100),
  lastName: filledText(LAST_NAME_REQUIRED, 100),
  contactEmail: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), AUTH_MESSAGES.invalidEmail)
    .transform((value) => (value === '' ? null : value.toLowerCase()))
    .nullable()
    .optional(),
  companyName: optionalText(200),
  phone: optionalText(50),
  address: optionalText(300),
  city: optionalText(100),
  postalCode: optionalText(20),
  country: optionalText(100),
  vatNumber: vatNumberText
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  /** Left out, it is on again: the profile is replaced whole and on is the default (decisions 030, 203). */
  emailNotifications: z.boolean({ error: EMAIL_NOTIFICATIONS_CHOICE }).optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/**
 * PUT /api/profile/name, the short step after the first sign-in (decision 204): the profile's own
 * rules for the names and the company; the rest of the profile is left as it is.
 */
export const profileNameBody = updateProfileBody.pick({ firstName: true, lastName: true, companyName: true });
export type ProfileNameBody = z.input<typeof profileNameBody>;

/** The language the signed-in user reads the product, and their e-mails, in (decision 231). */
export const profileLocaleBody = z.object({ locale: z.enum(LOCALES, { error: ACCOUNT_FORM_MESSAGES.localeChoice }) });
export type ProfileLocaleBody = z.infer<typeof profileLocaleBody>;

/**
 * An IBAN as typed: '' (none given) or one whose check digits hold (ISO 13616), answered as banks write
 * it ("ee38 2200 …" is "EE382200…") so that is what is stored. Every form that takes an IBAN checks it
 * with this rule: the invoice issuer (issue #38) and an owner's payout bank account (issue #39).
 */
export const ibanText = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidIban(value), BANK_DETAILS_MESSAGES.ibanInvalid)
  .transform(normalizeIban);

/** A BIC as typed: '' (none given) or 8 or 11 characters of the ISO 9362 shape, answered in upper case. */
export const bicText = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidBic(value), BANK_DETAILS_MESSAGES.bicInvalid)
  .transform((value) => value.toUpperCase());

/**
 * A warehouse owner's payout bank account (issue #39, GET /api/profile/bank-account). The owner sees
 * their own IBAN in full; screens show `ibanMasked` (the country code and the last four characters).
 */
export const payoutBankAccount = z.object({
  accountHolder: z.string(),
  /** Stored as banks write it: upper case, no spaces. */
  iban: z.string(),
  /** "EE•• •••• •••• •••• 5685". */
  ibanMasked: z.string(),
  bic: z.string(),
  /** When it was last changed (ISO timestamp). */
  updatedAt: z.string(),
});
export type PayoutBankAccount = z.infer<typeof payoutBankAccount>;

/** GET /api/profile/bank-account: null until the owner saves one. */
export const payoutBankAccountResponse = z.object({ bankAccount: payoutBankAccount.nullable() });
export type PayoutBankAccountResponse = z.infer<typeof payoutBankAccountResponse>;

const { accountHolderRequired: ACCOUNT_HOLDER_REQUIRED, ibanRequired: IBAN_REQUIRED, bicRequired: BIC_REQUIRED, currentPasswordRequired: CURRENT_PASSWORD_REQUIRED } =
  PAYOUT_ACCOUNT_MESSAGES;

/**
 * PUT /api/profile/bank-account: all three details, and the current password again, because a changed
 * payout account is how a stolen session would redirect an owner's money.
 */
export const updatePayoutBankAccountBody = z.object({
  accountHolder: filledText(ACCOUNT_HOLDER_REQUIRED, 140),
  iban: ibanText.refine((value) => value !== '', IBAN_REQUIRED),
  bic: bicText.refine((value) => value !== '', BIC_REQUIRED),
  // Not trimmed: a password is taken exactly as typed, as sign-in takes it.
  currentPassword: z.string({ error: CURRENT_PASSWORD_REQUIRED }).min(1, CURRENT_PASSWORD_REQUIRED).max(200),
});
export type UpdatePayoutBankAccountBody = z.input<typeof updatePayoutBankAccountBody>;
