// What node:http itself allows on this machine: the same bytes and the same headers as the product's
// answer for each path, from memory, with a new X-Request-Id each time, and nothing else (no routing, no
// metrics, no log line). The bench runs it beside the product and nginx, so the table shows how much of
// the distance to nginx is Node's own and how much is the product's.
// Usage: node bench/node-ceiling.mjs CONFIG.json  where CONFIG is
//   { "port": 18094, "files": [{ "key": "...", "file": "/path", "headers": [["name", "value"], ...] }] }
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const config = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const answers = new Map(
  config.files.map((f) => {
    const body = readFileSync(f.file);
    const headers = [...f.headers.flat(), 'content-length', String(body.length)];
    return [`/p/${f.key}`, { body, headers }];
  }),
);
let counter = 0;
createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, [...answer.headers, 'x-request-id', `ceiling-${(++counter).toString(36)}`]);
  res.end(answer.body);
}).listen(config.port, '127.0.0.1');
