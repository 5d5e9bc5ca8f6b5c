// The people service's mails are added where mail is rendered; these checks cover them too.
import './mail-messages';
import { ACTIONS, ENTITIES, type Label } from '..';
import { MESSAGE_CATALOGUE } from './catalogue';
import type { MessageText } from './types';

/**
 * Everything the product says exists in Spanish, and is Spanish (ADR 0077): a key or a label
 * without Spanish fails, and so does a Spanish text equal to its English unless it is listed
 * here, where the two languages really write it alike.
 */
const SAME_MESSAGES = new Set([
  // zod's own message, already worded in each language.
  'validation.zod',
]);
const SAME_LABELS = new Set([
  // Brands and carriers.
  'Amazon',
  'Canada Post',
  'DHL',
  'FedEx',
  'UPS',
  'USPS',
  'SUV',
  // Written alike in Spanish.
  'Color',
  'Editor',
  'Error',
  'Fax',
  'General',
  'Normal',
  'Token',
  'Total',
  // Titles of address.
  'Dr',
  'Mx',
]);

const forms = (text: MessageText): string[] => (typeof text === 'string' ? [text] : Object.values(text));

describe('Spanish to the last message', () => {
  it('every message key has Spanish text, not the English one', () => {
    const problems: string[] = [];
    for (const [key, english] of Object.entries(MESSAGE_CATALOGUE.en)) {
      const spanish = (MESSAGE_CATALOGUE.es as Record<string, MessageText | undefined>)[key];
      if (spanish === undefined || forms(spanish).some((f) => !f.trim())) problems.push(`${key}: no Spanish`);
      else if (!SAME_MESSAGES.has(key) && forms(spanish).some((f) => forms(english).includes(f)))
        problems.push(`${key}: Spanish equals English`);
      // A plural in Spanish needs its singular and its plural.
      if (spanish && typeof spanish !== 'string' && !spanish.one) problems.push(`${key}: Spanish plural without a "one" form`);
    }
    expect(problems).toEqual([]);
  });

  it('every label of the catalogue has Spanish text, not the English one', () => {
    const problems: string[] = [];
    const check = (where: string, label: Label | undefined) => {
      if (!label) return;
      if (!label.es?.trim()) problems.push(`${where}: no Spanish`);
      else if (label.es === label.en && !SAME_LABELS.has(label.en)) problems.push(`${where}: "${label.en}" in both languages`);
    };
    for (const def of ENTITIES) {
      check(`${def.name} title`, def.title);
      check(`${def.name} titlePlural`, def.titlePlural);
      for (const [key, field] of Object.entries(def.fields)) {
        check(`${def.name}.${key}`, field.label);
        for (const option of field.options ?? []) check(`${def.name}.${key}=${option.value}`, option.label);
      }
    }
    for (const action of ACTIONS) check(`${action.entity.name}.${action.name} action`, action.label);
    expect(problems).toEqual([]);
  });
});
