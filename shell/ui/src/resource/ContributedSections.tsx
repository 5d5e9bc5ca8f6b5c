import { type ComponentType, type LazyExoticComponent, Suspense, lazy, useState } from 'react';
import { Card, Center, Loader } from '@mantine/core';
import type { EntityDef } from '@portico/contracts';
import { entityNamed } from './catalogue';
import {
  type ContributedSection,
  labelText,
  loadExposedModule,
  sectionsFor,
  useCan,
  useContributions,
  useLanguage,
} from '@portico/shell-sdk';
import { ErrorBoundary } from '../ErrorBoundary';
import { UnavailablePanel } from '../UnavailablePanel';
import type { ResourceRecord } from './hooks';
import { RelatedList } from './RelatedList';
import { visibleSections } from './sections';

/** One lazy component per remote module, kept across renders (React.lazy must not be recreated). */
const exposedCache = new Map<string, LazyExoticComponent<ComponentType<{ record: unknown }>>>();

function exposedComponent(remote: string, exposes: string) {
  const key = `${remote}/${exposes}`;
  let component = exposedCache.get(key);
  if (!component) {
    component = lazy(() =>
      loadExposedModule(remote, exposes).catch((error: unknown) => {
        // A failed load is retried on the next attempt rather than cached as failed.
        exposedCache.delete(key);
        throw error;
      }),
    );
    exposedCache.set(key, component);
  }
  return component;
}

function SectionBody({ section, record }: { section: ContributedSection; record: ResourceRecord }) {
  const language = useLanguage();
  if (section.related) {
    const def = entityNamed(section.related.entity) as EntityDef;
    return (
      <RelatedList
        def={def}
        field={section.related.field}
        parentId={record.id}
        columns={section.related.columns}
        limit={section.related.limit}
        title={labelText(section.label, language)}
      />
    );
  }
  const Exposed = exposedComponent(section.remote, section.exposes!);
  return <Exposed record={record} />;
}

/**
 * Renders the contributed sections of a view, each lazily loaded and behind its own error
 * boundary: a section that fails to load or crashes shows the contained unavailable panel
 * (with retry) and the rest of the view keeps working.
 */
export function ContributedSections({ def, record }: { def: EntityDef; record: ResourceRecord }) {
  const remotes = useContributions((s) => s.remotes);
  const can = useCan();
  const language = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const sections = visibleSections(sectionsFor(remotes, def.name), can);
  if (!sections.length) return null;
  return (
    <>
      {sections.map((section) => (
        <div key={`${section.id}:${attempt}`} data-testid="contributed-section" data-section={section.id} data-remote={section.remote}>
          <ErrorBoundary
            fallback={({ error }) => (
              <UnavailablePanel
                name={labelText(section.label, language)}
                reason="unavailable"
                detail={error.message.split('\n')[0]}
                onRetry={() => setAttempt((n) => n + 1)}
              />
            )}
          >
            <Suspense
              fallback={
                <Card>
                  <Center py="md">
                    <Loader size="sm" />
                  </Center>
                </Card>
              }
            >
              <SectionBody section={section} record={record} />
            </Suspense>
          </ErrorBoundary>
        </div>
      ))}
    </>
  );
}
