// `npm run checks`: the type check, the linter and the format check side by side (the first step of
// `npm test`). Each is one process that mostly waits on a single core, so on CI's two cores the three
// take as long as the linter alone (~100 s) instead of their sum (~140 s). Each one's output is printed
// whole when it ends, so nothing interleaves; the exit code is 1 when any of them failed.
import { spawn } from 'node:child_process';

const CHECKS = ['lint', 'typecheck', 'format:check']; // the longest first

const results = await Promise.all(
  CHECKS.map(
    (script) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(0);
          process.stdout.write(`\n> npm run ${script}: ${code === 0 ? 'passed' : 'FAILED'} (${seconds} s)\n`);
          process.stdout.write(Buffer.concat(output));
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
