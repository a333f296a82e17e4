// A TCP proxy between the browser and the server that a test can cut as a real network cut does:
// `cut()` stops every byte both ways and leaves the connections open (no FIN, no RST: the browser
// finds out only from its own timers, whatever its offline emulation does), and holds new
// connections unanswered. `restore()` drops the dead connections, as a router's state would go,
// and lets new ones through again.
import { connect, createServer, type Socket } from "node:net";

export interface TcpProxy {
  /** The proxy's origin: open pages here instead of at the server. */
  url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: string): Promise<TcpProxy> {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  let cut = false;

  const server = createServer((incoming) => {
    open.add(incoming);
    incoming.on("close", () => open.delete(incoming));
    incoming.on("error", () => incoming.destroy());
    if (cut) {
      // Held: no answer until restore() drops it.
      incoming.pause();
      return;
    }
    const outgoing = connect(Number(port), hostname);
    open.add(outgoing);
    outgoing.on("close", () => {
      open.delete(outgoing);
      incoming.destroy();
    });
    outgoing.on("error", () => outgoing.destroy());
    incoming.on("close", () => outgoing.destroy());
    // Bytes flow only while the network is up; during a cut they are dropped, as on a dead link.
    incoming.on("data", (chunk) => {
      if (!cut) outgoing.write(chunk);
    });
    outgoing.on("data", (chunk) => {
      if (!cut) incoming.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const proxyPort = typeof address === "object" && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${proxyPort}`,
    cut() {
      cut = true;
    },
    restore() {
      for (const socket of open) socket.destroy();
      cut = false;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
