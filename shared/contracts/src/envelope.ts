import type { Static } from 'typebox';
import type {
  AttachmentSchema,
  EnvelopeSchema,
  SearchRequestSchema,
  SearchTextEntrySchema,
} from './schemas/common.ts';

// Types only: the schemas live in `./schemas` (the API's side); importing them here as values would
// put TypeBox into every browser bundle.

type EnvelopeFields = Static<ReturnType<typeof EnvelopeSchema>>;

/** Every API response (spec 000 §3 "Response envelope"). */
export type Envelope<T> = Omit<EnvelopeFields, 'data'> & { data: T };

export type SearchTextEntry = Static<typeof SearchTextEntrySchema>;

/** Paged list request (spec 000 §3 "Search request"). The browser always sends SearchText; the API also takes it left out. */
export type SearchRequest = Static<typeof SearchRequestSchema>;

/** A file sent inline: its name and its content in base64 (an image with no data: prefix, or a PDF). */
export type Attachment = Static<typeof AttachmentSchema>;
