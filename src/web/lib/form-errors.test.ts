import { describe, expect, it, vi } from 'vitest';
import { GENERIC_MESSAGES } from '@shared/errors';
import { ApiError } from './api-client';
import { applyServerFieldErrors, placeServerErrors, sameNamedField } from './form-errors';
import { errorMessage } from './error-message';

const validationError = (details?: Record<string, string[]>) =>
  new ApiError({ status: 400, code: 'validation_error', kind: 'validation', message: GENERIC_MESSAGES.validation, details });

describe('applyServerFieldErrors', () => {
  it('puts each field message on its field and focuses the first', () => {
    const setError = vi.fn();
    const applied = applyServerFieldErrors(
      validationError({ firstName: ['First name is required'], city: ['Too long'], other: ['ignored'] }),
      setError,
      ['firstName', 'city'],
    );
    expect(applied).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['firstName', { type: 'server', message: 'First name is required' }, { shouldFocus: true }],
      ['city', { type: 'server', message: 'Too long' }, { shouldFocus: false }],
    ]);
  });

  it('reports false when nothing belongs to a shown field', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(validationError({ token: ['bad'] }), setError, ['password'])).toBe(false);
    expect(applyServerFieldErrors(new Error('boom'), setError, ['password'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('errorMessage', () => {
  it("shows the server's own words", () => {
    const conflict = new ApiError({ status: 409, code: 'conflict', kind: 'general', message: 'This email is already registered' });
    expect(errorMessage(conflict, 'Failed to create account')).toBe('This email is already registered');
  });

  it("uses the screen's fallback for generic texts and non-API errors", () => {
    expect(errorMessage(validationError(), 'Failed to update profile')).toBe('Failed to update profile');
    expect(errorMessage(new TypeError('x'), 'Failed to update profile')).toBe('Failed to update profile');
  });

  it('keeps the network message, which says what to do', () => {
    const offline = new ApiError({ status: 0, code: 'network_error', kind: 'network', message: GENERIC_MESSAGES.network });
    expect(errorMessage(offline, 'Failed to update profile')).toBe(GENERIC_MESSAGES.network);
  });
});

describe('placeServerErrors', () => {
  const values = { features: ['a', 'b'] };
  const formPathFor = (bodyPath: string) => (bodyPath === 'name' ? 'name' : bodyPath.startsWith('features.0') ? 'features.1.customValue' : null);

  it('puts the messages on the fields the body paths translate to, and answers those that no field shows', () => {
    const setError = vi.fn();
    const result = placeServerErrors(
      validationError({ name: ['Name is required'], 'features.0.customValue': ['Please describe this feature'], imageIds: ['Too many images'], empty: [] }),
      values,
      formPathFor,
      setError,
    );
    expect(result).toEqual({ placed: ['name', 'features.1.customValue'], unplaced: ['Too many images'] });
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'Name is required' }],
      ['features.1.customValue', { type: 'server', message: 'Please describe this feature' }],
    ]);
  });

  it('places nothing for an answer without details', () => {
    const setError = vi.fn();
    expect(placeServerErrors(new Error('boom'), values, formPathFor, setError)).toEqual({ placed: [], unplaced: [] });
    expect(placeServerErrors(validationError(), values, formPathFor, setError)).toEqual({ placed: [], unplaced: [] });
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('sameNamedField', () => {
  it("places a body path on the form's field of that name, and a path the form lacks in its alert", () => {
    const setError = vi.fn();
    const error = validationError({ currency: ['Bad code'], 'lines.0.price': ['Bad price'] });
    const result = placeServerErrors(error, { currency: '' }, sameNamedField(['currency', 'rateDate']), setError);
    expect(result).toEqual({ placed: ['currency'], unplaced: ['Bad price'] });
    expect(setError).toHaveBeenCalledWith('currency', { type: 'server', message: 'Bad code' });
  });
});
