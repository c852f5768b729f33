export { SandboxProxy } from './sandbox-proxy.ts';
export { startSandboxProcess, type SandboxProcess } from './sandbox-process.ts';
