import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import type { Request, Response } from 'express';
import busboy from 'busboy';
import { PorticoError, msg } from '@portico/contracts';
import { cleanFileName } from '@portico/platform';

/** A byte limit in MB with one decimal, as refusals state it. */
export function megabytes(bytes: number): number {
  return Math.round(bytes / 104857.6) / 10;
}

/** One file of a multipart upload, spooled to a temporary file while it arrived. */
export interface SpooledFile {
  fileName: string;
  path: string;
  size: number;
  sha256: string;
  /** The first bytes, for reading the type (plain text is told from them). */
  head: Buffer;
  /** Cut at the size limit: the file was larger. */
  truncated: boolean;
}

const HEAD_BYTES = 512;
/** Room for the multipart framing and a few small fields beside the files. */
const FRAMING_BYTES = 1024 * 1024;

/**
 * Reads the `file` parts of a multipart/form-data request into `dir`, counting, hashing and
 * keeping the first bytes of each as it streams. A file over `maxBytes` is cut there (and
 * reported truncated); a body far over what the limits allow stops being read at all, so no
 * client can make the gateway read forever. Spooling (rather than streaming straight into the
 * storage) lets the type and size be checked before anything is stored, and gives S3 a length.
 */
export function receiveFiles(
  req: Request,
  res: Response,
  dir: string,
  limits: { maxBytes: number; maxFiles: number },
): Promise<SpooledFile[]> {
  const contentType = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType))
    return Promise.reject(new PorticoError('UNSUPPORTED_MEDIA_TYPE', msg('error.sendMultipart')));
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // Names as browsers send them: UTF-8 (busboy's default reads them as Latin-1, garbling
      // "Façade.pdf" or "見積.pdf").
      defParamCharset: 'utf8',
      limits: {
        // One byte over the limit is what busboy reports as `limit`: a file of exactly
        // `maxBytes` is within it and accepted, as the stated limit says.
        fileSize: limits.maxBytes + 1,
        files: limits.maxFiles,
        fields: 20,
        parts: limits.maxFiles + 20,
        fieldSize: 1024,
        headerPairs: 20,
      },
    });
  } catch {
    return Promise.reject(new PorticoError('BAD_REQUEST', msg('error.multipartNoBoundary')));
  }
  return new Promise<SpooledFile[]>((resolve, reject) => {
    const files: SpooledFile[] = [];
    const writes: Promise<boolean>[] = [];
    let failure: PorticoError | undefined;
    let settled = false;
    const fail = (err: PorticoError) => {
      failure ??= err;
    };
    const finish = () => {
      if (settled) return;
      settled = true;
      // On a failure nothing is kept: no need to wait for the spooled files to be complete.
      if (failure) return reject(failure);
      void Promise.all(writes).then((ok) => {
        if (ok.includes(false)) reject(new PorticoError('BAD_REQUEST', msg('error.uploadUnreadable')));
        else if (files.length === 0) reject(new PorticoError('BAD_REQUEST', msg('error.noFile')));
        else resolve(files);
      });
    };

    // A body past what the limits allow is not read further: answer, then close.
    const stopReading = (err: PorticoError) => {
      if (settled) return;
      req.unpipe(parser);
      req.off('data', onData);
      res.setHeader('connection', 'close');
      fail(err);
      finish();
    };
    const cap = limits.maxFiles * limits.maxBytes + FRAMING_BYTES;
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > cap) stopReading(new PorticoError('PAYLOAD_TOO_LARGE', msg('error.uploadTooLarge')));
    };
    req.on('data', onData);

    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || failure) {
        if (field !== 'file') fail(new PorticoError('BAD_REQUEST', msg('error.unexpectedPart', { field })));
        stream.resume();
        return;
      }
      const path = join(dir, randomUUID());
      const hash = createHash('sha256');
      const spooled: SpooledFile = { fileName: info.filename ?? '', path, size: 0, sha256: '', head: Buffer.alloc(0), truncated: false };
      files.push(spooled);
      const out = createWriteStream(path, { mode: 0o600 });
      stream.on('data', (chunk: Buffer) => {
        spooled.size += chunk.length;
        hash.update(chunk);
        if (spooled.head.length < HEAD_BYTES)
          spooled.head = Buffer.concat([spooled.head, chunk.subarray(0, HEAD_BYTES - spooled.head.length)]);
      });
      // A file over its limit ends the upload there: nothing of it would be kept, so the rest
      // of the body is not read (a 120 MB file against 25 MB stops at 25 MB, not at its end).
      stream.on('limit', () => {
        spooled.truncated = true;
        stopReading(
          new PorticoError(
            'PAYLOAD_TOO_LARGE',
            msg('error.fileTooLargeMb', { file: cleanFileName(spooled.fileName), mb: megabytes(limits.maxBytes) }),
          ),
        );
      });
      stream.pipe(out);
      writes.push(
        // Always settles (false on an error), so an abandoned upload leaves no unhandled rejection.
        new Promise<boolean>((done) => {
          out.on('finish', () => {
            spooled.sha256 = hash.digest('hex');
            done(true);
          });
          out.on('error', () => done(false));
          stream.on('error', () => {
            out.destroy();
            done(false);
          });
        }),
      );
    });
    parser.on('filesLimit', () => fail(new PorticoError('PAYLOAD_TOO_LARGE', msg('error.tooManyUploadFiles', { count: limits.maxFiles }))));
    parser.on('partsLimit', () => fail(new PorticoError('BAD_REQUEST', msg('error.tooManyParts'))));
    parser.on('fieldsLimit', () => fail(new PorticoError('BAD_REQUEST', msg('error.tooManyFields'))));
    parser.on('error', () => {
      fail(new PorticoError('BAD_REQUEST', msg('error.multipartMalformed')));
      req.unpipe(parser);
      req.resume();
      finish();
    });
    parser.on('close', finish);
    req.on('aborted', () => {
      fail(new PorticoError('BAD_REQUEST', msg('error.uploadInterrupted')));
      finish();
    });
    req.pipe(parser);
  });
}
