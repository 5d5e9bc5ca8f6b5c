import { useState } from 'react';
import { Button } from '@mantine/core';
import { actionSlug, actionsOf, canTransition, type ActionDef, type EntityDef } from '@portico/contracts';
import { labelText, useCan, useLanguage, useViewAs } from '@portico/shell-sdk';
import { ConfirmRecordActionModal } from './ConfirmModal';
import { type ResourceRecord, useRecordAction } from './hooks';

/**
 * The declared actions (ADR 0020) a record offers now: those whose `from` holds its state and
 * whose slug the user holds. None while viewing as someone (read-only) or once archived.
 */
export function RecordActions({ def, record, exclude }: { def: EntityDef; record: ResourceRecord; exclude?: readonly string[] }) {
  const can = useCan();
  const viewAs = useViewAs();
  const offered = actionsOf(def).filter(
    (a) =>
      !a.internal &&
      !exclude?.includes(a.name) &&
      record.status === 'active' &&
      canTransition(a, record[a.stateField]) &&
      can(actionSlug(a)),
  );
  const [open, setOpen] = useState<ActionDef | null>(null);
  if (viewAs.active || offered.length === 0) return null;
  return (
    <>
      {offered.map((action) => (
        <ActionButton key={action.name} def={def} action={action} onClick={() => setOpen(action)} />
      ))}
      {open ? <RunAction def={def} action={open} record={record} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

function ActionButton({ action, onClick }: { def: EntityDef; action: ActionDef; onClick: () => void }) {
  const language = useLanguage();
  return (
    <Button
      size="xs"
      variant={action.tone === 'primary' ? 'filled' : 'light'}
      color={action.tone === 'danger' ? 'danger' : action.tone === 'neutral' ? 'gray' : undefined}
      onClick={onClick}
      data-action={action.name}
      data-testid="record-action"
    >
      {labelText(action.label, language)}
    </Button>
  );
}

function RunAction({ def, action, record, onClose }: { def: EntityDef; action: ActionDef; record: ResourceRecord; onClose: () => void }) {
  const run = useRecordAction(def, action);
  return (
    <ConfirmRecordActionModal
      def={def}
      action={action}
      record={record}
      busy={run.isPending}
      error={run.error}
      onCancel={onClose}
      onConfirm={(body) => run.mutate({ record, body }, { onSuccess: onClose })}
    />
  );
}
