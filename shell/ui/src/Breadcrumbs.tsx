import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { type Crumb, HOME_CRUMB_URL, linkClick } from '@portico/shell-sdk';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

export interface BreadcrumbsProps {
  /** Route metadata after Home (spec, part 2: title, url, active). */
  items: Crumb[];
}

/** Breadcrumbs that always start at Home → /dashboard/analytics. */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const { t } = useTranslation('common');
  const crumbs: Crumb[] = [{ title: t('home'), url: HOME_CRUMB_URL }, ...items];
  return (
    <MantineBreadcrumbs
      separator={<Icon name="chevronRight" size={14} />}
      separatorMargin={6}
      className="portico-breadcrumbs"
      data-testid="breadcrumbs"
    >
      {crumbs.map((crumb, index) => {
        const last = index === crumbs.length - 1;
        const active = crumb.active ?? last;
        if (crumb.url && !active) {
          return (
            <Anchor key={`${crumb.title}-${index}`} href={crumb.url} onClick={linkClick(crumb.url)} size="sm" data-crumb={index}>
              {index === 0 ? (
                <span className="portico-crumb-home">
                  <Icon name="home" size={15} />
                  <span>{crumb.title}</span>
                </span>
              ) : (
                crumb.title
              )}
            </Anchor>
          );
        }
        return (
          <Text
            key={`${crumb.title}-${index}`}
            size="sm"
            c={active ? 'dimmed' : undefined}
            aria-current={active ? 'page' : undefined}
            data-crumb={index}
          >
            {crumb.title}
          </Text>
        );
      })}
    </MantineBreadcrumbs>
  );
}
