import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type ContentCoding, negotiateContentCoding } from './content-coding.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this size a compressed body saves less than its headers and the CPU cost. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Runtime compression runs once per version of a body, on the thread pool. Brotli quality 6 is a
 * few milliseconds for the largest API body (~75 KB) and within about 10% of quality 11; static
 * assets are compressed at quality 11 at build time instead.
 */
const BROTLI_RUNTIME_QUALITY = 6;

const COMPRESSIBLE_TYPES = /^(text\/|application\/(json|javascript|xml|rss\+xml|ld\+json|manifest\+json)|image\/svg\+xml)/;

const ETAG_SUFFIX: Record<ContentCoding, string> = { identity: '', br: '-br', gzip: '-gz' };

type Variant = Buffer | Promise<Buffer>;

/**
 * RFC 9110 If-None-Match: `*`, or a list of entity tags compared weakly (a `W/` prefix is ignored),
 * so a client or proxy that weakened the tag, or sends several, still gets its 304.
 */
export const matchesIfNoneMatch = (header: string | undefined, etag: string): boolean => {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
};

export type PrecompressedVariants = { br?: Buffer; gzip?: Buffer };

/**
 * One body as the app serves it: its content type, a strong ETag per content coding (the gzip and
 * brotli bytes are different representations), and the compressed variants, each made at most once
 * (given at build time, or compressed on first demand and kept).
 */
export class Representation {
  readonly compressible: boolean;
  private readonly hash: string;
  private readonly variants = new Map<ContentCoding, Variant>();
  private readonly headerCache = new WeakMap<OutgoingHttpHeaders, Map<ContentCoding, OutgoingHttpHeaders>>();

  constructor(
    readonly body: Buffer,
    readonly contentType: string,
    precompressed: PrecompressedVariants = {},
  ) {
    this.hash = createHash('sha1').update(body).digest('base64url');
    this.compressible = body.length >= MIN_COMPRESSED_BYTES && COMPRESSIBLE_TYPES.test(contentType);
    this.variants.set('identity', body);
    if (precompressed.br) this.variants.set('br', precompressed.br);
    if (precompressed.gzip) this.variants.set('gzip', precompressed.gzip);
  }

  static text(text: string, contentType: string): Representation {
    return new Representation(Buffer.from(text, 'utf8'), contentType);
  }

  etag(coding: ContentCoding): string {
    return `"${this.hash}${ETAG_SUFFIX[coding]}"`;
  }

  /** The coding this request gets: a compressed one only if the body is worth compressing. */
  codingFor(acceptEncoding: string | undefined): ContentCoding {
    return this.compressible ? negotiateContentCoding(acceptEncoding) : 'identity';
  }

  /** Cache-Control and the like plus ETag and Vary: what a 304 repeats. */
  validatorHeaders(own: OutgoingHttpHeaders, coding: ContentCoding): OutgoingHttpHeaders {
    return { ...own, ETag: this.etag(coding), ...(this.compressible ? { Vary: 'Accept-Encoding' } : {}) };
  }

  /**
   * Every header of a 200 in one object, built once per caller's headers object and coding:
   * callers pass constant objects, so a cached answer allocates no headers per request.
   */
  headers(own: OutgoingHttpHeaders, coding: ContentCoding, bytes: Buffer): OutgoingHttpHeaders {
    let byCoding = this.headerCache.get(own);
    if (!byCoding) {
      byCoding = new Map();
      this.headerCache.set(own, byCoding);
    }
    let headers = byCoding.get(coding);
    if (!headers) {
      headers = {
        ...this.validatorHeaders(own, coding),
        'Content-Type': this.contentType,
        ...(coding === 'identity' ? {} : { 'Content-Encoding': coding }),
        'Content-Length': bytes.length,
      };
      byCoding.set(coding, headers);
    }
    return headers;
  }

  /** The bytes for a coding; a Buffer once made, a Promise the first time. */
  variant(coding: ContentCoding): Variant {
    const existing = this.variants.get(coding);
    if (existing) return existing;
    const made = (coding === 'br' ? brotli(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_RUNTIME_QUALITY } }) : gzipAsync(this.body)).then(
      (bytes) => {
        this.variants.set(coding, bytes);
        return bytes;
      },
      (error: unknown) => {
        this.variants.delete(coding);
        throw error;
      },
    );
    this.variants.set(coding, made);
    return made;
  }
}

export type SendOptions = { status?: number; headers?: OutgoingHttpHeaders };

const NO_HEADERS: OutgoingHttpHeaders = {};

const writeBody = (request: IncomingMessage, response: ServerResponse, status: number, headers: OutgoingHttpHeaders, bytes: Buffer) => {
  response.writeHead(status, headers);
  if (request.method === 'HEAD') response.end();
  else response.end(bytes);
};

/**
 * Answers a GET or HEAD with a representation: the negotiated coding, its ETag, 304 for a matching
 * If-None-Match on a 200, and `Vary: Accept-Encoding` whenever the bytes depend on that header.
 * Synchronous once the variant exists, so a cached answer costs no more than writing it.
 */
export const sendRepresentation = (request: IncomingMessage, response: ServerResponse, representation: Representation, options: SendOptions = {}): void | Promise<void> => {
  const status = options.status ?? 200;
  const own = options.headers ?? NO_HEADERS;
  const coding = representation.codingFor(request.headers['accept-encoding']);
  if (status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], representation.etag(coding))) {
    response.writeHead(304, representation.validatorHeaders(own, coding));
    response.end();
    return;
  }
  const variant = representation.variant(coding);
  if (Buffer.isBuffer(variant)) {
    writeBody(request, response, status, representation.headers(own, coding, variant), variant);
    return;
  }
  return variant.then((bytes) => writeBody(request, response, status, representation.headers(own, coding, bytes), bytes));
};
