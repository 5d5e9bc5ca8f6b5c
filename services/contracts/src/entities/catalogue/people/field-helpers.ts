/** Field shapes several entities of this domain share. */
export const unitRef = (required?: boolean) =>
  ({
    kind: 'ref',
    ref: 'unit',
    label: { en: 'Unit', es: 'Unidad' },
    ...(required ? { required: 'The Unit field is required', immutable: true } : {}),
    list: true,
    filterable: true,
  }) as const;
