/**
 * The German catalogue's part for launching an app in the sandbox: the app page's `Launch in sandbox`
 * and the /sandbox page's section on launching, loaded with their chunk.
 */
import * as sandboxLaunch from '../de/sandbox-launch.ts';

export const modules = [sandboxLaunch];
