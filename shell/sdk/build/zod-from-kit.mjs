// What a remote's definitions get for `import { z } from 'zod'` (KitFromHostPlugin): the host's
// zod builders, through the shared kit. Types still come from zod itself.
export { definitionZod as z } from '@portico/contracts/kit';
