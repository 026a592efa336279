import { describe, expect, it } from 'vitest';
import { messageLinkKind, splitMessageLinks } from './message-links';

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

describe('messageLinkKind', () => {
  const bookingPage = { origin: 'https://24wm.eu', pathname: '/bookings/3f2a' };

  it('shows the booking-created message’s address as text on that booking’s own page', () => {
    expect(messageLinkKind('https://24wm.eu/bookings/3f2a', bookingPage)).toBe('here');
    expect(messageLinkKind('https://24wm.eu/bookings/3f2a', { ...bookingPage, pathname: '/bookings/3f2a/' })).toBe('here');
  });

  it('keeps it a link where the thread is shown elsewhere (/messages), and other sites open apart', () => {
    expect(messageLinkKind('https://24wm.eu/bookings/3f2a', { origin: 'https://24wm.eu', pathname: '/messages' })).toBe('in-app');
    expect(messageLinkKind('https://24wm.eu/bookings/other', bookingPage)).toBe('in-app');
    expect(messageLinkKind('https://example.com/bookings/3f2a', bookingPage)).toBe('external');
  });
});
