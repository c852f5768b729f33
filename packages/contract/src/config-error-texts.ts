/**
 * The screen shown instead of the app when /config/config.json cannot be loaded or is invalid: a
 * module of its own, loaded with that screen only.
 */
import { texts } from './i18n/locale.ts';

export const CONFIG_ERROR_TEXTS = texts('CONFIG_ERROR_TEXTS', {
  invalid: 'The showroom could not start: its configuration is invalid.',
  unreachable: 'The showroom could not start: its configuration could not be loaded.',
  invalidProblems: 'These settings are wrong:',
  unreachableProblems: 'What happened:',
  invalidHint: 'The operator of this installation needs to correct /config/config.json.',
  unreachableHint:
    'Please check your connection and try again. If the problem stays, the operator needs to check the server.',
  retry: 'Try again',
} as const);
