import { useCallback, useEffect, useRef } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import SignaturePadCanvas from 'signature_pad';
import { labelText, useLanguage } from '@portico/shell-sdk';
import { PARCEL_TEXT } from './text';

export interface SignaturePadApi {
  /** The drawing as a PNG, or null while nothing is drawn. */
  toBlob(): Promise<Blob | null>;
}

/**
 * A canvas the recipient signs on with a mouse, pen or finger (`signature_pad`: smoothed,
 * pressure-aware strokes). Reports whether something is drawn; `onReady` hands the parent a way
 * to take the PNG.
 */
export function SignaturePad({ onChange, onReady }: { onChange: (signed: boolean) => void; onReady: (api: SignaturePadApi) => void }) {
  const language = useLanguage();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const pad = useRef<SignaturePadCanvas | null>(null);

  const clear = useCallback(() => {
    pad.current?.clear();
    onChange(false);
  }, [onChange]);

  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    // signature_pad draws in CSS pixels: size the bitmap to the shown size (sharp on high-DPI screens).
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    c.width = (c.offsetWidth || 560) * ratio;
    c.height = (c.offsetHeight || 180) * ratio;
    c.getContext('2d')?.scale(ratio, ratio);
    const drawn = new SignaturePadCanvas(c, { penColor: '#1b2430', backgroundColor: '#ffffff' });
    drawn.addEventListener('endStroke', () => onChange(!drawn.isEmpty()));
    pad.current = drawn;
    onChange(false);
    onReady({
      toBlob: () =>
        new Promise((resolve) => {
          if (drawn.isEmpty()) return resolve(null);
          c.toBlob((blob) => resolve(blob), 'image/png');
        }),
    });
    return () => drawn.off();
    // Set up once: the canvas keeps its drawing across renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {labelText(PARCEL_TEXT.signHere, language)}
      </Text>
      <canvas
        ref={canvas}
        data-testid="signature-pad"
        style={{
          width: '100%',
          height: 180,
          border: '1px dashed #8a94a6',
          borderRadius: 6,
          touchAction: 'none',
          cursor: 'crosshair',
          background: '#fff',
        }}
      />
      <Group justify="flex-end">
        <Button variant="subtle" size="xs" onClick={clear} data-testid="signature-clear">
          {labelText(PARCEL_TEXT.clear, language)}
        </Button>
      </Group>
    </Stack>
  );
}
