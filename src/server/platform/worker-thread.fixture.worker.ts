/** The worker thread worker-thread.unit.test.ts calls: doubles a number, refuses a negative one, exits on 0. */
import { serveOnThisThread } from './worker-thread';

serveOnThisThread(async (input: number) => {
  if (input < 0) throw new RangeError(`Negative: ${input}`);
  if (input === 0) process.exit(3);
  return input * 2;
});
