/**
 * The German catalogue's part for the sandbox page as it first shows (its launching section, and the app
 * page's `Launch in sandbox`, have their own: sandbox-launch.ts; its try-a-CDS-service section too).
 */
import * as sandbox from '../de/sandbox.ts';

export const modules = [sandbox];
