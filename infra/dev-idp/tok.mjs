import { signIn } from '/work/main/infra/dev-idp/dist/testing.js';
const base = process.argv[2]; const email = process.argv[3];
const t = await signIn(`${base}/oidc`, email, 'portico-demo', { origin: base });
console.log(t.accessToken);
