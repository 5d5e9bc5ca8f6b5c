import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { parkingStall, pet, unit, unitUser, vehicle } from '@portico/contracts/people';
import { type RemotePage, labelText, linkProps, useCan, useLanguage } from '@portico/shell-sdk';
import { Icon, RelatedList, type RemoteRoute, type ResourceViewExtras } from '@portico/shell-ui';
import { PropertyPoster } from './PropertyPoster';
import { portfolioText } from './text';

/** `/properties/poster/:id`: the printable join-code poster. */
export const posterPage: RemotePage = { path: '/properties/poster/:id', permission: 'properties-read' };
export const posterRoute: RemoteRoute = { path: posterPage.path, render: ({ id }) => <PropertyPoster key={id} id={id!} /> };

function PosterAction({ id }: { id: string }) {
  const language = useLanguage();
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<Icon name="printer" size={14} />}
      {...linkProps(`/properties/poster/${encodeURIComponent(id)}`)}
      component="a"
      data-testid="poster-link"
    >
      {labelText(portfolioText.poster, language)}
    </Button>
  );
}

function PropertyUnits() {
  const language = useLanguage();
  const can = useCan();
  if (!can('units-list')) return null;
  return (
    <Card data-testid="property-units">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Text fw={600}>{labelText(portfolioText.units, language)}</Text>
          <Text size="sm" c="dimmed">
            {labelText(portfolioText.unitsHint, language)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button size="xs" variant="default" {...linkProps('/units/list')} component="a" data-testid="property-units-link">
            {labelText(portfolioText.browseUnits, language)}
          </Button>
          {can('units-import') ? (
            <Button size="xs" variant="light" leftSection={<Icon name="upload" size={14} />} {...linkProps('/units/import')} component="a">
              {labelText(portfolioText.importUnits, language)}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Card>
  );
}

/** A property's view adds the Poster action and its units (`GET /units?propertyId=`). */
export const propertyView: ResourceViewExtras = {
  actions: (record) => <PosterAction id={record.id} />,
  sections: (record) => (
    <Stack gap="md">
      <RelatedList
        def={unit}
        field="propertyId"
        parentId={record.id}
        columns={['unitNumber', 'building', 'floor', 'bedrooms', 'squareFeet']}
        limit={10}
      />
      <PropertyUnits />
    </Stack>
  ),
};

/** A unit's view adds its people and history, pets, vehicles and parking stalls. */
export const unitView: ResourceViewExtras = {
  sections: (record) => (
    <Stack gap="md" data-testid="unit-related">
      <RelatedList
        def={unitUser}
        field="unitId"
        parentId={record.id}
        columns={['name', 'relationship', 'email', 'phone', 'moveInDate', 'moveOutDate']}
      />
      <RelatedList
        def={pet}
        field="unitId"
        parentId={record.id}
        columns={['name', 'type', 'breed', 'color', 'age', 'weight', 'lastVaccinationDate']}
      />
      <RelatedList def={vehicle} field="unitId" parentId={record.id} columns={['licensePlate', 'type', 'model', 'color']} />
      <RelatedList def={parkingStall} field="unitId" parentId={record.id} columns={['stallNumber', 'stallType', 'level']} />
    </Stack>
  ),
};
