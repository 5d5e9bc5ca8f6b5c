import { useMemo } from 'react';
import { Anchor, Badge, Box, Button, Card, Group, ScrollArea, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type EntityDef, type FieldDef, type Role, fieldsHiddenFrom, relatedColumnsOf, slugFor } from '@portico/contracts';
import { entityNamed } from './catalogue';
import { labelText, linkClick, linkProps, useCan, useLanguage, usePrincipal } from '@portico/shell-sdk';
import { Icon } from '../icons';
import { FieldValue, usePageReferences } from './fields';
import { RefBatchContext, useResourceList } from './hooks';
import { RefLabelsContext, refLabelsOf } from './ref-labels';

export interface RelatedListProps {
  /** The child entity (pets of a unit). */
  def: EntityDef;
  /** The child's field pointing at the parent (`unitId`); must be `filterable`. */
  field?: string;
  parentId?: string;
  /** More exact-match filters (`{ state: 'assigned' }`); without a parent, the list is just filtered. */
  filters?: Record<string, string>;
  /** Fields to show, in order (default: the child's listed fields); the parent reference never shows. */
  columns?: string[];
  /** Title (default: the child's plural title). */
  title?: string;
  /** Rows shown (the total is always shown). */
  limit?: number;
}

/**
 * A compact table of the records hanging off a parent (`GET /<child>?<field>=<id>`), with an
 * Add action opening the child's New form with the parent prefilled (`/<child>/new?<field>=<id>`).
 */
export function RelatedList({ def, field, parentId, filters, columns, title, limit = 25 }: RelatedListProps) {
  const { t } = useTranslation('ui');
  const language = useLanguage();
  const can = useCan();
  const principal = usePrincipal();
  const allowed = can(slugFor(def, 'list'));
  const query = useResourceList(
    def,
    {
      limit,
      status: 'active',
      sort: def.defaultSort.field,
      direction: def.defaultSort.direction,
      filters: { ...filters, ...(field && parentId ? { [field]: parentId } : {}) },
    },
    allowed,
  );
  const unread = fieldsHiddenFrom(def, { roles: (principal?.roles ?? []) as Role[] });
  // The generic list's columns (ADR 0081), chosen ones too: none the role does not read (ADR 0037),
  // none repeating the parent or a fixed filter on every row, the property beside the record
  // unless the parent holds every row to one.
  const parentRef = field ? def.fields[field]?.ref : undefined;
  const singleProperty = principal?.propertyIds.length === 1;
  // Callers pass `columns` and `filters` as fresh literals each render: the columns follow their content.
  const choiceKey = JSON.stringify([unread, columns ?? null, filters ?? {}, field && parentId ? field : null, singleProperty]);
  const columnsShown = useMemo(
    () =>
      relatedColumnsOf(def, {
        hidden: unread,
        fields: columns,
        through: field && parentId ? field : undefined,
        parent: parentRef && parentId ? entityNamed(parentRef) : undefined,
        filters,
        singleProperty,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- choiceKey stands for the literals
    [def, parentRef, choiceKey],
  );
  const data = query.data;
  const items = useMemo(() => data?.items ?? [], [data]);
  const referenced = useMemo(() => columnsShown.flatMap((c): [string, FieldDef][] => (c.field ? [[c.key, c.field]] : [])), [columnsShown]);
  // Reference cells, the property's included: the names the answer carries, else one read by ids per entity.
  const references = usePageReferences(referenced, items);
  const servedLabels = useMemo(() => refLabelsOf(items), [items]);
  if (!allowed) return null;
  const base = `/${def.module}`;
  const total = query.data?.total ?? 0;
  const mayRead = can(slugFor(def, 'read'));
  const addHref = field && parentId ? `${base}/new?${encodeURIComponent(field)}=${encodeURIComponent(parentId)}` : `${base}/new`;
  return (
    <Card p={0} data-testid="related-list" data-module={def.module}>
      <Group justify="space-between" px="lg" py="sm" wrap="nowrap">
        <Group gap="xs">
          <Text fw={600}>{title ?? labelText(def.titlePlural, language)}</Text>
          <Badge variant="light" color="gray" radius="sm" data-testid="related-total">
            {query.isLoading ? '…' : total}
          </Badge>
        </Group>
        {can(slugFor(def, 'create')) && field ? (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<Icon name="plus" size={14} />}
            {...linkProps(addHref)}
            component="a"
            data-testid="related-add"
          >
            {t('add')}
          </Button>
        ) : null}
      </Group>
      {query.isLoading ? (
        <Box px="lg" pb="md">
          <Skeleton height={12} mb={8} />
          <Skeleton height={12} width="70%" />
        </Box>
      ) : query.isError ? (
        <Text px="lg" pb="md" size="sm" c="danger">
          {t('loadFailed')}
        </Text>
      ) : items.length === 0 ? (
        <Text px="lg" pb="md" size="sm" c="dimmed" data-testid="related-empty">
          {t('relatedNone')}
        </Text>
      ) : (
        <RefBatchContext.Provider value={references}>
          <RefLabelsContext.Provider value={servedLabels}>
            <ScrollArea type="auto" offsetScrollbars="x">
              <Table className="portico-related-table" verticalSpacing={6} horizontalSpacing="lg" striped={false} highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    {columnsShown.map((c) => (
                      <Table.Th key={c.key} data-column={c.key}>
                        {labelText(c.label, language)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item) => (
                    <Table.Tr key={item.id} data-testid="related-row" data-id={item.id}>
                      {columnsShown.map(({ key: k, field: f }) => {
                        if (!f) return <Table.Td key={k} />;
                        if (k === def.displayField && mayRead) {
                          const href = `${base}/view/${encodeURIComponent(item.id)}`;
                          return (
                            <Table.Td key={k}>
                              <Anchor href={href} onClick={linkClick(href)} size="sm" fw={600}>
                                {String(item[k] ?? '')}
                              </Anchor>
                            </Table.Td>
                          );
                        }
                        return (
                          <Table.Td key={k} data-field={k}>
                            <FieldValue field={f} value={item[k]} dense />
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          </RefLabelsContext.Provider>
        </RefBatchContext.Provider>
      )}
      {total > items.length ? (
        <Text px="lg" py="xs" size="xs" c="dimmed">
          {t('relatedMore', { shown: items.length, total })}
        </Text>
      ) : null}
    </Card>
  );
}
