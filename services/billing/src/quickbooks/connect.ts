import { createHash, randomBytes } from 'node:crypto';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { PorticoError, integrationSettings, msg, fieldError } from '@portico/contracts';
import { applyRecordChange, isPlatformPrincipal, seal, unseal, sealContext, type Db, type Principal } from '@portico/platform';
import { integrationSettingsTable, quickbooksConnections, quickbooksOauthStates } from '../integrations/integrations.schema';
import { QuickbooksApi, TOKEN_CONTEXT, tokenRequest, type AppKeys } from './qbo-client';
import { quickbooksEndpoints, type QuickbooksEndpoints } from './qbo-config';

/** Spec message when an operation needs the organization's accounting-software account. */
export const NO_ACCOUNT = msg('billing.noAccountingAccount');
const STATE_TTL_MS = 10 * 60_000;

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/** The organization a caller acts for: theirs, or (platform roles) the one they name. */
export function orgOf(principal: Principal, asked?: unknown): string {
  if (!isPlatformPrincipal(principal)) {
    if (!principal.orgId) throw new PorticoError('FORBIDDEN', msg('error.noParentOrg'));
    // Another organization's id is "not found", never "forbidden": ids cannot be probed.
    if (asked && asked !== principal.orgId)
      throw new PorticoError(
        'NOT_FOUND',
        msg('error.refNotFound', {
          label: { en: 'Parent Org', es: 'Organización matriz' },
          where: { en: 'Parent Org', es: 'organización matriz' },
        }),
      );
    return principal.orgId;
  }
  if (typeof asked === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(asked)) return asked;
  if (principal.orgId) return principal.orgId;
  throw PorticoError.validation([fieldError('parentOrgId', msg('error.chooseParentOrg'))]);
}

export interface SettingsRow {
  id: string;
  parentOrgId: string;
  quickbooksClientKey: string | null;
  quickbooksClientSecret: string | null;
  quickbooksLastPullAt: string | null;
}
const SETTINGS = integrationSettingsTable as unknown as Record<string, PgColumn>;

export async function settingsOf(db: Db, parentOrgId: string): Promise<SettingsRow | undefined> {
  // As billing settings: the organization's oldest active record applies.
  const [row] = await db
    .select()
    .from(integrationSettingsTable)
    .where(and(eq(SETTINGS.parentOrgId!, parentOrgId), eq(SETTINGS.status!, 'active')))
    .orderBy(asc(SETTINGS.createdAt!), asc(SETTINGS.id!))
    .limit(1);
  return row as SettingsRow | undefined;
}

/** The organization's accounting-software app keys, or the spec's "please register". */
export function appKeysOf(settings: SettingsRow | undefined): AppKeys {
  if (!settings?.quickbooksClientKey || !settings.quickbooksClientSecret) throw new PorticoError('NOT_FOUND', NO_ACCOUNT);
  return {
    clientId: settings.quickbooksClientKey,
    clientSecret: unseal(settings.quickbooksClientSecret, sealContext(integrationSettings, 'quickbooksClientSecret')),
  };
}

/** Step 1: the URL to send the browser to, with a one-time state bound to the org and the user. */
export async function authorizeUrl(
  db: Db,
  principal: Principal,
  parentOrgId: string,
  endpoints: QuickbooksEndpoints = quickbooksEndpoints(),
): Promise<{ url: string; state: string }> {
  const keys = appKeysOf(await settingsOf(db, parentOrgId));
  const state = randomBytes(32).toString('base64url');
  await db.insert(quickbooksOauthStates).values({
    stateHash: hash(state),
    parentOrgId,
    userId: principal.userId,
    expiresAt: new Date(Date.now() + STATE_TTL_MS).toISOString(),
  });
  const url = new URL(endpoints.authorizeUrl);
  url.searchParams.set('client_id', keys.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', endpoints.scope);
  url.searchParams.set('redirect_uri', endpoints.redirectUri);
  url.searchParams.set('state', state);
  return { url: url.toString(), state };
}

const INVALID_STATE = msg('billing.connectionLinkUnusable');

/**
 * Step 2 (the /quickbooks-connected page posts what Intuit sent back): the state must be one we
 * issued to this user, unused and fresh; the code is exchanged with the organization's keys and
 * the tokens are stored sealed on that organization's row — no other organization's row moves.
 */
export async function completeConnection(
  db: Db,
  principal: Principal,
  input: { code: string; state: string; realmId: string },
  endpoints: QuickbooksEndpoints = quickbooksEndpoints(),
): Promise<{ parentOrgId: string; realmId: string; companyName: string | null; connectedAt: string }> {
  const [claimed] = await db
    .update(quickbooksOauthStates)
    .set({ usedAt: new Date().toISOString() })
    .where(
      and(
        eq(quickbooksOauthStates.stateHash, hash(input.state)),
        eq(quickbooksOauthStates.userId, principal.userId),
        isNull(quickbooksOauthStates.usedAt),
        gt(quickbooksOauthStates.expiresAt, new Date().toISOString()),
      ),
    )
    .returning();
  if (!claimed) throw PorticoError.validation([fieldError('state', INVALID_STATE)]);
  const parentOrgId = claimed.parentOrgId;
  const settings = await settingsOf(db, parentOrgId);
  const keys = appKeysOf(settings);
  const tokens = await tokenRequest(
    keys,
    { grant_type: 'authorization_code', code: input.code, redirect_uri: endpoints.redirectUri },
    endpoints,
  );
  const now = new Date();
  const values = {
    parentOrgId,
    realmId: input.realmId,
    accessToken: seal(tokens.accessToken, TOKEN_CONTEXT.access),
    refreshToken: seal(tokens.refreshToken, TOKEN_CONTEXT.refresh),
    accessExpiresAt: new Date(now.getTime() + tokens.expiresIn * 1000).toISOString(),
    refreshExpiresAt: tokens.refreshExpiresIn ? new Date(now.getTime() + tokens.refreshExpiresIn * 1000).toISOString() : null,
    connectedBy: principal.userId,
    connectedAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quickbooksConnections)
      .values(values)
      .onConflictDoUpdate({ target: quickbooksConnections.parentOrgId, set: values })
      .returning();
    const api = new QuickbooksApi(tx as unknown as Db, row!, keys, endpoints);
    const info = await api
      .request<{ CompanyInfo?: { CompanyName?: string } }>('GET', `companyinfo/${encodeURIComponent(input.realmId)}`)
      .catch(() => ({ CompanyInfo: undefined }));
    const companyName = info.CompanyInfo?.CompanyName ?? null;
    await tx.update(quickbooksConnections).set({ companyName }).where(eq(quickbooksConnections.parentOrgId, parentOrgId));
    // The settings record shows the connected company; its history records who connected it.
    await applyRecordChange(tx as unknown as Db, integrationSettings, integrationSettingsTable, principal.userId, settings!.id, {
      quickbooksCompany: companyName,
      quickbooksRealmId: input.realmId,
      quickbooksConnectedAt: values.connectedAt,
    });
    return { parentOrgId, realmId: input.realmId, companyName, connectedAt: values.connectedAt };
  });
}

/** The organization's live connection and an API bound to it, or the spec's "please register". */
export async function connectionOf(
  db: Db,
  parentOrgId: string,
  endpoints: QuickbooksEndpoints = quickbooksEndpoints(),
): Promise<QuickbooksApi> {
  const settings = await settingsOf(db, parentOrgId);
  const keys = appKeysOf(settings);
  const [connection] = await db.select().from(quickbooksConnections).where(eq(quickbooksConnections.parentOrgId, parentOrgId));
  if (!connection) throw new PorticoError('NOT_FOUND', NO_ACCOUNT);
  return new QuickbooksApi(db, connection, keys, endpoints);
}

/** What the settings page shows: connected or not, to which company, since when. */
export async function connectionStatus(db: Db, parentOrgId: string) {
  const settings = await settingsOf(db, parentOrgId);
  const [connection] = await db
    .select({
      realmId: quickbooksConnections.realmId,
      companyName: quickbooksConnections.companyName,
      connectedAt: quickbooksConnections.connectedAt,
    })
    .from(quickbooksConnections)
    .where(eq(quickbooksConnections.parentOrgId, parentOrgId));
  return {
    parentOrgId,
    registered: Boolean(settings?.quickbooksClientKey && settings.quickbooksClientSecret),
    connected: Boolean(connection),
    realmId: connection?.realmId ?? null,
    companyName: connection?.companyName ?? null,
    connectedAt: connection?.connectedAt ?? null,
  };
}
