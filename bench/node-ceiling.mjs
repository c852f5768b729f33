// What node:http itself allows on this machine: the same bytes and the same headers as the product's
// answer for each path, from memory, with a new X-Request-Id each time, and nothing else (no routing, no
// metrics, no log line). The bench runs it beside the product and nginx, so the table shows how much of
// the distance to nginx is Node's own and how much is the product's.
//
// With `"warm": true` it first does, once, the other kinds of input and output every application process
// does before and between such answers (and the product does: its sandbox child's pipes, files and gzip
// streams, HTTP requests it sends, answers with headers set one by one, refusals): then it answers
// exactly as the bare one. Node's streams and HTTP code is shared by all of them, and V8 fits it to what
// it has seen: after such a start the same answer costs more than in a process that never did anything
// else. The bench shows that figure as information beside the budget's reference, the bare one.
// Usage: node bench/node-ceiling.mjs CONFIG.json  where CONFIG is
//   { "port": 18094, "warm": false, "files": [{ "key": "...", "file": "/path", "headers": [["name", "value"], ...] }] }
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

const config = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const answers = new Map(
  config.files.map((f) => {
    const body = readFileSync(f.file);
    const headers = [...f.headers.flat(), 'content-length', String(body.length)];
    return [`/p/${f.key}`, { body, headers }];
  }),
);
let counter = 0;
const server = createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    if (req.url?.startsWith('/warm/')) {
      // An answer as a framework writes one: headers set one by one, then an object of more.
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('x-content-type-options', 'nosniff');
      res.writeHead(req.url === '/warm/refused' ? 400 : 200, { 'cache-control': 'no-store' });
      res.end(JSON.stringify({ url: req.url, agent: req.headers['user-agent'] ?? null }));
      return;
    }
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, [...answer.headers, 'x-request-id', `ceiling-${(++counter).toString(36)}`]);
  res.end(answer.body);
});

/** Once, before answering: a child's pipes, file and gzip streams, and HTTP requests of several kinds. */
async function warmUp(port) {
  const child = spawn('cat', [], { stdio: ['pipe', 'pipe', 'ignore'] });
  const echoed = new Promise((resolve) => child.stdout.on('data', () => {}).on('end', resolve));
  for (let i = 0; i < 2000; i++) child.stdin.write(Buffer.alloc(512, i));
  child.stdin.end();
  await echoed;
  const dir = mkdtempSync(path.join(tmpdir(), 'node-ceiling-'));
  try {
    for (let i = 0; i < 200; i++) {
      await pipeline(
        createReadStream(process.argv[2]),
        createGzip(),
        createWriteStream(path.join(dir, 'gz')),
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const request = (url, headers) =>
    new Promise((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: url, agent, headers }, (res) => {
        res.resume();
        res.on('end', resolve);
      }).on('error', reject);
    });
  const first = [...answers.keys()][0] ?? '/';
  for (let i = 0; i < 2000; i++) {
    await Promise.all([
      request('/warm/app', { accept: 'application/json', 'x-n': String(i) }),
      request('/warm/refused', {}),
      request(first, { authorization: 'Bearer warm', cookie: 'a=b' }),
      request('/none', { accept: 'text/html', 'user-agent': 'warm' }),
    ]);
  }
  agent.destroy();
}

if (config.warm) {
  // Warmed on a port of its own, then the real one: the bench starts measuring once that answers.
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  await warmUp(server.address().port);
  await new Promise((resolve) => server.close(resolve));
}
server.listen(config.port, '127.0.0.1');
