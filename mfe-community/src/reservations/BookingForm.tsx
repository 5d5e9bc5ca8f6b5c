import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Grid,
  Group,
  Modal,
  NumberInput,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_TIME_ZONE,
  TIME_ZONE_OPTIONS,
  WEEKDAY_LABELS,
  addDays,
  clockMinutes,
  daysBetween,
  localDay,
  localTime,
  todayIso,
  weekdayOf,
  zonedInstant,
} from '@portico/contracts/kit';
import { amenity, capacityWarning, reservation, type AmenityAvailability, type AvailabilitySlot } from '@portico/contracts/community';
import {
  api,
  formatMoney,
  isApiError,
  labelText,
  navigate,
  resourceQueryRoot,
  toast,
  useLanguage,
  useLocation,
  usePageMeta,
  usePrincipal,
  type ApiError,
} from '@portico/shell-sdk';
import { RefSelect, entityNamed, useResourceList, type ResourceRecord } from '@portico/shell-ui';
import { fill, text } from './text';

/**
 * Dates and times in this form are the property's wall clock (issue 18): what a resident reads
 * on the building's own clocks, whatever the browser's zone. The availability answer names it.
 */
const instant = (date: string, time: string, zone: string, end = false) =>
  zonedInstant(date, clockMinutes(time, end) ?? 0, zone).toISOString();
interface BookingValues {
  amenityId: string | null;
  date: string;
  lastDay: string | null;
  multiDay: boolean;
  start: string;
  end: string;
  people: number;
  unitId: string | null;
  userId: string | null;
  comments: string;
  internal: string;
  notifyUser: boolean;
  waitlist: boolean;
  termsAccepted: boolean;
}

const tomorrow = () => addDays(todayIso(), 1);

/**
 * The chosen window on each booked day (multi-day: the same hours every day), as instants of
 * the property's `zone`; an end of 00:00 is the day's closing midnight.
 */
export function chosenDays(
  date: string,
  lastDay: string | null,
  start: string,
  end: string,
  zone: string = DEFAULT_TIME_ZONE,
): { startAt: string; endAt: string }[] {
  if (!date || !start || !end) return [];
  const last = lastDay && lastDay > date ? lastDay : date;
  return Array.from({ length: Math.min(daysBetween(date, last) + 1, 31) }, (_, i) => {
    const day = addDays(date, i);
    return { startAt: instant(day, start, zone), endAt: instant(day, end, zone, true) };
  });
}

/** Fewest spots left across the slots the window overlaps (the capacity warning's figure). */
export function remainingFor(
  slots: readonly AvailabilitySlot[],
  startAt: string,
  endAt: string,
): { max: number; remaining: number } | null {
  const s = Date.parse(startAt);
  const e = Date.parse(endAt);
  const touched = slots.filter((slot) => Date.parse(slot.startAt) < e && Date.parse(slot.endAt) > s);
  if (touched.length === 0) return null;
  return { max: touched[0]!.max, remaining: Math.min(...touched.map((slot) => slot.remaining)) };
}

function SlotButton({ slot, zone, selected, onPick }: { slot: AvailabilitySlot; zone: string; selected: boolean; onPick: () => void }) {
  const language = useLanguage();
  return (
    <UnstyledButton
      onClick={onPick}
      data-testid="slot"
      data-full={slot.full}
      data-start={slot.startAt}
      className="portico-slot"
      style={{
        border: `1px solid ${selected ? 'var(--mantine-color-portico-6)' : 'var(--mantine-color-gray-3)'}`,
        borderRadius: 8,
        padding: '6px 10px',
        background: slot.full ? 'var(--mantine-color-red-0)' : selected ? 'var(--mantine-color-portico-0)' : undefined,
      }}
    >
      <Text size="sm" fw={600}>
        {localTime(slot.startAt, zone)}–{localTime(slot.endAt, zone)}
      </Text>
      {slot.full ? (
        <Badge size="xs" color="red" variant="light">
          {labelText(text.full, language)}
        </Badge>
      ) : (
        <Text size="xs" c="dimmed">
          {fill(labelText(text.spotsLeft, language), { n: slot.remaining, max: slot.max })}
        </Text>
      )}
    </UnstyledButton>
  );
}

/** The amenity's week at a glance, Monday first, on the property's clock. */
function WeeklyHours({ hours }: { hours: AmenityAvailability['hours'] }) {
  const language = useLanguage();
  return (
    <Stack gap={2} data-testid="booking-weekly-hours">
      <Text size="sm" fw={600}>
        {labelText(text.hours, language)}
      </Text>
      {hours.map((h) => (
        <Group key={h.day} justify="space-between" gap="xs">
          <Text size="sm">{labelText(WEEKDAY_LABELS[h.day], language)}</Text>
          <Text size="sm" c={h.open ? undefined : 'dimmed'}>
            {h.open ? `${h.open}–${h.close}` : labelText(text.closedThatDay, language)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * `/reservations/new`: the booking form. It reads the amenity's slots with their remaining
 * spots before submit (full slots are marked), states the capacity warning for the chosen time,
 * shows the booking message and the terms to accept, and asks before a multi-day booking.
 */
export function BookingForm() {
  const language = useLanguage();
  const t = (label: { en: string; es: string }) => labelText(label, language);
  usePageMeta(t(text.bookTitle), [
    { title: t(text.reservations), url: '/reservations/list' },
    { title: t(text.bookTitle), active: true },
  ]);
  const principal = usePrincipal();
  const { query } = useLocation();
  const client = useQueryClient();
  const resident = !!principal?.roles.includes('resident');
  const amenities = useResourceList(amenity, { limit: 100, status: 'active', sort: 'name', direction: 'asc' });
  // Form state on @mantine/form, as every console form; the server judges the booking itself.
  const form = useForm<BookingValues>({
    mode: 'controlled',
    initialValues: {
      amenityId: query.get('amenityId'),
      date: query.get('date') ?? tomorrow(),
      lastDay: null,
      multiDay: false,
      start: '',
      end: '',
      people: 1,
      // From a unit's view (?unitId=), else a resident's own unit, preselected.
      unitId: query.get('unitId') ?? principal?.unitIds[0] ?? null,
      userId: null,
      comments: '',
      internal: '',
      notifyUser: true,
      waitlist: false,
      termsAccepted: false,
    },
  });
  const {
    amenityId,
    date,
    lastDay,
    multiDay,
    start,
    end,
    people,
    unitId,
    userId,
    comments,
    internal,
    notifyUser,
    waitlist,
    termsAccepted,
  } = form.values;
  const set = form.setFieldValue;
  const [confirming, setConfirming] = useState(false);
  // One key per booking attempt: a retry after a lost answer cannot book twice.
  // (randomUUID needs a secure context; plain-http hosts get a random key of their own.)
  const [idempotencyKey] = useState(() =>
    typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
  );
  const chosen = (amenities.data?.items ?? []).find((a) => a.id === amenityId) as ResourceRecord | undefined;

  useEffect(() => {
    if (!amenityId && amenities.data?.items.length === 1) set('amenityId', amenities.data.items[0]!.id);
  }, [amenityId, amenities.data, set]);

  const to = multiDay && lastDay && lastDay > date ? lastDay : date;
  const availability = useQuery({
    queryKey: [...resourceQueryRoot(reservation.module), 'availability', amenityId, date, to],
    queryFn: ({ signal }) => api.get<AmenityAvailability>(`/amenities/${amenityId}/availability`, { query: { from: date, to }, signal }),
    enabled: !!amenityId && /^\d{4}-\d{2}-\d{2}$/.test(date) && to >= date,
  });
  const zone = availability.data?.timeZone ?? DEFAULT_TIME_ZONE;
  const zoneOption = TIME_ZONE_OPTIONS.find((o) => o.value === zone);
  const zoneName = zoneOption ? labelText(zoneOption.label, language) : zone;
  const days = chosenDays(date, multiDay ? lastDay : null, start, end, zone);
  const slots = useMemo(() => availability.data?.slots ?? [], [availability.data]);
  const firstDaySlots = slots.filter((s) => localDay(s.startAt, zone) === date);
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const weekday = validDate ? weekdayOf(date) : null;
  const dayHours = weekday ? availability.data?.hours.find((h) => h.day === weekday) : undefined;
  // The tightest day decides the warning (a multi-day booking needs room on every day).
  const capacity = useMemo(() => {
    const figures = days.map((d) => remainingFor(slots, d.startAt, d.endAt)).filter((f): f is { max: number; remaining: number } => !!f);
    if (figures.length === 0) return null;
    return figures.reduce((a, b) => (b.remaining < a.remaining ? b : a));
  }, [days, slots]);
  const overCapacity = !!capacity && people > capacity.remaining;

  const book = useMutation<ResourceRecord, ApiError>({
    mutationFn: () =>
      api.post<ResourceRecord>(`/${reservation.module}`, {
        amenityId,
        startAt: days[0]?.startAt,
        endAt: days.at(-1)?.endAt,
        multiDay: days.length > 1,
        expectedPeople: people,
        unitId,
        ...(resident || !userId ? {} : { userId }),
        userComments: comments || undefined,
        ...(resident ? {} : { internalComments: internal || undefined }),
        notifyUser,
        joinWaitlist: waitlist,
        termsAccepted: chosen?.terms ? termsAccepted : undefined,
        idempotencyKey,
      }),
    onSuccess: async (created) => {
      toast.success(t(created.state === 'waitlisted' ? text.waitlisted : text.booked), String(created.title ?? ''));
      await client.invalidateQueries({ queryKey: resourceQueryRoot(reservation.module) });
      navigate(`/${reservation.module}/view/${created.id}`);
    },
  });
  const fieldErrors = isApiError(book.error) ? book.error.fieldErrors : [];
  const submit = () => (days.length > 1 ? setConfirming(true) : book.mutate());
  const ready = !!amenityId && days.length > 0 && (!chosen?.terms || termsAccepted) && !!unitId;

  return (
    <Grid gap="lg" data-testid="booking-form">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Card>
          <Stack gap="md">
            <Title order={4}>{t(text.bookTitle)}</Title>
            <Select
              label={t(text.amenity)}
              placeholder={t(text.chooseAmenity)}
              data={(amenities.data?.items ?? []).map((a) => ({ value: a.id, label: String(a.name) }))}
              value={amenityId}
              onChange={(v) => set('amenityId', v)}
              searchable
              required
              data-testid="booking-amenity"
            />
            <SimpleGrid cols={{ base: 1, sm: resident ? 1 : 2 }}>
              <RefSelect
                name="unitId"
                target={entityNamed('unit')}
                label={t(text.unit)}
                required
                value={unitId}
                onChange={(v) => set('unitId', typeof v === 'string' ? v : null)}
                filters={chosen ? { propertyId: String(chosen.propertyId) } : undefined}
              />
              {!resident ? (
                <RefSelect
                  name="userId"
                  target={entityNamed('user')}
                  label={t(text.resident)}
                  value={userId}
                  onChange={(v) => set('userId', typeof v === 'string' ? v : null)}
                />
              ) : null}
            </SimpleGrid>
            <Checkbox
              label={t(text.multiDay)}
              checked={multiDay}
              onChange={(e) => set('multiDay', e.currentTarget.checked)}
              data-testid="booking-multi-day"
            />
            <SimpleGrid cols={{ base: 1, sm: multiDay ? 4 : 3 }}>
              <TextInput
                type="date"
                label={t(text.date)}
                value={date}
                onChange={(e) => set('date', e.currentTarget.value)}
                required
                data-testid="booking-date"
              />
              {multiDay ? (
                <TextInput
                  type="date"
                  label={t(text.lastDay)}
                  value={lastDay ?? ''}
                  min={date}
                  onChange={(e) => set('lastDay', e.currentTarget.value || null)}
                  data-testid="booking-last-day"
                />
              ) : null}
              <TextInput
                type="time"
                label={t(text.startTime)}
                value={start}
                onChange={(e) => set('start', e.currentTarget.value)}
                required
                data-testid="booking-start"
              />
              <TextInput
                type="time"
                label={t(text.endTime)}
                value={end}
                onChange={(e) => set('end', e.currentTarget.value)}
                required
                data-testid="booking-end"
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {fill(t(text.zoneNote), { zone: zoneName })}
            </Text>
            <NumberInput
              label={t(text.people)}
              min={1}
              max={Number(chosen?.maxPeople ?? 10000)}
              value={people}
              onChange={(v) => set('people', Number(v) || 1)}
              w={240}
              data-testid="booking-people"
            />
            {capacity ? (
              <Alert
                color={overCapacity ? 'warning' : 'portico'}
                variant="light"
                data-testid="capacity-warning"
                data-remaining={capacity.remaining}
              >
                {labelText(capacityWarning(capacity.max, capacity.remaining), language)}
              </Alert>
            ) : null}
            {overCapacity ? (
              <Checkbox
                label={t(text.waitlist)}
                checked={waitlist}
                onChange={(e) => set('waitlist', e.currentTarget.checked)}
                data-testid="booking-waitlist"
              />
            ) : null}
            <Textarea label={t(text.comments)} {...form.getInputProps('comments')} autosize minRows={2} />
            {!resident ? (
              <>
                <Textarea label={t(text.internal)} {...form.getInputProps('internal')} autosize minRows={2} />
                <Checkbox label={t(text.notify)} checked={notifyUser} onChange={(e) => set('notifyUser', e.currentTarget.checked)} />
              </>
            ) : null}
            {chosen?.bookingMessage ? (
              <Alert title={t(text.bookingMessage)} color="portico" variant="light" data-testid="booking-message">
                {String(chosen.bookingMessage)}
              </Alert>
            ) : null}
            {chosen?.terms ? (
              <Stack gap={6}>
                <Text fw={600} size="sm">
                  {t(text.terms)}
                </Text>
                <ScrollArea.Autosize mah={120} type="auto">
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} data-testid="booking-terms">
                    {String(chosen.terms)}
                  </Text>
                </ScrollArea.Autosize>
                <Checkbox
                  label={t(text.acceptTerms)}
                  checked={termsAccepted}
                  onChange={(e) => set('termsAccepted', e.currentTarget.checked)}
                  data-testid="booking-accept-terms"
                />
              </Stack>
            ) : null}
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Card data-testid="booking-availability">
          <Stack gap="sm">
            <Title order={5}>{t(text.availability)}</Title>
            {chosen ? (
              <Group gap="xs">
                {weekday && availability.data ? (
                  <Badge variant="light" color={dayHours?.open ? 'gray' : 'warning'} tt="none" data-testid="booking-day-hours">
                    {labelText(WEEKDAY_LABELS[weekday], language)}:{' '}
                    {dayHours?.open ? `${dayHours.open}–${dayHours.close}` : t(text.closedThatDay)}
                  </Badge>
                ) : null}
                {Number(chosen.deposit ?? 0) > 0 ? (
                  <Badge variant="light" color="gray" tt="none">
                    {t(text.deposit)}: {formatMoney(Number(chosen.deposit), language)}
                  </Badge>
                ) : null}
                {chosen.requiresApproval ? (
                  <Badge variant="light" color="warning" tt="none">
                    {t(text.needsApproval)}
                  </Badge>
                ) : null}
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t(text.chooseAmenity)}
              </Text>
            )}
            {availability.data?.closed ? <Alert color="warning">{t(text.closed)}</Alert> : null}
            {availability.isError ? <Alert color="danger">{availability.error.message}</Alert> : null}
            {firstDaySlots.length ? (
              <>
                <Text size="sm" c="dimmed">
                  {t(text.slotsOf)}
                </Text>
                <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
                  {firstDaySlots.map((slot) => (
                    <SlotButton
                      key={slot.startAt}
                      slot={slot}
                      zone={zone}
                      selected={days[0]?.startAt === slot.startAt}
                      onPick={() => {
                        set('start', localTime(slot.startAt, zone));
                        set('end', localTime(slot.endAt, zone));
                      }}
                    />
                  ))}
                </SimpleGrid>
              </>
            ) : null}
            {availability.data && weekday && !dayHours?.open ? (
              <Alert color="warning" variant="light" data-testid="booking-closed-day">
                {fill(t(text.closedOn), {
                  // Spanish writes weekdays in lower case mid-sentence.
                  day:
                    language === 'es'
                      ? labelText(WEEKDAY_LABELS[weekday], language).toLowerCase()
                      : labelText(WEEKDAY_LABELS[weekday], language),
                })}
              </Alert>
            ) : null}
            {availability.data ? <WeeklyHours hours={availability.data.hours} /> : null}
          </Stack>
        </Card>
      </Grid.Col>
      {/* After the slots on a phone (one column), under the form on a wide screen. */}
      <Grid.Col span={{ base: 12, lg: 7 }} data-testid="booking-actions">
        <Stack gap="sm">
          {book.error ? (
            <Alert color="danger" data-testid="booking-error">
              {fieldErrors.length ? fieldErrors.map((f) => <div key={`${f.path}:${f.message}`}>{f.message}</div>) : book.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate('/reservations/list')}>
              {t(text.cancel)}
            </Button>
            <Button onClick={submit} disabled={!ready || (overCapacity && !waitlist)} loading={book.isPending} data-testid="booking-submit">
              {t(text.submit)}
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t(text.confirmMultiTitle)} data-testid="multi-day-confirm">
        <Stack>
          <Text size="sm">
            {fill(t(text.confirmMultiText), {
              n: days.length,
              first: days[0] ? localDay(days[0].startAt, zone) : '',
              last: days.at(-1) ? localDay(days.at(-1)!.startAt, zone) : '',
              from: start,
              to: end,
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t(text.cancel)}
            </Button>
            <Button
              data-testid="multi-day-confirm-button"
              onClick={() => {
                setConfirming(false);
                book.mutate();
              }}
            >
              {t(text.confirm)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Grid>
  );
}
