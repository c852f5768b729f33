import {
  appFormToBody,
  endpointRoutes,
  type AppDetails,
  type AppForm,
  type AppEvidenceInput,
  type AppUpdateBody,
  type InteropProfile,
} from '@showroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { apiFetch, isApiError, messageFor } from '../../../lib/api-client.ts';
import { editorKeys } from './query-keys.ts';

interface SaveInput {
  readonly form: AppForm;
  readonly vendorId: number;
  /** The interoperability profile to declare; undefined sends none, which keeps the version's profile. */
  readonly profile?: InteropProfile | null | undefined;
  /** The evidence to declare (issue 37); undefined sends none, which keeps the version's. */
  readonly evidence?: AppEvidenceInput | null | undefined;
}

const bodyOf = (input: SaveInput, rowVersion?: number): AppUpdateBody => ({
  ...appFormToBody(input.form, input.vendorId, rowVersion),
  ...(input.profile !== undefined ? { profile: input.profile } : {}),
  ...(input.evidence !== undefined ? { evidence: input.evidence } : {}),
});

/** POST /apps: a new DRAFT for the vendor. */
const createApp = (input: SaveInput): Promise<AppDetails> =>
  apiFetch(endpointRoutes.createApp, { body: bodyOf(input) });

/** PUT /apps/:id with the row version it was loaded at, so a concurrent change is refused (409). */
const updateApp = (input: SaveInput & { app: Pick<AppDetails, 'id' | 'rowVersion'> }) =>
  apiFetch(endpointRoutes.updateApp, {
    params: { id: input.app.id },
    body: bodyOf(input, input.app.rowVersion),
  });

export function useCreateApp() {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  return useMutation({
    mutationFn: createApp,
    onSuccess: async (app) => {
      queryClient.setQueryData(editorKeys.app(app.id), app);
      await queryClient.invalidateQueries({ queryKey: editorKeys.all, refetchType: 'none' });
    },
    onError: (error) => snackbar.show(messageFor(error, 'createApp')),
  });
}

/**
 * A 400 shows the server's sentence, anything else the catalogue's text. A 409 (someone changed the
 * app meanwhile) also shows the server's sentence; the step offers to reload.
 */
export function useUpdateApp() {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  return useMutation({
    mutationFn: updateApp,
    onSuccess: async (app) => {
      queryClient.setQueryData(editorKeys.app(app.id), app);
      await queryClient.invalidateQueries({ queryKey: editorKeys.all, refetchType: 'none' });
    },
    onError: (error) => {
      const message = messageFor(error, 'updateApp');
      const conflict = isApiError(error) && error.status === 409 ? error.detail : undefined;
      snackbar.show(conflict ? { ...message, text: conflict } : message);
    },
  });
}
