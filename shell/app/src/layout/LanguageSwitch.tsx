import { Button, Menu } from '@mantine/core';
import { LANGUAGES, setLanguage, useLanguage } from '@portico/shell-sdk';
import { Icon } from '@portico/shell-ui';
import { useTranslation } from 'react-i18next';

/** English / Español switch; the choice is kept in local storage. */
export function LanguageSwitch({ variant = 'navbar' }: { variant?: 'navbar' | 'page' }) {
  const language = useLanguage();
  const { t } = useTranslation('shell');
  const current = LANGUAGES.find((l) => l.code === language) ?? LANGUAGES[0];
  return (
    <Menu position="bottom-end" shadow="md" width={160} withinPortal>
      <Menu.Target>
        <Button
          variant={variant === 'navbar' ? 'transparent' : 'subtle'}
          color={variant === 'navbar' ? 'white' : 'gray'}
          size="sm"
          leftSection={<Icon name="language" size={18} />}
          rightSection={<Icon name="chevronDown" size={14} />}
          className={`portico-language portico-language-${variant}`}
          // The name begins with what the button shows ('English'), then says what it changes.
          aria-label={`${current.label} (${t('language')})`}
          data-testid="language-switch"
          data-language={language}
        >
          {current.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((l) => (
          <Menu.Item
            key={l.code}
            onClick={() => void setLanguage(l.code)}
            data-testid={`language-option-${l.code}`}
            lang={l.code}
            rightSection={l.code === language ? <Icon name="circle" size={10} /> : null}
            fw={l.code === language ? 600 : 400}
          >
            {l.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
