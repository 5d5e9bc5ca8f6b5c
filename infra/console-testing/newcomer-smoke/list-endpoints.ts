export interface ListEndpoint {
  /** e.g. `/api/v1/orders` */
  path: string;
  /** The permission slug the gateway asks for, e.g. `orders-list`. */
  permission: string;
  operationId: string;
}

interface OpenApiOperation {
  operationId?: string;
  'x-permission'?: string;
}

/**
 * Every collection the API serves, from the gateway's own OpenAPI document (which is built
 * from the contracts' catalogue): the parameter-free GET operations that are an entity's list.
 */
export async function listEndpoints(baseUrl: string): Promise<ListEndpoint[]> {
  const res = await fetch(`${baseUrl}/api/v1/openapi.json`);
  if (!res.ok) throw new Error(`openapi.json answered ${res.status}`);
  const doc = (await res.json()) as { paths: Record<string, { get?: OpenApiOperation }> };
  return Object.entries(doc.paths)
    .filter(([path, item]) => !path.includes('{') && item.get?.operationId?.endsWith('.list') && item.get['x-permission'])
    .map(([path, item]) => ({ path, permission: item.get!['x-permission']!, operationId: item.get!.operationId! }));
}
