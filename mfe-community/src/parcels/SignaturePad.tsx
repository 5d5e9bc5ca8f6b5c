import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { labelText, useLanguage } from '@portico/shell-sdk';
import { PARCEL_TEXT } from './text';

export interface SignaturePadApi {
  /** The drawing as a PNG, or null while nothing is drawn. */
  toBlob(): Promise<Blob | null>;
}

/**
 * A canvas the recipient signs on with a mouse, pen or finger (pointer events). Reports whether
 * something is drawn; `onReady` hands the parent a way to take the PNG.
 */
export function SignaturePad({ onChange, onReady }: { onChange: (signed: boolean) => void; onReady: (api: SignaturePadApi) => void }) {
  const language = useLanguage();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const drawing = useRef(false);
  const [signed, setSigned] = useState(false);

  const context = () => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) {
      ctx.lineWidth = 2.5;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = '#1b2430';
    }
    return ctx;
  };

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const scaleX = e.currentTarget.width / rect.width;
    const scaleY = e.currentTarget.height / rect.height;
    return { x: (e.clientX - rect.left) * scaleX, y: (e.clientY - rect.top) * scaleY };
  };

  const clear = useCallback(() => {
    const c = canvas.current;
    const ctx = context();
    if (!c || !ctx) return;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, c.width, c.height);
    setSigned(false);
    onChange(false);
  }, [onChange]);

  useEffect(() => {
    clear();
    onReady({
      toBlob: () =>
        new Promise((resolve) => {
          if (!canvas.current) return resolve(null);
          canvas.current.toBlob((blob) => resolve(blob), 'image/png');
        }),
    });
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
        width={560}
        height={180}
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
        onPointerDown={(e) => {
          const ctx = context();
          if (!ctx) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          drawing.current = true;
          const p = point(e);
          ctx.beginPath();
          ctx.moveTo(p.x, p.y);
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const ctx = context();
          if (!ctx) return;
          const p = point(e);
          ctx.lineTo(p.x, p.y);
          ctx.stroke();
          if (!signed) {
            setSigned(true);
            onChange(true);
          }
        }}
        onPointerUp={() => {
          drawing.current = false;
        }}
        onPointerLeave={() => {
          drawing.current = false;
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
