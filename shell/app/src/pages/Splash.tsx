import { Center, Loader, Stack, Text } from '@mantine/core';
import { LogoMark } from '../layout/Logo';

/** Shown while the session and the manifest load. */
export function Splash({ label }: { label?: string }) {
  return (
    <Center className="portico-splash" data-testid="splash">
      <Stack align="center" gap="md">
        <LogoMark size={44} />
        <Loader size="sm" type="dots" />
        {label ? (
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        ) : null}
      </Stack>
    </Center>
  );
}
