import { defineEntity } from '../../define';
import { BOOKING_PERIODS } from './field-helpers';
import { choice, color, decimal, descriptionField, flag, integer, longText, money, NAME_COLUMN, text } from '../../field-builders';
import { MANAGE_IMPORT, READ, management } from '../../grant-profiles';
import { WEEKDAYS, WEEKDAY_LABELS, hoursFieldOf } from '../../../domain/weekly-hours';

const OPERATING_STATUS_OPTIONS = [
  { value: 'open', label: { en: 'Open for booking', es: 'Abierta a reservas' } },
  { value: 'closed', label: { en: 'Closed', es: 'Cerrada' } },
] as const;

const WEEKLY_HOURS = Object.fromEntries(
  WEEKDAYS.map((d) => [
    hoursFieldOf(d),
    text(`${WEEKDAY_LABELS[d].en} Hours`, `Horario del ${WEEKDAY_LABELS[d].es.toLowerCase()}`, { max: 11 }),
  ]),
) as Record<`${(typeof WEEKDAYS)[number]}Hours`, ReturnType<typeof text>>;

/** A bookable shared space of a property (party room, pool, BBQ) and its booking rules. */
export const amenity = defineEntity({
  name: 'amenity',
  domain: 'community',
  module: 'amenities',
  table: 'amenities',
  title: { en: 'Amenity', es: 'Amenidad' },
  titlePlural: { en: 'Amenities', es: 'Amenidades' },
  tenancy: 'property',
  parent: { entity: 'property', field: 'propertyId' },
  displayField: 'name',
  defaultSort: { field: 'name', direction: 'asc' },
  attachments: { kinds: ['image', 'document'], label: { en: 'Photos and rules', es: 'Fotos y reglamento' } },
  // Generated records (tests, bench) get an amenity any sample reservation can book.
  example: {
    operatingStatus: 'open',
    // Around the clock: a sample booking (any hour) fits whatever the property's time zone.
    ...Object.fromEntries(WEEKDAYS.map((d) => [hoursFieldOf(d), '00:00-24:00'])),
    slotMinutes: 60,
    minHours: 0,
    maxHours: 0,
    bufferMinutes: 0,
    maxPeople: 50,
    bookingLimit: 0,
    minNoticeHours: 0,
    maxAdvanceDays: 730,
    requiresApproval: false,
  },
  grants: { ...management(MANAGE_IMPORT), staff: READ, resident: READ, editor: READ },
  fields: {
    name: text('Amenity Name', 'Nombre de la amenidad', { required: true, max: 120, ...NAME_COLUMN }),
    description: descriptionField(2000, { searchable: true }),
    backgroundColor: color('Background Color', 'Color de fondo', { list: true }),
    operatingStatus: choice('Booking Status', 'Estado de reservas', OPERATING_STATUS_OPTIONS, { list: true, filterable: true }),
    // Hours of operation per weekday on the property's clock (its time zone): `06:00-22:00`, blank when closed.
    ...WEEKLY_HOURS,
    // Before issue 18, one window for every day. Kept for clients built against it (ADR 0062, 0083):
    // the service keeps them as the week's earliest opening and latest closing, and one sent
    // alone (an older client) sets every weekday.
    openTime: text('Opens At (HH:MM)', 'Abre a las (HH:MM)', { max: 5 }),
    closeTime: text('Closes At (HH:MM)', 'Cierra a las (HH:MM)', { max: 5 }),
    slotMinutes: integer('Slot Length (minutes)', 'Duración del turno (minutos)', { min: 15, max: 1440 }),
    minHours: decimal('Min Hours', 'Horas mínimas', { min: 0, max: 24 }),
    maxHours: decimal('Max Time (hours per booking)', 'Tiempo máximo (horas por reserva)', { min: 0, max: 24 }),
    bufferMinutes: integer('Buffer Time (minutes)', 'Tiempo de margen (minutos)', { min: 0, max: 600 }),
    maxPeople: integer('Max People Allowed', 'Máximo de personas permitidas', { min: 1, max: 10000, list: true, sortable: true }),
    howOften: choice('How Often', 'Frecuencia', BOOKING_PERIODS, { filterable: true }),
    bookingLimit: integer('Booking Limit (per unit)', 'Límite de reservas (por unidad)', { min: 0, max: 1000 }),
    minNoticeHours: integer('Minimum Notice (hours)', 'Aviso mínimo (horas)', { min: 0, max: 8760 }),
    maxAdvanceDays: integer('Booking Window (days ahead)', 'Ventana de reserva (días)', { min: 1, max: 730 }),
    requiresApproval: flag('Requires Approval', 'Requiere aprobación', { list: true, filterable: true }),
    deposit: money('Deposit', 'Depósito', { min: 0, list: true }),
    bookingMessage: longText('Booking Message', 'Mensaje de reserva', { max: 2000 }),
    terms: longText('Terms', 'Términos', { max: 8000 }),
  },
});
