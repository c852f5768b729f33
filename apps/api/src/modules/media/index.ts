// The media module's public surface: uploads are checked and re-encoded here (media-processing.ts) and
// stored content-addressed (media-repository.ts); other modules use only what this file exports.
export { processIcon, processScreenshot, type ProcessedImage } from './media-processing.ts';
export { findMedia, mediaUrl, parseMediaFileName, saveMedia } from './media-repository.ts';
