import compress from '@fastify/compress';
import type { App } from './app-type.ts';

/** Smaller answers cost more to compress than they save on the wire. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The API's answers compressed for a client that accepts it (brotli, else gzip), as the static files
 * already are (shared/docs/architecture.md "Compression"): JSON and the other compressible types
 * (an image or a PDF is compressed already, and is left alone). The built scripts are sent
 * precompressed, their Content-Encoding set, which the plugin leaves alone; a streamed download
 * opts out with `NOT_COMPRESSED` in its route options (its bytes leave as they are made, and
 * compressing them would cost more CPU than making them). Request bodies are not inflated: a small
 * compressed body could stand for a huge one. Registered before the routes it applies to.
 */
export async function registerCompression(app: App): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}

/** A route's options for an answer sent as it is made (a CSV stream): never compressed. */
export const NOT_COMPRESSED = { compress: false } as const;
