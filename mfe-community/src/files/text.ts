import type { Label } from '@portico/contracts/kit';
import { defineLabels } from '@portico/shell-sdk';

export const filesText = defineLabels('mfe-community.files', {
  title: { en: 'Files', es: 'Archivos' },
  newTitle: { en: 'Upload Files', es: 'Subir archivos' },
  name: { en: 'Name', es: 'Nombre' },
  property: { en: 'Property', es: 'Propiedad' },
  updated: { en: 'Updated', es: 'Actualizado' },
  shared: { en: 'Shared with residents', es: 'Compartido con residentes' },
  private: { en: 'Management only', es: 'Solo administración' },
  newFolder: { en: 'New folder', es: 'Nueva carpeta' },
  upload: { en: 'Upload files', es: 'Subir archivos' },
  empty: { en: 'This folder is empty.', es: 'Esta carpeta está vacía.' },
  emptyRoot: { en: 'No folders or files yet.', es: 'Aún no hay carpetas ni archivos.' },
  download: { en: 'Download', es: 'Descargar' },
  rename: { en: 'Rename', es: 'Renombrar' },
  move: { en: 'Move', es: 'Mover' },
  share: { en: 'Share with residents', es: 'Compartir con residentes' },
  unshare: { en: 'Stop sharing', es: 'Dejar de compartir' },
  delete: { en: 'Delete', es: 'Eliminar' },
  save: { en: 'Save', es: 'Guardar' },
  cancel: { en: 'Cancel', es: 'Cancelar' },
  topLevel: { en: 'Top level', es: 'Nivel superior' },
  moveTo: { en: 'Move to', es: 'Mover a' },
  deleteConfirm: {
    en: 'Delete “{name}”? It moves to the archive, where an administrator can restore it.',
    es: '¿Eliminar «{name}»? Pasa al archivo, donde un administrador puede restaurarlo.',
  },
  saved: { en: 'Saved', es: 'Guardado' },
  deleted: { en: 'Deleted', es: 'Eliminado' },
  failed: { en: 'Could not complete the action', es: 'No se pudo completar la acción' },
  noFile: { en: 'This file has no content yet', es: 'Este archivo aún no tiene contenido' },
  drop: { en: 'Drop files here or click to choose', es: 'Suelte archivos aquí o haga clic para elegir' },
  dropHint: {
    en: 'PDF, office files, plain text and images; one document per file.',
    es: 'PDF, archivos de oficina, texto e imágenes; un documento por archivo.',
  },
  folder: { en: 'Folder', es: 'Carpeta' },
  uploaded: { en: 'Uploaded', es: 'Subido' },
  uploadFailed: { en: 'Could not upload', es: 'No se pudo subir' },
  chosen: { en: 'Files to upload', es: 'Archivos para subir' },
  remove: { en: 'Remove', es: 'Quitar' },
  required: { en: 'This is a required field.', es: 'Este campo es obligatorio.' },
} satisfies Record<string, Label>);

export function fill(label: string, values: Record<string, string>): string {
  return label.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}
