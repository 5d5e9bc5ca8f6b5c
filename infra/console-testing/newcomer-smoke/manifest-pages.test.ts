import { listFor } from './manifest-pages';

const endpoints = ['orders', 'rfp', 'rfp-bids', 'notification-deliveries', 'notifications', 'billings', 'folders'].map((slug) => ({
  path: `/api/v1/${slug}`,
  permission: `${slug}-list`,
  operationId: `${slug}.list`,
}));

describe('listFor', () => {
  it('finds the list of the entity a page permission names, the longest slug winning', () => {
    expect(listFor('rfp-bids-read', endpoints)?.path).toBe('/api/v1/rfp-bids');
    expect(listFor('rfp-read', endpoints)?.path).toBe('/api/v1/rfp');
    expect(listFor('billings-post-entry', endpoints)?.path).toBe('/api/v1/billings');
    expect(listFor('notification-deliveries-list', endpoints)?.path).toBe('/api/v1/notification-deliveries');
    expect(listFor('folders-read', endpoints)?.path).toBe('/api/v1/folders');
  });

  it('finds none for a permission of no listed entity', () => {
    expect(listFor('parcel-read', endpoints)).toBeUndefined();
  });
});
