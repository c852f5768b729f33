/**
 * The upload half of the API client: XMLHttpRequest, because fetch cannot report how much of a
 * request body has been sent. Loaded on the first upload; `api-client.ts` attaches the credentials.
 */
import type { ReceivedProblem } from '@showroom/contract';
import { ApiError, reasonPhrase, toProblem, type UploadProgress } from './api-error.ts';

function abortError(): DOMException {
  return new DOMException('The upload was aborted.', 'AbortError');
}

export function sendWithProgress(
  url: string,
  method: string,
  headers: Headers,
  options: {
    body: FormData;
    signal?: AbortSignal | undefined;
    onProgress?: ((p: UploadProgress) => void) | undefined;
  },
  withCredentials: boolean,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = withCredentials;
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    const onProgress = options.onProgress;
    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
      });
    }
    const onAbort = (): void => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (): void => options.signal?.removeEventListener('abort', onAbort);

    xhr.addEventListener('load', () => {
      settle();
      const type = xhr.getResponseHeader('Content-Type') ?? '';
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(
            text !== '' && type.includes('json')
              ? (JSON.parse(text) as unknown)
              : text === ''
                ? undefined
                : text,
          );
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
        return;
      }
      reject(
        new ApiError(
          xhr.status,
          reasonPhrase(xhr.status, xhr.statusText),
          problemFromText(text, type, xhr.status, xhr.statusText),
        ),
      );
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new ApiError(0, 'The upload could not be sent.'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    xhr.send(options.body);
  });
}

function problemFromText(
  text: string,
  type: string,
  status: number,
  statusText: string,
): ReceivedProblem | undefined {
  if (!type.includes('json')) return undefined;
  try {
    return toProblem(JSON.parse(text) as unknown, status, statusText);
  } catch {
    return undefined;
  }
}
