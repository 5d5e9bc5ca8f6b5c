"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.receiveFiles = receiveFiles;
const node_crypto_1 = require("node:crypto");
const node_fs_1 = require("node:fs");
const node_path_1 = require("node:path");
const busboy_1 = __importDefault(require("busboy"));
const contracts_1 = require("@portico/contracts");
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
function receiveFiles(req, res, dir, limits) {
    const contentType = req.headers['content-type'] ?? '';
    if (!/^multipart\/form-data\s*;/i.test(contentType))
        return Promise.reject(new contracts_1.PorticoError('UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data, in parts named "file"'));
    let parser;
    try {
        parser = (0, busboy_1.default)({
            headers: req.headers,
            limits: {
                fileSize: limits.maxBytes,
                files: limits.maxFiles,
                fields: 20,
                parts: limits.maxFiles + 20,
                fieldSize: 1024,
                headerPairs: 20,
            },
        });
    }
    catch {
        return Promise.reject(new contracts_1.PorticoError('BAD_REQUEST', 'Malformed multipart body: no boundary'));
    }
    return new Promise((resolve, reject) => {
        const files = [];
        const writes = [];
        let failure;
        let settled = false;
        const fail = (err) => {
            failure ??= err;
        };
        const finish = () => {
            if (settled)
                return;
            settled = true;
            // On a failure nothing is kept: no need to wait for the spooled files to be complete.
            if (failure)
                return reject(failure);
            void Promise.all(writes).then((ok) => {
                if (ok.includes(false))
                    reject(new contracts_1.PorticoError('BAD_REQUEST', 'The upload could not be read'));
                else if (files.length === 0)
                    reject(new contracts_1.PorticoError('BAD_REQUEST', 'No file: send at least one part named "file"'));
                else
                    resolve(files);
            });
        };
        // A body well past what the limits allow is not read further: answer, then close.
        const cap = limits.maxFiles * limits.maxBytes + FRAMING_BYTES;
        let received = 0;
        const onData = (chunk) => {
            received += chunk.length;
            if (received > cap && !settled) {
                req.unpipe(parser);
                req.off('data', onData);
                res.setHeader('connection', 'close');
                fail(new contracts_1.PorticoError('PAYLOAD_TOO_LARGE', 'The upload is larger than the limit'));
                finish();
            }
        };
        req.on('data', onData);
        parser.on('file', (field, stream, info) => {
            if (field !== 'file' || failure) {
                if (field !== 'file')
                    fail(new contracts_1.PorticoError('BAD_REQUEST', `Unexpected part "${field}": send files in parts named "file"`));
                stream.resume();
                return;
            }
            const path = (0, node_path_1.join)(dir, (0, node_crypto_1.randomUUID)());
            const hash = (0, node_crypto_1.createHash)('sha256');
            const spooled = { fileName: info.filename ?? '', path, size: 0, sha256: '', head: Buffer.alloc(0), truncated: false };
            files.push(spooled);
            const out = (0, node_fs_1.createWriteStream)(path, { mode: 0o600 });
            stream.on('data', (chunk) => {
                spooled.size += chunk.length;
                hash.update(chunk);
                if (spooled.head.length < HEAD_BYTES)
                    spooled.head = Buffer.concat([spooled.head, chunk.subarray(0, HEAD_BYTES - spooled.head.length)]);
            });
            stream.on('limit', () => {
                spooled.truncated = true;
            });
            stream.pipe(out);
            writes.push(
            // Always settles (false on an error), so an abandoned upload leaves no unhandled rejection.
            new Promise((done) => {
                out.on('finish', () => {
                    spooled.sha256 = hash.digest('hex');
                    done(true);
                });
                out.on('error', () => done(false));
                stream.on('error', () => {
                    out.destroy();
                    done(false);
                });
            }));
        });
        parser.on('filesLimit', () => fail(new contracts_1.PorticoError('PAYLOAD_TOO_LARGE', `At most ${limits.maxFiles} files at once`)));
        parser.on('partsLimit', () => fail(new contracts_1.PorticoError('BAD_REQUEST', 'Too many parts in the upload')));
        parser.on('fieldsLimit', () => fail(new contracts_1.PorticoError('BAD_REQUEST', 'Too many fields in the upload')));
        parser.on('error', () => {
            fail(new contracts_1.PorticoError('BAD_REQUEST', 'Malformed multipart body'));
            req.unpipe(parser);
            req.resume();
            finish();
        });
        parser.on('close', finish);
        req.on('aborted', () => {
            fail(new contracts_1.PorticoError('BAD_REQUEST', 'The upload was interrupted'));
            finish();
        });
        req.pipe(parser);
    });
}
//# sourceMappingURL=multipart-upload.js.map