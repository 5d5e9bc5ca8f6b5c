import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n, queryClient } from '@portico/shell-sdk';
import { cssVariablesResolver, theme } from './theme';

export interface PorticoProvidersProps {
  children: ReactNode;
  /**
   * `shell`: the root that owns the page, writes the theme's CSS variables on `:root` and
   * global classes. `remote`: a remote's root, reusing what the shell wrote.
   */
  scope?: 'shell' | 'remote';
}

/** The SDK's QueryClient, the theme and the shared i18n instance, for any React root. */
export function PorticoProviders({ children, scope = 'remote' }: PorticoProvidersProps) {
  const shell = scope === 'shell';
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          forceColorScheme="light"
          withCssVariables={shell}
          withGlobalClasses={shell}
        >
          {children}
        </MantineProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
