/** The worker thread worker-thread.unit.test.ts calls: doubles a number, refuses a negative one, exits or crashes when asked. */
import { serveOnThisThread } from './worker-thread';

serveOnThisThread(async (input: number | 'exit' | 'crash') => {
  if (input === 'exit') process.exit(3);
  if (input === 'crash') {
    // Thrown outside the call, as a bug in a library's callback would: the thread fails ('error'), then exits.
    setImmediate(() => {
      throw new Error('crashed');
    });
    return new Promise<number>(() => {});
  }
  if (input < 0) throw new RangeError(`Negative: ${input}`);
  return input * 2;
});
