"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.JsonTooDeepError = exports.MAX_JSON_DEPTH = void 0;
exports.exceedsJsonDepth = exceedsJsonDepth;
/**
 * How deeply a JSON text nests, found by one pass over the raw bytes before it is parsed: a
 * body nested 10,000 levels deep is refused without ever building it. Brackets inside strings
 * do not count; the scan stops as soon as the limit is passed.
 */
exports.MAX_JSON_DEPTH = 32;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
/** True when the text nests deeper than `limit` (arrays and objects together). */
function exceedsJsonDepth(raw, limit = exports.MAX_JSON_DEPTH) {
    let depth = 0;
    let inString = false;
    for (let i = 0; i < raw.length; i += 1) {
        const byte = raw[i];
        if (inString) {
            if (byte === BACKSLASH)
                i += 1;
            else if (byte === QUOTE)
                inString = false;
        }
        else if (byte === QUOTE)
            inString = true;
        else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
            depth += 1;
            if (depth > limit)
                return true;
        }
        else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET)
            depth -= 1;
    }
    return false;
}
/** An error body-parser passes on with its status (a 400 envelope in the error filter). */
class JsonTooDeepError extends Error {
    status = 400;
    expose = true;
    type = 'entity.too.deep';
    constructor(limit = exports.MAX_JSON_DEPTH) {
        super(`The request body nests deeper than ${limit} levels`);
    }
}
exports.JsonTooDeepError = JsonTooDeepError;
//# sourceMappingURL=json-depth.js.map