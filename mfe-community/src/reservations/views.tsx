import { Button, Stack } from '@mantine/core';
import { type Label } from '@portico/contracts/kit';
import { reservation } from '@portico/contracts/community';
import { labelText, navigate, useCan, useLanguage } from '@portico/shell-sdk';
import { RelatedList, type ResourceRecord, type ResourceViewExtras } from '@portico/shell-ui';
import { text } from './text';

function BookButton({ record }: { record: ResourceRecord }) {
  const language = useLanguage();
  const can = useCan();
  if (!can(`${reservation.module}-create`) || record.operatingStatus === 'closed') return null;
  return (
    <Button onClick={() => navigate(`/${reservation.module}/new?amenityId=${record.id}`)} data-testid="amenity-book">
      {labelText(text.bookNow as Label, language)}
    </Button>
  );
}

/** An amenity's screen: book it, and its reservations. */
export const amenityView: ResourceViewExtras = {
  actions: (record) => <BookButton record={record} />,
  sections: (record) => (
    <RelatedList
      def={reservation}
      field="amenityId"
      parentId={record.id}
      columns={['title', 'state', 'startAt', 'expectedPeople']}
      limit={10}
    />
  ),
};

/** A reservation's screen: the other days of its multi-day booking. */
export const reservationView: ResourceViewExtras = {
  sections: (record) =>
    record.bookingId ? (
      <Stack gap="md">
        <RelatedList
          def={reservation}
          field="bookingId"
          parentId={String(record.bookingId)}
          columns={['title', 'state', 'startAt', 'endAt']}
          title={labelText(text.otherDays, undefined)}
        />
      </Stack>
    ) : null,
};
