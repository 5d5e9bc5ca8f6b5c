import { parcel } from '@portico/contracts';
import type { ResourceRegistration } from '@portico/platform';
import { parcelActions } from './parcel.actions';
import { parcelHooks } from './parcel.hooks';
import { parcels } from './parcels.schema';

export const parcelResources: ResourceRegistration[] = [{ def: parcel, table: parcels, hooks: parcelHooks, actions: parcelActions }];
