import { useEffect, useRef, useState } from 'react';
import { Anchor, Box, Card, Group, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Label } from '@portico/contracts/kit';
import { defineLabels, labelText, useLanguage } from '@portico/shell-sdk';
import type { ResourceRecord } from '@portico/shell-ui';

const text = defineLabels('mfe-maintenance.equipmentMap', {
  title: { en: 'Location', es: 'Ubicación' },
  noTiles: {
    en: 'No map tiles are configured (PORTICO_MAP_TILE_URL): the position is shown on a plain background.',
    es: 'No hay mapa base configurado (PORTICO_MAP_TILE_URL): la posición se muestra sobre un fondo liso.',
  },
  tilesFailed: {
    en: 'Map tiles could not be loaded: the position is shown on a plain background.',
    es: 'No se pudo cargar el mapa base: la posición se muestra sobre un fondo liso.',
  },
  open: { en: 'Open in OpenStreetMap', es: 'Abrir en OpenStreetMap' },
} satisfies Record<string, Label>);

/**
 * The few Leaflet rules a map needs (panes stacked, tiles placed, controls on top): Leaflet's
 * stylesheet is not bundled into remotes (no CSS pipeline there), and the console's CSP allows
 * inline styles, so these live here.
 */
const LEAFLET_CSS = `
.portico-map .leaflet-pane,.portico-map .leaflet-tile,.portico-map .leaflet-marker-icon,.portico-map .leaflet-tile-container,.portico-map .leaflet-pane>svg,.portico-map .leaflet-zoom-box,.portico-map .leaflet-image-layer,.portico-map .leaflet-layer{position:absolute;left:0;top:0}
.portico-map.leaflet-container{overflow:hidden;background:var(--mantine-color-gray-1);outline:0;font:inherit}
.portico-map .leaflet-tile{user-select:none;visibility:hidden;width:256px;height:256px}
.portico-map .leaflet-tile-loaded{visibility:inherit}
.portico-map .leaflet-pane{z-index:400}.portico-map .leaflet-tile-pane{z-index:200}.portico-map .leaflet-overlay-pane{z-index:400}
.portico-map .leaflet-marker-pane{z-index:600}.portico-map .leaflet-tooltip-pane{z-index:650}.portico-map .leaflet-popup-pane{z-index:700}
.portico-map .leaflet-control-container .leaflet-top{position:absolute;z-index:800;top:8px;left:8px}
.portico-map .leaflet-control-container .leaflet-bottom{position:absolute;z-index:800;bottom:0;right:0}
.portico-map .leaflet-control-zoom a{display:block;width:28px;height:28px;line-height:28px;text-align:center;background:#fff;border:1px solid var(--mantine-color-gray-4);color:#333;text-decoration:none;font-weight:700}
.portico-map .leaflet-control-attribution{background:rgba(255,255,255,.8);font-size:11px;padding:0 4px}
.portico-map svg.leaflet-zoom-animated{overflow:visible}
`;

/** The console settings the edge publishes beside the remotes (`/remotes.json`). */
function useMapTileUrl() {
  return useQuery({
    queryKey: ['portico-console-settings'],
    queryFn: async () => {
      const res = await fetch('/remotes.json', { cache: 'no-cache' });
      const manifest = (await res.json()) as { settings?: { mapTileUrl?: string } };
      return manifest.settings?.mapTileUrl ?? null;
    },
    staleTime: Infinity,
  });
}

function asNumber(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** An equipment's position on a Leaflet map; without tiles, the marker on a plain background and a note. */
export function EquipmentMap({ record }: { record: ResourceRecord }) {
  const language = useLanguage();
  const lat = asNumber(record.latitude);
  const lng = asNumber(record.longitude);
  const tiles = useMapTileUrl();
  const box = useRef<HTMLDivElement>(null);
  const [tileFailed, setTileFailed] = useState(false);
  const tileUrl = tiles.data ?? null;

  useEffect(() => {
    if (lat === null || lng === null || !box.current || tiles.isLoading) return;
    let map: import('leaflet').Map | null = null;
    let live = true;
    void import(/* webpackChunkName: "leaflet" */ 'leaflet').then((L) => {
      if (!live || !box.current) return;
      map = L.map(box.current, { center: [lat, lng], zoom: 16, attributionControl: !!tileUrl });
      if (tileUrl)
        L.tileLayer(tileUrl, { maxZoom: 19 })
          .on('tileerror', () => setTileFailed(true))
          .addTo(map);
      L.circleMarker([lat, lng], { radius: 9, color: '#fff', weight: 2, fillColor: '#1c7ed6', fillOpacity: 1 }).addTo(map);
    });
    return () => {
      live = false;
      map?.remove();
    };
  }, [lat, lng, tileUrl, tiles.isLoading]);

  if (lat === null || lng === null) return null;
  const note = !tileUrl && !tiles.isLoading ? text.noTiles : tileFailed ? text.tilesFailed : null;
  return (
    <Card data-testid="equipment-map" data-tiles={tileUrl ? 'on' : 'off'}>
      <style>{LEAFLET_CSS}</style>
      <Group justify="space-between" mb="sm">
        <Title order={5}>{labelText(text.title, language)}</Title>
        <Text size="sm" ff="monospace" data-testid="equipment-coordinates">
          {lat.toFixed(6)}, {lng.toFixed(6)}
        </Text>
      </Group>
      <Box ref={box} className="portico-map" h={320} style={{ position: 'relative', borderRadius: 8 }} />
      <Group justify="space-between" mt="xs">
        {note ? (
          <Text size="xs" c="dimmed" data-testid="map-note">
            {labelText(note, language)}
          </Text>
        ) : (
          <span />
        )}
        <Anchor
          size="xs"
          href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`}
          target="_blank"
          rel="noreferrer"
        >
          {labelText(text.open, language)}
        </Anchor>
      </Group>
    </Card>
  );
}
