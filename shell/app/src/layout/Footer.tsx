import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Static footer. */
export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className="portico-footer" data-testid="footer">
      <Text size="sm" c="dimmed">
        {t('footer', { year: new Date().getFullYear() })}
      </Text>
      <Text size="sm" c="dimmed" visibleFrom="sm">
        {t('footerRight')}
      </Text>
    </footer>
  );
}
