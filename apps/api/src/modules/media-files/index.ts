// Serves stored images at /api/media/<sha256>.<ext>, immutable: the media module stores them.
export { mediaFilesRoutes } from './media-files-routes.ts';
