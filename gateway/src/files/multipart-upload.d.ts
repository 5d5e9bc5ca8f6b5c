import type { Request, Response } from 'express';
/** One file of a multipart upload, spooled to a temporary file while it arrived. */
export interface SpooledFile {
    fileName: string;
    path: string;
    size: number;
    sha256: string;
    /** The first bytes, for sniffing the type. */
    head: Buffer;
    /** Cut at the size limit: the file was larger. */
    truncated: boolean;
}
/**
 * Reads the `file` parts of a multipart/form-data request into `dir`, counting, hashing and
 * keeping the first bytes of each as it streams. A file over `maxBytes` is cut there (and
 * reported truncated); a body far over what the limits allow stops being read at all, so no
 * client can make the gateway read forever. Spooling (rather than streaming straight into the
 * storage) lets the type and size be checked before anything is stored, and gives S3 a length.
 */
export declare function receiveFiles(req: Request, res: Response, dir: string, limits: {
    maxBytes: number;
    maxFiles: number;
}): Promise<SpooledFile[]>;
