import { Client } from 'pg';
import { createTestDatabase } from '../testing/test-database';
import { databaseInputError, sqlStateOf } from './database-errors';

/**
 * Each database error that bad input can still cause, produced by real PostgreSQL, maps to a
 * 4xx with a fixed message; anything else stays a 500 (not mapped here).
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let client: Client;

beforeAll(async () => {
  db = await createTestDatabase('portico_dberr');
  client = new Client({ connectionString: db.url });
  await client.connect();
  await client.query(`
    create table parent (id int primary key, code text unique, short varchar(3), n int not null default 0 check (n >= 0));
    create table child (id int primary key, parent_id int references parent(id));
    insert into parent (id, code) values (1, 'a');`);
});
afterAll(async () => {
  await client.end();
  await db.drop();
});

async function failureOf(statement: string, params: unknown[] = []): Promise<unknown> {
  try {
    await client.query(statement, params);
  } catch (err) {
    return err;
  }
  throw new Error(`expected ${statement} to fail`);
}

it.each([
  ['a non-uuid id', `select $1::uuid`, ['abc'], '22P02', 400],
  ['an impossible date', `select $1::date`, ['2024-02-30'], '22008', 400],
  ['a date in year zero', `select $1::date`, ['0000-01-01'], '22008', 400],
  ['junk as a timestamp', `select $1::timestamptz`, ['yesterday-ish'], '22007', 400],
  ['a string too long', `insert into parent (id, short) values (2, $1)`, ['abcdef'], '22001', 400],
  ['a number out of range', `select $1::int`, ['2147483648'], '22003', 400],
  ['bytes that are not UTF-8', `select convert_from('\\xc328'::bytea, 'UTF8')`, [], '22021', 400],
  ['a NUL in jsonb', `select '"a\\u0000b"'::jsonb`, [], '22P05', 400],
  ['a duplicate unique value', `insert into parent (id, code) values (3, 'a')`, [], '23505', 409],
  ['a reference to nothing', `insert into child (id, parent_id) values (1, 99)`, [], '23503', 409],
  ['a missing required value', `insert into parent (id, n) values (4, null)`, [], '23502', 400],
  ['a check that fails', `insert into parent (id, n) values (5, -1)`, [], '23514', 400],
  ['a division by zero (any other data exception)', `select 1 / 0`, [], '22012', 400],
])('%s is a %s', async (_name, statement, params, state, status) => {
  const err = await failureOf(statement, params);
  expect(sqlStateOf(err)).toBe(state);
  // Seen directly and wrapped the way drizzle wraps it.
  for (const thrown of [err, Object.assign(new Error('Failed query'), { cause: err })]) {
    const mapped = databaseInputError(thrown);
    expect({ status: mapped?.status, leaks: mapped?.message.includes('parent') }).toEqual({ status, leaks: false });
  }
});

it('leaves errors that are not about input alone', async () => {
  const err = await failureOf('select * from no_such_table');
  expect(sqlStateOf(err)).toBe('42P01');
  expect(databaseInputError(err)).toBeUndefined();
  expect(databaseInputError(new Error('socket hang up'))).toBeUndefined();
});
