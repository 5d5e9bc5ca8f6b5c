// Community's benches, found by run.mjs (one file per domain): a notification's fan-out,
// an amenity's month of availability, and chat at scale through the full path.
import { measureChat } from '../chat.mjs';
import { measureNotifications } from '../notifications.mjs';
import { measureReservations } from '../reservations.mjs';

export async function bench(ctx) {
  return {
    notifications: await measureNotifications(),
    // The same fan-out on the embedded database, as `npm start` runs it.
    notificationsEmbedded: await measureNotifications({ database: 'embedded' }),
    reservations: await measureReservations(ctx.databaseUrl),
    chat: await measureChat({
      databaseUrl: ctx.databaseUrl,
      gatewayPort: ctx.gatewayPort,
      token: ctx.managerToken,
      load: ctx.load,
      direct: ctx.direct,
      seconds: ctx.seconds,
    }),
  };
}
