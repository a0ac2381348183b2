// The Hono environment of the jobs host. On @hono/node-server `c.env.incoming`
// is the Node request (its socket lets the `down` fault cut the connection);
// under `app.request()` in tests there is none, hence optional.
import type { IncomingMessage } from 'node:http';

export interface JobsEnv {
  Bindings: { incoming?: IncomingMessage };
}
