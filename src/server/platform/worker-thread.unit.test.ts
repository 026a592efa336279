import { describe, expect, it } from 'vitest';
import { onWorkerThread, workerEntry } from './worker-thread';

describe('onWorkerThread', () => {
  const double = onWorkerThread<number | 'exit' | 'crash', number>(workerEntry(import.meta.url, 'worker-thread.fixture.worker'));

  it('answers each call from the worker thread, in the order they were made', async () => {
    expect(await Promise.all([1, 2, 3, 4].map(double))).toEqual([2, 4, 6, 8]);
  });

  it("rejects a call with its error's message, and goes on answering the next", async () => {
    await expect(double(-1)).rejects.toThrow('Negative: -1');
    expect(await double(5)).toBe(10);
  });

  it('rejects what was waiting when the thread stops, and starts a new one for the next call', async () => {
    await expect(double('exit')).rejects.toThrow(/stopped \(exit code 3\)/);
    expect(await double(6)).toBe(12);
  });

  it('leaves the next thread alone when a failed thread exits after its error', async () => {
    await expect(double('crash')).rejects.toThrow('crashed');
    // Called before the failed thread's exit: answered by a new thread, not failed by the old one's exit.
    expect(await double(7)).toBe(14);
  });
});

describe('workerEntry', () => {
  it("names the entry beside the caller with the caller's own extension", () => {
    expect(workerEntry('file:///app/src/server/modules/invoices/invoices.service.ts', 'invoice-pdf.worker').href).toBe('file:///app/src/server/modules/invoices/invoice-pdf.worker.ts');
    expect(workerEntry('file:///app/dist/server/main.js', 'invoice-pdf.worker').href).toBe('file:///app/dist/server/invoice-pdf.worker.js');
  });
});
