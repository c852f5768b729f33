// The floor for a Node process: node:http answering every request with one prepared Buffer, no
// framework, no hooks. bench/run.mjs runs it beside the API and nginx on the same bytes, so the table
// shows how much of a gap to nginx is the runtime's and how much the product's.
// Usage: node bench/control-server.mjs <port> <file>
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [port = '18092', file] = process.argv.slice(2);
if (!file) throw new Error('usage: control-server.mjs <port> <file>');
const body = readFileSync(file);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length) };
http
  .createServer((req, res) => {
    req.resume();
    res.writeHead(200, headers);
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1');
