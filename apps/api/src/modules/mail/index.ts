// The mail module's public surface: other modules queue mail in their transaction; server.ts runs
// the worker that sends it.
export { enqueueMail, outboxCounts } from './mail-queue.ts';
export { createMailTransport, mailIsDelivered } from './mail-transport.ts';
export { createMailWorker, type MailWorker } from './mail-worker.ts';
