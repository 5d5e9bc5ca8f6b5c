import { Select } from '@mantine/core';
import { property, slugFor } from '@portico/contracts';
import { labelText, useCan, useLanguage } from '@portico/shell-sdk';
import { useResourceList } from '../resource/hooks';

const TEXT = {
  property: { en: 'Property', es: 'Propiedad' },
  allProperties: { en: 'All properties', es: 'Todas las propiedades' },
};

/**
 * "Property: all / one of mine" above a calendar or an analytics page: the caller's properties in
 * scope; nothing to choose (and so nothing shown) for someone with one property or none listable.
 */
export function PropertyFilter({
  value,
  onChange,
  testId,
  w = 220,
}: {
  value: string | null;
  onChange: (propertyId: string | null) => void;
  testId?: string;
  w?: number;
}) {
  const language = useLanguage();
  // A role that may not list properties (a vendor) has none to choose: no request to refuse.
  const mayList = useCan()(slugFor(property, 'list'));
  const properties = useResourceList(property, { limit: 100, status: 'active', sort: property.displayField, direction: 'asc' }, mayList);
  const options = (properties.data?.items ?? []).map((p) => ({ value: p.id, label: String(p[property.displayField] ?? p.id) }));
  if (options.length <= 1) return null;
  return (
    <Select
      label={labelText(TEXT.property, language)}
      placeholder={labelText(TEXT.allProperties, language)}
      data={options}
      value={value}
      onChange={onChange}
      clearable
      searchable
      w={w}
      data-testid={testId}
    />
  );
}
