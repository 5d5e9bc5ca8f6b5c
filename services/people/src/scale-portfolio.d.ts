import { type Db } from '@portico/platform';
/** The large demo property: `PORTICO_SCALE_UNITS=100000 npm start` fills it. */
export declare const SCALE_PROPERTY_ID = "1c9a6d2f-0000-4000-8000-000000000100";
/**
 * Generates a property with `count` units for scale demos and benchmarks, in chunks through
 * the normal seeding path (each unit gets its `created` event). Safe to run again: it
 * continues where a previous run stopped.
 */
export declare function generateScalePortfolio(db: Db, count: number, onProgress?: (done: number) => void): Promise<number>;
