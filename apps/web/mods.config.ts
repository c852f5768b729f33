import base from './vite.config.ts';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const plugin = {
  name: 'chunk-modules',
  generateBundle(_o: unknown, bundle: Record<string, any>) {
    const out: Record<string, string[]> = {};
    for (const c of Object.values(bundle)) if (c.type === 'chunk') out[c.fileName + ' ' + (c.name) + ' ' + gzipSync(c.code,{level:9}).length] = Object.entries(c.modules).map(([m, i]: [string, any]) => m.replace('/work/main/', '').replace(/.*node_modules\//, 'nm:') + ' ' + i.renderedLength);
    writeFileSync('/tmp/chunk-modules.json', JSON.stringify(out, null, 1));
  },
};
export default { ...base, plugins: [...(base as any).plugins, plugin], build: { ...(base as any).build, outDir: '/tmp/distM' } };
