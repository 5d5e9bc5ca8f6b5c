/**
 * How deeply a JSON text nests, found by one pass over the raw bytes before it is parsed: a
 * body nested 10,000 levels deep is refused without ever building it. Brackets inside strings
 * do not count; the scan stops as soon as the limit is passed.
 */
export declare const MAX_JSON_DEPTH = 32;
/** True when the text nests deeper than `limit` (arrays and objects together). */
export declare function exceedsJsonDepth(raw: Uint8Array, limit?: number): boolean;
/** An error body-parser passes on with its status (a 400 envelope in the error filter). */
export declare class JsonTooDeepError extends Error {
    readonly status = 400;
    readonly expose = true;
    readonly type = "entity.too.deep";
    constructor(limit?: number);
}
