// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayoutBankAccount } from '@shared/contracts/profile';
import { BANK_DETAILS_MESSAGES, PAYOUT_ACCOUNT_MESSAGES } from '@shared/errors';
import { renderScreen } from '@web/lib/render-screen.test-support';
import { PayoutBankAccountSection } from './payout-bank-account-section';

const SAVED: PayoutBankAccount = {
  accountHolder: 'Olga Owner OÜ',
  iban: 'EE382200221020145685',
  ibanMasked: 'EE•• •••• •••• •••• 5685',
  bic: 'HABAEE2X',
  updatedAt: '2026-11-29T10:00:00.000Z',
};

type Answer = { status: number; body: unknown };
let readAnswer: Answer;
let saveAnswers: Answer[];
const sent: unknown[] = [];

function jsonResponse({ status, body }: Answer) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  readAnswer = { status: 200, body: { bankAccount: null } };
  saveAnswers = [];
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse(saveAnswers.shift()!);
      }
      return jsonResponse(readAnswer);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillIn(user: ReturnType<typeof renderScreen>, password: string) {
  await user.type(field('Account holder'), 'Olga Owner OÜ');
  await user.type(field('IBAN'), 'ee38 2200 2210 2014 5685');
  await user.type(field('BIC'), 'habaee2x');
  await user.type(field('Current password'), password);
}

describe('PayoutBankAccountSection', () => {
  it('shows the empty state, then the saved account with its IBAN masked', async () => {
    renderScreen(<PayoutBankAccountSection />);
    expect(await screen.findByText(/No bank account yet/)).toBeTruthy();
    cleanup();

    readAnswer = { status: 200, body: { bankAccount: SAVED } };
    renderScreen(<PayoutBankAccountSection />);
    expect(await screen.findByText('EE•• •••• •••• •••• 5685')).toBeTruthy();
    expect(screen.getByText('EE account ending in 5685')).toBeTruthy();
    expect(screen.queryByText('EE382200221020145685')).toBeNull();
    // The form starts from the holder and BIC; the IBAN is typed in full, the password never kept.
    expect(field('Account holder').value).toBe('Olga Owner OÜ');
    expect(field('BIC').value).toBe('HABAEE2X');
    expect(field('IBAN').value).toBe('');
    expect(field('Current password').value).toBe('');
  });

  it('checks the IBAN and the BIC as the server does, focusing the first message once', async () => {
    const user = renderScreen(<PayoutBankAccountSection />);
    await screen.findByText(/No bank account yet/);
    await user.type(field('Account holder'), 'Olga');
    await user.type(field('IBAN'), 'EE39 2200 2210 2014 5685');
    await user.type(field('BIC'), 'HABA');
    await user.type(field('Current password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Save Bank Account' }));
    await waitFor(() => expect(document.activeElement).toBe(field('IBAN')));
    expect(screen.getByText(BANK_DETAILS_MESSAGES.ibanInvalid)).toBeTruthy();
    expect(screen.getByText(BANK_DETAILS_MESSAGES.bicInvalid)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('puts a wrong password message on the password field and focuses it; nothing else is lost', async () => {
    saveAnswers = [
      {
        status: 400,
        body: {
          error: {
            code: 'validation_error',
            message: PAYOUT_ACCOUNT_MESSAGES.currentPasswordWrong,
            details: { currentPassword: [PAYOUT_ACCOUNT_MESSAGES.currentPasswordWrong] },
          },
        },
      },
    ];
    const user = renderScreen(<PayoutBankAccountSection />);
    await screen.findByText(/No bank account yet/);
    await fillIn(user, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Save Bank Account' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Current password')));
    expect(screen.getByText(PAYOUT_ACCOUNT_MESSAGES.currentPasswordWrong)).toBeTruthy();
    expect(field('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(field('IBAN').value).toBe('ee38 2200 2210 2014 5685');
    // The contract sent the IBAN as banks write it.
    expect(sent).toEqual([{ accountHolder: 'Olga Owner OÜ', iban: 'EE382200221020145685', bic: 'HABAEE2X', currentPassword: 'wrong-password' }]);
  });

  it('announces a saved account, shows it masked and clears the password', async () => {
    saveAnswers = [{ status: 200, body: SAVED }];
    const user = renderScreen(<PayoutBankAccountSection />);
    await screen.findByText(/No bank account yet/);
    await fillIn(user, 'owner-password');
    await user.click(screen.getByRole('button', { name: 'Save Bank Account' }));
    expect(await screen.findByText(/Payout bank account saved/)).toBeTruthy();
    expect(await screen.findByText('EE•• •••• •••• •••• 5685')).toBeTruthy();
    await waitFor(() => expect(field('Current password').value).toBe(''));
    expect(field('IBAN').value).toBe('');
  });

  it('says so in an alert, focused, when the save fails for another reason', async () => {
    saveAnswers = [{ status: 500, body: { error: { code: 'internal_error', message: 'Something went wrong' } } }];
    const user = renderScreen(<PayoutBankAccountSection />);
    await screen.findByText(/No bank account yet/);
    await fillIn(user, 'owner-password');
    await user.click(screen.getByRole('button', { name: 'Save Bank Account' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(field('Current password').value).toBe('owner-password');
  });
});
