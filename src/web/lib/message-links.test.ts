import { describe, expect, it } from 'vitest';
import { splitMessageLinks } from './message-links';

describe('splitMessageLinks', () => {
  it('finds the booking link of the booking-created message, without the sentence’s full stop', () => {
    expect(splitMessageLinks('Your booking #3f2a9c1e has been created. You can view it here: https://24wm.eu/bookings/3f2a.')).toEqual([
      { kind: 'text', text: 'Your booking #3f2a9c1e has been created. You can view it here: ' },
      { kind: 'link', href: 'https://24wm.eu/bookings/3f2a' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves text without addresses, and other schemes, as text', () => {
    expect(splitMessageLinks('Call me at 10:00')).toEqual([{ kind: 'text', text: 'Call me at 10:00' }]);
    expect(splitMessageLinks('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
    expect(splitMessageLinks('(see http://localhost:3000/bookings/1)')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', href: 'http://localhost:3000/bookings/1' },
      { kind: 'text', text: ')' },
    ]);
  });
});
