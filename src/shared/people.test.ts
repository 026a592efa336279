import { describe, expect, it } from 'vitest';
import { personName } from './people';

describe('personName', () => {
  it('is the first and last name, either alone, or the e-mail without a name', () => {
    expect(personName({ firstName: 'Oskar', lastName: 'Lindqvist', email: 'o@x.eu' })).toBe('Oskar Lindqvist');
    expect(personName({ firstName: 'Oskar', lastName: null, email: 'o@x.eu' })).toBe('Oskar');
    expect(personName({ firstName: null, lastName: 'Lindqvist', email: 'o@x.eu' })).toBe('Lindqvist');
    expect(personName({ firstName: '', lastName: null, email: 'o@x.eu' })).toBe('o@x.eu');
  });
});
