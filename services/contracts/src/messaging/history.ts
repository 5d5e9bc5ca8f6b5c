/** One field a change moved, as the record's published snapshots show it. */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** One event in a record's history (ADR 0021), oldest first. */
export interface HistoryEntry {
  id: string;
  occurredAt: string;
  /** `created`, `updated`, `archived`, `restored`, `deleted`, or an action's event name. */
  kind: string;
  actorId: string | null;
  /** The actor's name as the service knows it (own users or its user mirror), else the id. */
  actorName: string | null;
  changes: FieldChange[];
  /** What an action recorded beside its event (action name, reason, input). */
  meta?: { action: string; reason?: string; input?: unknown };
  /** The file's name, on `attachmentAdded` / `attachmentRemoved`. */
  file?: string | undefined;
}

export interface RecordHistory {
  items: HistoryEntry[];
}
