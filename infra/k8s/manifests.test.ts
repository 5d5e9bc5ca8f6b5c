import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { safeLoad } from 'js-yaml';
import { DOMAINS } from '@portico/contracts';
import { envPairs, parseDockerfile } from '../docker/dockerfile';

/**
 * Every overlay rendered by `kubectl kustomize` (Debian's kubectl; `.ci/run` installs it) and
 * every object validated offline against the Kubernetes schemas (CloudNativePG's against its
 * CRD's); then the design the objects must hold: probes on the real health checks, and network
 * policies that let a service reach NATS, its own database and its configured endpoints only.
 */
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
}
interface Probe {
  httpGet: { path: string; port: string | number };
}
interface Container {
  ports: { name: string; containerPort: number }[];
  readinessProbe: Probe;
  livenessProbe: Probe;
  env?: { name: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
}
interface Peer {
  podSelector?: { matchLabels: Record<string, string> };
  namespaceSelector?: object;
  ipBlock?: { cidr: string };
}

const OVERLAYS = ['small', 'large'] as const;
const PROCESSES = [...DOMAINS, 'gateway', 'edge'];
const rendered = new Map<string, K8sObject[]>();

beforeAll(() => {
  for (const overlay of OVERLAYS) {
    const yaml = execFileSync('kubectl', ['kustomize', join(__dirname, 'overlays', overlay)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const { objects, errors } = JSON.parse(
      execFileSync(process.execPath, [join(__dirname, 'validate-objects.mjs')], { input: yaml, encoding: 'utf8' }),
    ) as { objects: K8sObject[]; errors: string[] };
    expect({ overlay, errors }).toEqual({ overlay, errors: [] });
    rendered.set(overlay, objects);
  }
}, 60_000);

const find = (overlay: string, kind: string, name: string) =>
  rendered.get(overlay)!.find((o) => o.kind === kind && o.metadata.name === name);
const container = (overlay: string, name: string) =>
  (find(overlay, 'Deployment', name)!.spec as { template: { spec: { containers: Container[] } } }).template.spec.containers[0]!;

test('every overlay renders into valid objects in one namespace, each Portico process with its Service, autoscaler and disruption budget', () => {
  for (const overlay of OVERLAYS) {
    const objects = rendered.get(overlay)!;
    expect(objects.every((o) => o.metadata.namespace === 'portico')).toBe(true);
    for (const name of PROCESSES) {
      expect(find(overlay, 'Deployment', name)).toBeDefined();
      expect(
        objects.some(
          (o) => o.kind === 'Service' && (o.spec as { selector: Record<string, string> }).selector['app.kubernetes.io/name'] === name,
        ),
      ).toBe(true);
      expect((find(overlay, 'HorizontalPodAutoscaler', name)!.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name).toBe(name);
      expect(find(overlay, 'PodDisruptionBudget', name)).toBeDefined();
      expect(find(overlay, 'NetworkPolicy', name)).toBeDefined();
    }
  }
});

test('probes ask the health checks the images answer, on the port the image configures', () => {
  for (const domain of DOMAINS) {
    const env = imageEnv(`${domain}.Dockerfile`);
    const c = container('small', domain);
    expect(c.ports).toEqual([{ name: 'ops', containerPort: Number(env.PORTICO_OPS_PORT) }]);
    expect([c.readinessProbe.httpGet, c.livenessProbe.httpGet]).toEqual([
      { path: '/health/ready', port: 'ops' },
      { path: '/health/live', port: 'ops' },
    ]);
  }
  const gateway = container('small', 'gateway');
  expect(gateway.ports[0]!.containerPort).toBe(Number(imageEnv('gateway.Dockerfile').GATEWAY_PORT));
  expect([gateway.readinessProbe.httpGet.path, gateway.livenessProbe.httpGet.path]).toEqual(['/api/health/ready', '/api/health/live']);
  expect(container('small', 'edge').ports[0]!.containerPort).toBe(Number(imageEnv('edge.Dockerfile').PORT));
});

test('each service has its own CloudNativePG database and reads only its URI', () => {
  for (const overlay of OVERLAYS)
    for (const domain of DOMAINS) {
      const bootstrap = (find(overlay, 'Cluster', `${domain}-db`)!.spec as { bootstrap: { initdb: { database: string } } }).bootstrap;
      expect(bootstrap.initdb.database).toBe(domain);
      const databaseUrl = container(overlay, domain).env!.find((e) => e.name === 'DATABASE_URL')!;
      expect(databaseUrl.valueFrom!.secretKeyRef).toEqual({ name: `${domain}-db-app`, key: 'uri' });
    }
});

test('a service reaches NATS, its own database, the identity provider and only the outside endpoints it is configured with', () => {
  const outside = { people: [465, 587], community: [443], maintenance: [], billing: [443] } as Record<string, number[]>;
  for (const domain of DOMAINS) {
    const spec = find('large', 'NetworkPolicy', domain)!.spec as {
      ingress: { from?: Peer[]; ports: { port: number }[] }[];
      egress: { to: Peer[]; ports: { port: number }[] }[];
    };
    // Probes only: nobody may call a service over HTTP.
    expect(spec.ingress).toEqual([{ ports: [{ protocol: 'TCP', port: 9090 }] }]);
    const reached = spec.egress.map((rule) => ({ to: rule.to.map(describePeer), ports: rule.ports.map((p) => p.port).sort() }));
    expect(reached).toEqual([
      { to: ['app.kubernetes.io/name=nats'], ports: [4222] },
      { to: [`cnpg.io/cluster=${domain}-db`], ports: [5432] },
      { to: ['app.kubernetes.io/name=keycloak'], ports: [8080] },
      ...(outside[domain]!.length ? [{ to: ['outside the cluster'], ports: outside[domain] }] : []),
    ]);
  }
  // Every Portico pod starts from deny-all; the edge alone may call the gateway's API, and
  // probes and scrapes reach its operations port.
  expect(find('large', 'NetworkPolicy', 'default-deny')!.spec).toEqual({
    podSelector: { matchLabels: { 'app.kubernetes.io/part-of': 'portico' } },
    policyTypes: ['Ingress', 'Egress'],
  });
  const gatewayIngress = (find('large', 'NetworkPolicy', 'gateway')!.spec as { ingress: { from?: Peer[]; ports: { port: number }[] }[] })
    .ingress;
  expect(gatewayIngress.map((rule) => ({ from: rule.from?.map(describePeer), ports: rule.ports.map((p) => p.port) }))).toEqual([
    { from: ['app.kubernetes.io/name=edge'], ports: [3000] },
    { from: undefined, ports: [9090] },
  ]);
});

test('Prometheus scrapes /metrics on the operations port of every service and the gateway, the port its image opens', () => {
  for (const name of [...DOMAINS, 'gateway']) {
    const deployment = find('small', 'Deployment', name)!.spec as { template: { metadata: { annotations?: Record<string, string> } } };
    const opsPort = Number(imageEnv(`${name}.Dockerfile`).PORTICO_OPS_PORT);
    expect({ name, annotations: deployment.template.metadata.annotations }).toEqual({
      name,
      annotations: { 'prometheus.io/scrape': 'true', 'prometheus.io/port': String(opsPort), 'prometheus.io/path': '/metrics' },
    });
    expect(container('small', name).ports).toContainEqual({ name: 'ops', containerPort: opsPort });
    const ingress = (find('large', 'NetworkPolicy', name)!.spec as { ingress: { ports: { port: number }[] }[] }).ingress;
    expect(ingress.some((rule) => rule.ports.some((p) => p.port === opsPort))).toBe(true);
  }
  // The edge has no operations port: nothing to scrape there.
  const edge = find('small', 'Deployment', 'edge')!.spec as { template: { metadata: { annotations?: Record<string, string> } } };
  expect(edge.template.metadata.annotations?.['prometheus.io/scrape']).toBeUndefined();
});

test('the small and the large installation differ in replicas and database instances', () => {
  const shape = (overlay: string) => ({
    replicas: PROCESSES.map((name) => (find(overlay, 'Deployment', name)!.spec as { replicas: number }).replicas),
    autoscale: PROCESSES.map((name) => (find(overlay, 'HorizontalPodAutoscaler', name)!.spec as { minReplicas: number }).minReplicas),
    instances: DOMAINS.map((domain) => (find(overlay, 'Cluster', `${domain}-db`)!.spec as { instances: number }).instances),
  });
  expect(shape('small')).toEqual({ replicas: [1, 1, 1, 1, 1, 1], autoscale: [1, 1, 1, 1, 1, 1], instances: [1, 1, 1, 1] });
  expect(shape('large')).toEqual({ replicas: [3, 3, 3, 3, 3, 3], autoscale: [3, 3, 3, 3, 3, 3], instances: [3, 3, 3, 3] });
});

test('Keycloak imports the committed realm; NATS is a three-node JetStream cluster from its chart', () => {
  const realm = find('small', 'ConfigMap', 'keycloak-realm')!;
  expect(realm.data!['realm-portico.json']).toBe(readFileSync(join(__dirname, '..', 'keycloak', 'realm-portico.json'), 'utf8'));
  const keycloak = find('small', 'Deployment', 'keycloak')!.spec as { template: { spec: { containers: { args: string[] }[] } } };
  expect(keycloak.template.spec.containers[0]!.args).toContain('--import-realm');
  const values = safeLoad(readFileSync(join(__dirname, 'engines', 'nats', 'values.yaml'), 'utf8')) as {
    config: { cluster: { enabled: boolean; replicas: number }; jetstream: { enabled: boolean; fileStore: { enabled: boolean } } };
  };
  expect(values.config.cluster).toEqual({ enabled: true, replicas: 3 });
  expect([values.config.jetstream.enabled, values.config.jetstream.fileStore.enabled]).toEqual([true, true]);
});

function describePeer(peer: Peer): string {
  if (peer.ipBlock) return peer.ipBlock.cidr === '0.0.0.0/0' ? 'outside the cluster' : peer.ipBlock.cidr;
  return Object.entries(peer.podSelector?.matchLabels ?? {})
    .map(([k, v]) => `${k}=${v}`)
    .join(',');
}

function imageEnv(dockerfile: string): Record<string, string> {
  const final = parseDockerfile(join(__dirname, '..', 'docker', dockerfile)).at(-1)!;
  return Object.assign({}, ...final.instructions.filter((i) => i.keyword === 'ENV').map((i) => envPairs(i.args))) as Record<string, string>;
}
