export { SnackbarProvider } from './snackbar-provider.tsx';
export { useSnackbar, type SnackbarApi, type SnackbarInput } from './snackbar-context.ts';
