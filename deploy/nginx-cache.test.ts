/**
 * deploy/nginx/proxy-cache.conf run by a real nginx in front of a small origin that answers as the API
 * does (Cache-Control with max-age and stale-while-revalidate, ETags, 304s): kept answers come from the
 * cache with their files held open between hits (open_file_cache), and an answer the origin changed is
 * never read again from the old file once nginx has the new one. Needs Debian's nginx (`nginx-light`;
 * `.ci/run` installs it); without it the file is skipped and says so.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(
  (candidate) => spawnSync(candidate, ['-v']).status === 0,
);
if (!NGINX)
  console.warn('deploy/nginx-cache.test.ts: no nginx here (apt-get install -y nginx-light); skipped');

/** What the origin answers now at /answer; a change gets a new ETag. */
let version = 1;
const originRequests: string[] = [];

/**
 * A large answer at /large: 1.3 MB (open data's size at 1,000 apps), five times the shipped config's
 * output buffer, in bytes that differ from block to block, so a block sent twice or left out shows.
 */
const LARGE = Buffer.from(
  Array.from({ length: 1_300_000 / 13 }, (_, i) => `${String(i).padStart(12, '0')}\n`).join(''),
);

function startOrigin(): Promise<Server> {
  const server = createServer((req, res) => {
    originRequests.push(`${req.method} ${req.url} ${req.headers['if-none-match'] ?? ''}`.trim());
    if (req.url === '/large') {
      res.writeHead(200, {
        'cache-control': 'public, max-age=60',
        'content-type': 'application/octet-stream',
        'content-length': LARGE.length,
      });
      res.end(LARGE);
      return;
    }
    const etag = `"v${version}"`;
    const headers = {
      'cache-control': 'public, max-age=1, stale-while-revalidate=60',
      etag,
      'content-type': 'text/plain',
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    res.writeHead(200, headers).end(`answer v${version}\n`);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** proxy-cache.conf as shipped, with this test's origin, port and cache folder (as the bench adapts it). */
function nginxConfig(work: string, originPort: number, port: number): string {
  let site = readFileSync(path.join(ROOT, 'deploy/nginx/proxy-cache.conf'), 'utf8');
  const replace = (re: RegExp, to: string): void => {
    expect(site, `proxy-cache.conf has ${re}`).toMatch(re);
    site = site.replace(re, to);
  };
  replace(/(upstream showroom \{\n)(?:\s*server [^\n]+\n)+/, `$1  server 127.0.0.1:${originPort};\n`);
  replace(/proxy_cache_path \/var\/cache\/nginx\/showroom/, `proxy_cache_path ${work}/cache`);
  replace(/listen 8080;/, `listen 127.0.0.1:${port};`);
  return `daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${work}/tmp; proxy_temp_path ${work}/tmp; fastcgi_temp_path ${work}/tmp;
  uwsgi_temp_path ${work}/tmp; scgi_temp_path ${work}/tmp;
${site}
}
`;
}

const freePort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
};

describe.skipIf(!NGINX)('deploy/nginx/proxy-cache.conf in a real nginx', () => {
  let work: string;
  let origin: Server;
  let nginx: ChildProcess;
  let base: string;

  const get = async (): Promise<{ body: string; cache: string | null }> => {
    const res = await fetch(`${base}/answer`);
    return { body: await res.text(), cache: res.headers.get('x-cache-status') };
  };

  /** The cache files nginx's worker holds open now (open_file_cache's descriptors). */
  const openCacheFiles = (): string[] => {
    const master = readFileSync(path.join(work, 'nginx.pid'), 'utf8').trim();
    const children = spawnSync('pgrep', ['-P', master], { encoding: 'utf8' }).stdout.split(/\s+/);
    const worker = children.find(
      (pid) => pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('worker process'),
    );
    expect(worker, "nginx's worker").toBeDefined();
    const fds = `/proc/${worker}/fd`;
    return readdirSync(fds)
      .map((fd) => {
        try {
          return readlinkSync(path.join(fds, fd));
        } catch {
          return ''; // closed meanwhile
        }
      })
      .filter((target) => target.startsWith(path.join(work, 'cache')));
  };

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'showroom-nginx-'));
    // Run as root, nginx's worker is another user (nobody), which must reach the cache folder.
    chmodSync(work, 0o755);
    origin = await startOrigin();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    writeFileSync(
      path.join(work, 'nginx.conf'),
      nginxConfig(work, (origin.address() as AddressInfo).port, port),
    );
    mkdirSync(path.join(work, 'tmp'));
    nginx = spawn(NGINX!, ['-e', path.join(work, 'error.log'), '-c', path.join(work, 'nginx.conf')], {
      stdio: 'ignore',
    });
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        await fetch(`${base}/ready`);
        break;
      } catch (err) {
        if (Date.now() > deadline) throw err;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await new Promise((resolve) =>
      nginx?.exitCode !== null ? resolve(undefined) : nginx.once('exit', resolve),
    );
    await new Promise((resolve) => origin?.close(resolve));
    if (process.env.KEEP_NGINX_WORK) console.log(work);
    else rmSync(work, { recursive: true, force: true });
  });

  it('answers from the cache with the file kept open, and never the old answer once it has the new one', async () => {
    version = 1;
    expect(await get()).toEqual({ body: 'answer v1\n', cache: 'MISS' });
    expect(await get()).toEqual({ body: 'answer v1\n', cache: 'HIT' });
    const originBefore = originRequests.length;
    // The kept file stays open between hits (open_file_cache in the shipped config).
    expect(openCacheFiles()).toHaveLength(1);

    // The origin changes its answer. Once the kept copy is older than max-age (1 s), the next request
    // gets it stale and one request in the background fetches the new answer into a new file.
    version = 2;
    const seen: string[] = [];
    const deadline = Date.now() + 15_000;
    while (!seen.includes('answer v2\n')) {
      expect(Date.now(), `the new answer within 15 s (seen: ${seen.join(', ')})`).toBeLessThan(deadline);
      const { body } = await get();
      seen.push(body);
      if (body !== 'answer v2\n') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(originRequests.slice(originBefore)).toEqual(['GET /answer "v1"']);
    // From now on every answer is the new one, from the cache: no hit reads the old file's descriptor.
    for (let i = 0; i < 20; i++) expect(await get()).toEqual({ body: 'answer v2\n', cache: 'HIT' });
    expect(originRequests.slice(originBefore)).toHaveLength(1);
  });

  it('sends a large kept answer whole and in order (read through its output buffer, not sendfile)', async () => {
    const large = async (): Promise<{ bytes: Buffer; cache: string | null }> => {
      const res = await fetch(`${base}/large`);
      return { bytes: Buffer.from(await res.arrayBuffer()), cache: res.headers.get('x-cache-status') };
    };
    const first = await large();
    expect(first.cache).toBe('MISS');
    expect(first.bytes.equals(LARGE)).toBe(true);
    for (let i = 0; i < 3; i++) {
      const hit = await large();
      expect(hit.cache).toBe('HIT');
      expect(hit.bytes.length).toBe(LARGE.length);
      expect(hit.bytes.equals(LARGE)).toBe(true);
    }
    expect(originRequests.filter((r) => r.startsWith('GET /large'))).toHaveLength(1);
  });
});
