/**
 * The API client (api-client-core.ts) plus `messageFor`, the failure snackbar by catalogue key.
 * Screens import from here; code that ships in the first chunk imports api-client-core.ts, because
 * `messageFor` brings every failure text of the catalogue with it.
 */
import { failure, type FailureKey, type SnackbarMessage } from '@showroom/contract';
import { httpErrorInfo, isApiError } from './api-client-core.ts';

export * from './api-client-core.ts';

/** The failure snackbar for a failed call, from the contract's failure catalogue. */
export function messageFor(error: unknown, key: FailureKey): SnackbarMessage {
  // The problem's own detail, never its title, is the reason a refusal adds (the contract's failure()).
  return failure(key, {
    ...httpErrorInfo(error),
    reason: isApiError(error) ? error.problem?.detail : undefined,
  });
}
