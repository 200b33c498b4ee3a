/**
 * @tac/ui attachments: attached images as thumbnails that open in the image viewer, for every screen
 * that shows a record's pictures (timecards, issue notes, vouchers). Loaded with the screen or
 * dialog that renders it, not on first paint.
 */
import './theme/part-recipes.ts'; // the viewer's dialog recipe (not in core's system)

export {
  AttachmentThumbnails,
  type AttachmentThumbnailsProps,
  type ImageAttachment,
} from './attachments/AttachmentThumbnails.tsx';
