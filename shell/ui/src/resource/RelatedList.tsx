import { Anchor, Badge, Box, Button, Card, Group, ScrollArea, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type EntityDef, type Role, fieldsHiddenFrom, slugFor } from '@portico/contracts';
import { labelText, linkClick, linkProps, useCan, useLanguage, usePrincipal } from '@portico/shell-sdk';
import { Icon } from '../icons';
import { FieldValue } from './fields';
import { useResourceList } from './hooks';

export interface RelatedListProps {
  /** The child entity (pets of a unit). */
  def: EntityDef;
  /** The child's field pointing at the parent (`unitId`); must be `filterable`. */
  field?: string;
  parentId?: string;
  /** More exact-match filters (`{ state: 'assigned' }`); without a parent, the list is just filtered. */
  filters?: Record<string, string>;
  /** Columns to show (default: the child's list columns minus the parent reference). */
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
  if (!allowed) return null;
  // Chosen columns too: a column the role does not read is not shown (ADR 0037).
  const keys = (
    columns ??
    Object.entries(def.fields)
      .filter(([k, f]) => f.list && !f.secret && k !== field)
      .map(([k]) => k)
  ).filter((k) => !unread.includes(k));
  const base = `/${def.module}`;
  const items = query.data?.items ?? [];
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
        <ScrollArea type="auto" offsetScrollbars="x">
          <Table className="portico-related-table" verticalSpacing={6} horizontalSpacing="lg" striped={false} highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {keys.map((k) => (
                  <Table.Th key={k}>{def.fields[k] ? labelText(def.fields[k].label, language) : k}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id} data-testid="related-row" data-id={item.id}>
                  {keys.map((k) => {
                    const f = def.fields[k];
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
      )}
      {total > items.length ? (
        <Text px="lg" py="xs" size="xs" c="dimmed">
          {t('relatedMore', { shown: items.length, total })}
        </Text>
      ) : null}
    </Card>
  );
}
