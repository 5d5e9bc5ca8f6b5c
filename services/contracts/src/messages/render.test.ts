// The people service's mails are added where mail is rendered; these checks cover them too.
import './mail-messages';
import { z } from 'zod';
import { inValidationLanguage, languageFromAcceptLanguage, msg, readerLanguage, renderMessage, t } from '../kit';
import { createSchema, toFieldErrors, PorticoError, MESSAGE_CATALOGUE } from '../kit';
import { location } from '../entities/catalogue/maintenance/location';
import { capacityWarning } from '../entities/catalogue/community/reservation-routes';

describe('message rendering', () => {
  it('interpolates parameters, a field label in the reader’s language', () => {
    const ref = { key: 'validation.number', params: { label: { en: 'Square Feet', es: 'Pies cuadrados' } } };
    expect(renderMessage(ref, 'en')).toBe('Square Feet must be a number');
    expect(renderMessage(ref, 'es')).toBe('El campo Pies cuadrados debe ser un número');
  });

  it('chooses plural forms through Intl.PluralRules, in each language', () => {
    expect(t('error.importRowsHaveErrors', { count: 1 }, 'es')).toBe('1 fila tiene errores; no se importó nada');
    expect(t('error.importRowsHaveErrors', { count: 3 }, 'es')).toBe('3 filas tienen errores; no se importó nada');
    expect(t('error.tooManyUploadFiles', { count: 1 }, 'es')).toBe('Como máximo 1 archivo a la vez');
    expect(t('validation.idsMax', { count: 1 }, 'en')).toBe('ids may name at most 1 id');
    expect(t('validation.idsMax', { count: 100 }, 'en')).toBe('ids may name at most 100 ids');
    expect(t('reservation.maxPeople', { count: 1 }, 'en')).toBe('This amenity allows at most 1 person');
    expect(t('reservation.maxPeople', { count: 4 }, 'es')).toBe('Esta instalación admite como máximo 4 personas');
    // A card's changed fee: one cent is a cent, in each language.
    expect(t('billing.feeChanged', { count: 1 }, 'en')).toBe('The transaction fee for this card is 1 cent: review it and pay again');
    expect(t('billing.feeChanged', { count: 35 }, 'en')).toBe('The transaction fee for this card is 35 cents: review it and pay again');
    expect(t('billing.feeChanged', { count: 1 }, 'es')).toBe(
      'La comisión por transacción de esta tarjeta es de 1 centavo: revísala y vuelve a pagar',
    );
    expect(capacityWarning(1, 1)).toEqual({
      en: 'This time slot allows at most 1 person; 1 spot remains.',
      es: 'Este horario admite como máximo 1 persona; queda 1 lugar.',
    });
  });

  it('keeps an instance’s spec English and words other languages from the key', () => {
    const ref = {
      key: 'validation.required',
      params: { label: { en: 'Location Name', es: 'Nombre de la ubicación' } },
      en: 'Location Name is required',
    };
    expect(renderMessage(ref, 'en')).toBe('Location Name is required');
    expect(renderMessage(ref, 'es')).toBe('El campo Nombre de la ubicación es obligatorio.');
  });

  it('answers an unknown key with its English, never with nothing', () => {
    expect(renderMessage({ key: 'no.such.key', en: 'Plain text' }, 'es')).toBe('Plain text');
    expect(renderMessage({ key: 'no.such.key' }, 'es')).toBe('no.such.key');
  });

  it('reads the reader’s language from Accept-Language (es, es-ES, es-MX → es), else English', () => {
    expect(languageFromAcceptLanguage('es')).toBe('es');
    expect(languageFromAcceptLanguage('es-ES,es;q=0.9')).toBe('es');
    expect(languageFromAcceptLanguage('es-MX')).toBe('es');
    expect(languageFromAcceptLanguage('fr-FR, es;q=0.5, en;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('fr, de')).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
    expect(readerLanguage(undefined, 'fr')).toBe('en');
    // The stored language wins over the header.
    expect(readerLanguage('en', 'es-MX')).toBe('en');
    expect(readerLanguage('es', undefined)).toBe('es');
  });
});

describe('errors carry a key and parameters', () => {
  it('a domain error renders English and travels with its key', () => {
    const error = new PorticoError('CONFLICT', msg('error.alreadyInStatus', { status: { en: 'archived', es: 'archivado' } }));
    expect(error.message).toBe('The record is already archived');
    expect(error.toEnvelope()).toMatchObject({ code: 'CONFLICT', key: 'error.alreadyInStatus', params: { status: { en: 'archived' } } });
    const again = PorticoError.fromEnvelope(error.toEnvelope());
    expect(again.key).toBe('error.alreadyInStatus');
    expect(again.message).toBe('The record is already archived');
  });

  it('a domain area answers in the reader’s language, its parameters too', () => {
    const unavailable = new PorticoError(
      'SERVICE_UNAVAILABLE',
      msg('error.areaUnavailable', { area: { en: 'Billing', es: 'Facturación' } }),
    );
    expect(unavailable.message).toBe('Billing is not available right now. Please try again in a moment.');
    expect(renderMessage({ key: unavailable.key!, params: unavailable.params }, 'es')).toBe(
      'Facturación no está disponible en este momento. Inténtalo de nuevo en un momento.',
    );
  });

  it('not found keeps the spec’s texts, in English', () => {
    expect(PorticoError.notFound({ en: 'Location', es: 'Ubicación' }, 'x').message).toBe('Data record with id x not found');
    const own = PorticoError.notFound({ en: 'Covenant', es: 'Convenio' }, 'x', 'Covenant Enforcement Not Found');
    expect(own.message).toBe('Covenant Enforcement Not Found');
    expect(renderMessage({ key: own.key!, params: own.params }, 'es')).toBe('Convenio: no encontrado');
  });
});

describe('the shared schemas word their issues through the catalogue', () => {
  it('in English with the spec’s text, keyed so the gateway can word them again', () => {
    const result = createSchema(location).safeParse({});
    const errors = toFieldErrors(result.error!);
    const name = errors.find((e) => e.path === 'name')!;
    expect(name).toMatchObject({ message: 'Location Name is required', key: 'validation.required' });
    expect(renderMessage({ key: name.key!, params: name.params }, 'es')).toBe('El campo Nombre de la ubicación es obligatorio.');
  });

  it('in Spanish where the parse runs in Spanish (the console)', () => {
    const result = inValidationLanguage('es', () => createSchema(location).safeParse({}));
    expect(result.error!.issues.find((i) => i.path[0] === 'name')!.message).toBe('El campo Nombre de la ubicación es obligatorio.');
    // The language is the parse's only: the next one is English again.
    expect(
      createSchema(location)
        .safeParse({})
        .error!.issues.find((i) => i.path[0] === 'name')!.message,
    ).toBe('Location Name is required');
  });

  it('zod’s own messages take zod’s locales, both kept on the issue', () => {
    const [error] = toFieldErrors(z.array(z.string()).max(1).safeParse(['a', 'b']).error!);
    expect(error!.key).toBe('validation.zod');
    const spanish = renderMessage({ key: error!.key!, params: error!.params }, 'es');
    expect(spanish).not.toBe(error!.message);
    expect(spanish).toMatch(/Demasiado grande/);
    expect(inValidationLanguage('es', () => z.array(z.string()).max(1).safeParse(['a', 'b']).error!.issues[0]!.message)).toMatch(
      /Demasiado grande/,
    );
  });

  it('an unknown field is refused with a keyed message', () => {
    const errors = toFieldErrors(createSchema(location).safeParse({ name: 'A', nope: 1 }).error!);
    expect(errors.find((e) => e.path === 'nope')).toMatchObject({
      path: 'nope',
      message: 'Field not allowed: nope',
      key: 'validation.unknownField',
    });
  });

  it('the catalogue has both languages', () => {
    expect(Object.keys(MESSAGE_CATALOGUE.es).sort()).toEqual(Object.keys(MESSAGE_CATALOGUE.en).sort());
  });
});
