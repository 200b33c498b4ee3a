/** @tac/ui image-viewer: one image (an attachment) in a dialog. */
import './theme/part-recipes.ts'; // this part's Chakra recipes (not in core's system)

export { ImageViewer, type ImageViewerProps, imageSource } from './image-viewer/ImageViewer.tsx';
