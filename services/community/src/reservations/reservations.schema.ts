import { amenity, communityEvent, reservation } from '@portico/contracts';
import { tableFor } from '@portico/platform';

export const amenities = tableFor(amenity);
export const reservations = tableFor(reservation);
export const communityEvents = tableFor(communityEvent);
