import type { SnackbarType } from '@showroom/contract';
import { createContext, use } from 'react';

export interface SnackbarInput {
  readonly text: string;
  readonly type: SnackbarType;
  /** Defaults to the catalogue's duration for the type (success 4000 ms, failure 8000 ms). */
  readonly durationMs?: number;
}

export interface SnackbarApi {
  show(message: SnackbarInput): void;
  dismiss(): void;
}

export const SnackbarContext = createContext<SnackbarApi | null>(null);

export function useSnackbar(): SnackbarApi {
  const api = use(SnackbarContext);
  if (!api) throw new Error('useSnackbar() needs a <SnackbarProvider> above it.');
  return api;
}
