/**
 * Query keys of the editor. Every app query of the web starts with 'apps', so after a change the
 * editor invalidates that root and the vendor's list, details and previews show the new state.
 */
export const editorKeys = {
  all: ['apps'] as const,
  app: (appId: number) => [...editorKeys.all, appId, 'preview'] as const,
  reasons: (appId: number) => [...editorKeys.all, appId, 'reasons'] as const,
};
