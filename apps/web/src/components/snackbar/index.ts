export { SnackbarProvider } from './snackbar-provider.tsx';
export { useSnackbar, type SnackbarInput } from './snackbar-context.ts';
