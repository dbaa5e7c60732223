import { createConnection, createServer, type Socket } from 'node:net';

export interface Proxy {
  /** `url` (a database's) with the proxy in its place. */
  through(url: string): string;
  /** How many connections are open through it now. */
  connections(): number;
  /** Resets every open connection, both sides, as a dropped network would. */
  cut(): void;
  /** While on, connections are accepted and held but not a byte crosses, either way. */
  blackhole(on: boolean): void;
  close(): Promise<void>;
}

/** A TCP proxy on loopback to `targetPort` that the campaign can cut and blackhole. */
export async function startProxy(targetPort: number): Promise<Proxy> {
  const pairs = new Set<[Socket, Socket]>();
  const paused = new Set<Socket>();
  const held: Array<() => unknown> = [];
  let holding = false;

  function forward(from: Socket, to: Socket) {
    from.on('data', (chunk: Buffer) => {
      if (holding) {
        // Kept in order and sent when the hole is lifted, as TCP's retransmission would.
        held.push(() => to.write(chunk));
        from.pause();
        paused.add(from);
      } else if (!to.write(chunk)) {
        from.pause();
        to.once('drain', () => {
          if (!holding) from.resume();
        });
      }
    });
    from.on('end', () => (holding ? held.push(() => to.end()) : to.end()));
  }

  const server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      paused.delete(client);
      paused.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) {
      socket.on('error', drop);
      socket.on('close', drop);
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const { port } = server.address() as { port: number };
  return {
    through(url) {
      const proxied = new URL(url);
      proxied.port = String(port);
      return proxied.toString();
    },
    connections: () => pairs.size,
    cut() {
      for (const [client, upstream] of [...pairs]) {
        client.resetAndDestroy();
        upstream.resetAndDestroy();
      }
    },
    blackhole(on) {
      holding = on;
      if (on) return;
      for (const send of held.splice(0)) send();
      for (const socket of paused) socket.resume();
      paused.clear();
    },
    close() {
      holding = false;
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
