export { frontDoorPlugin } from './front-door-plugin.ts';
