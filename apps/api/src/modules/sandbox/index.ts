export { SandboxProxy } from './sandbox-proxy.ts';
export { SANDBOX_NICE_OFFSET, startSandboxProcess, type SandboxProcess } from './sandbox-process.ts';
