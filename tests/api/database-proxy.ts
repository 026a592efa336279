import net from 'node:net';

/**
 * A TCP proxy in front of the test PostgreSQL server, so a test can take the database away from an
 * app and give it back (an outage as the app sees it: connections dropped, new ones refused),
 * without stopping the server every other test file uses.
 */
export type DatabaseProxy = {
  /** The database URL with the proxy's address in place of the server's. */
  url: string;
  /** Drops every open connection and refuses new ones until restore(). */
  cut(): void;
  restore(): void;
  /** Cuts as cut() does the moment a client sends bytes holding `text` (a query being sent), before they go on. */
  cutOn(text: string): void;
  close(): Promise<void>;
};

export async function startDatabaseProxy(databaseUrl: string): Promise<DatabaseProxy> {
  const target = new URL(databaseUrl);
  const open = new Set<net.Socket>();
  let isDown = false;
  let cutMarker: Buffer | undefined;
  const cut = () => {
    isDown = true;
    cutMarker = undefined;
    for (const socket of open) socket.destroy();
  };
  const server = net.createServer((client) => {
    if (isDown) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    // Listens before the pipe does, so a marked query is cut before it is forwarded.
    client.on('data', (chunk: Buffer) => {
      if (cutMarker && chunk.includes(cutMarker)) cut();
    });
    client.pipe(upstream).pipe(client);
  });
  // Port 0: the system picks a free port, so parallel test runs never collide.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    cut,
    cutOn(text) {
      cutMarker = Buffer.from(text);
    },
    restore() {
      isDown = false;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
