// The jobs host's rendered routes in Node: svc-jobs/server's fetch handler on
// @hono/node-server, gzip-compressed when the browser accepts it.
//   npm i svc-jobs hono @hono/node-server
//   JOBS_URL=https://jobs.example.com PORT=8787 node server.mjs
// Route /{org}, /{org}/{publicId}, /{org}/embed.html and /{org}/sitemap.xml here;
// the rest of the jobs host stays with the static tree and the service.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createJobsHandler } from 'svc-jobs/server';

const handler = createJobsHandler({ jobsUrl: process.env.JOBS_URL ?? 'https://jobs.example.com' });
const app = new Hono();
app.use(compress());
app.all('*', (c) => handler(c.req.raw));
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 8787) });
