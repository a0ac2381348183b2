import { createServer, type AddressInfo } from 'node:net';

/** A port nothing listens on now, on loopback (taken and let go at once): for a server that must be told its port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
