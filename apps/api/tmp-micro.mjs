import { pino } from 'pino';
import { redactUrl } from './src/lib/log-redaction.ts';
const stream = { write() {} };
const log = pino({ level: 'info' }, stream);
const internals = log;
const s = internals[pino.symbols.streamSym];
const bindings = internals[pino.symbols.chindingsSym];
console.log(typeof s.write, JSON.stringify(bindings));
const level = String(pino.levels.values.info);
const req = { url: '/config/config.json', socket: { remoteAddress: '127.0.0.1' } };
const f = (reqId, req, statusCode, responseTime) => {
    const remote = req.socket.remoteAddress;
    s.write(
      `{"level":${level},"time":${Date.now()}${bindings},"reqId":${JSON.stringify(reqId)},"req":{"method":"GET","url":${JSON.stringify(redactUrl(req.url ?? ''))}${remote === undefined ? '' : `,"remoteAddress":${JSON.stringify(remote)}`}},"res":{"statusCode":${statusCode}},"responseTime":${responseTime},"msg":"request completed"}\n`,
    );
};
for (let r = 0; r < 3; r++) { const t = performance.now(); for (let i = 0; i < 1e6; i++) f('abc-' + i, req, 200, 0.0123456789 * i); console.log(((performance.now() - t)/1e6*1000).toFixed(3), 'µs'); }
