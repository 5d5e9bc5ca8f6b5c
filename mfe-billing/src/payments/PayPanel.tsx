import { useMemo, useState } from 'react';
import { Alert, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
// The package's main entry inserts Stripe.js on import (every billing page, even without keys,
// against the console's CSP); `pure` loads it only when loadStripe is called, i.e. with a key.
import { loadStripe, type Stripe as StripeJs } from '@stripe/stripe-js/pure';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { slugFor } from '@portico/contracts/kit';
import { invoice, billingSettings, cardFeeCents } from '@portico/contracts/billing';
import { api, errorMessage, formatMoney, formatPercent, labelText, resourceQueryRoot, useCan, useLanguage, useViewAs } from '@portico/shell-sdk';
import type { ResourceRecord } from '@portico/shell-ui';
import { TEXT, fill } from '../invoices/text';

interface CardChoice {
  paymentMethodId: string;
  brand: string;
  funding: string;
  last4: string;
}

/**
 * Stripe's test cards, for development against the loopback Stripe (no publishable key set):
 * the browser confirms the PaymentIntent as a test card would, with no card number anywhere.
 */
export const TEST_CARDS: readonly (CardChoice & { label: { en: string; es: string } })[] = [
  {
    paymentMethodId: 'pm_card_visa',
    brand: 'visa',
    funding: 'credit',
    last4: '4242',
    label: { en: 'Visa credit •••• 4242', es: 'Visa crédito •••• 4242' },
  },
  {
    paymentMethodId: 'pm_card_mastercard',
    brand: 'mastercard',
    funding: 'credit',
    last4: '4444',
    label: { en: 'Mastercard credit •••• 4444', es: 'Mastercard crédito •••• 4444' },
  },
  {
    paymentMethodId: 'pm_card_visa_debit',
    brand: 'visa',
    funding: 'debit',
    last4: '5556',
    label: { en: 'Visa debit •••• 5556', es: 'Visa débito •••• 5556' },
  },
  {
    paymentMethodId: 'pm_card_chargeDeclined',
    brand: 'visa',
    funding: 'credit',
    last4: '0002',
    label: { en: 'Declined card •••• 0002', es: 'Tarjeta rechazada •••• 0002' },
  },
];

const newAttempt = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).slice(0, 100);

function useSettings(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...resourceQueryRoot(billingSettings.module), 'pay-settings'],
    queryFn: ({ signal }) =>
      api.get<{ items: ResourceRecord[] }>(`/${billingSettings.module}`, {
        query: { limit: 1, sort: 'invoicePrefix', direction: 'asc' },
        signal,
      }),
  });
}

/** The Pay button's panel (residents and managers): the fee is shown before paying, then the card is charged once. */
export function PayPanel({ record }: { record: ResourceRecord }) {
  const can = useCan();
  const viewAs = useViewAs();
  const language = useLanguage();
  const payable = ['open', 'partially-paid'].includes(String(record.state)) && record.type === 'receivable' && Number(record.balance) > 0;
  const mayPay = payable && !viewAs.active && can(`${invoice.module}-pay`) && can(slugFor(invoice, 'read'));
  // The fee and the card keys matter only to someone about to pay: a vendor viewing a bill
  // does not read the settings (which it may not).
  const settings = useSettings(mayPay);
  const setting = settings.data?.items?.[0];
  const publishableKey = typeof setting?.stripePublishableKey === 'string' ? setting.stripePublishableKey : '';
  const stripePromise = useMemo<Promise<StripeJs | null> | null>(
    () => (publishableKey ? loadStripe(publishableKey) : null),
    [publishableKey],
  );
  if (record.state === 'paid' && record.type === 'receivable')
    return (
      <Alert color="success" data-testid="invoice-paid" title={labelText(TEXT.paidState, language)}>
        {labelText(TEXT.receiptSent, language)}
      </Alert>
    );
  if (!mayPay) return null;
  const rate = Number(setting?.cardFeeRateBps ?? 0);
  return (
    <Card withBorder padding="lg" data-testid="pay-panel">
      <Stack gap="sm">
        <Title order={4}>{labelText(TEXT.payTitle, language)}</Title>
        <Text size="sm" c="dimmed" data-testid="fee-note">
          {rate > 0 ? fill(labelText(TEXT.feeNote, language), { rate: formatPercent(rate / 100, language) }) : labelText(TEXT.noFee, language)}
        </Text>
        {stripePromise ? (
          <Elements stripe={stripePromise}>
            <ElementsCard record={record} rate={rate} />
          </Elements>
        ) : (
          <TestCardPay record={record} rate={rate} />
        )}
      </Stack>
    </Card>
  );
}

/** Amount, fee and total for a card, and the Pay button. */
function Checkout({
  record,
  rate,
  card,
  onPay,
}: {
  record: ResourceRecord;
  rate: number;
  card: CardChoice | null;
  onPay: (card: CardChoice, fee: number, attemptKey: string) => Promise<void>;
}) {
  const language = useLanguage();
  const [attemptKey, setAttemptKey] = useState(newAttempt);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = Number(record.balance ?? 0);
  const fee = card ? cardFeeCents(amount, rate, card) : 0;
  return (
    <Stack gap="xs">
      {card ? (
        <Stack gap={2} data-testid="pay-quote">
          <Group justify="space-between">
            <Text size="sm">{labelText(TEXT.amount, language)}</Text>
            <Text size="sm">{formatMoney(amount, language)}</Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm">{labelText(TEXT.fee, language)}</Text>
            <Text size="sm" data-testid="pay-fee">
              {formatMoney(fee, language)}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text fw={700}>{labelText(TEXT.total, language)}</Text>
            <Text fw={700} data-testid="pay-total">
              {formatMoney(amount + fee, language)}
            </Text>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {labelText(TEXT.enterCard, language)}
        </Text>
      )}
      {error ? (
        <Alert color="danger" title={labelText(TEXT.cardError, language)} data-testid="pay-error">
          {error}
        </Alert>
      ) : null}
      <Button
        data-testid="pay-button"
        disabled={!card || busy}
        loading={busy}
        onClick={async () => {
          if (!card || busy) return;
          setBusy(true);
          setError(null);
          try {
            await onPay(card, fee, attemptKey);
          } catch (err) {
            setError(errorMessage(err));
            // A new attempt after a failure; a double click reuses this one (the server ignores the repeat).
            setAttemptKey(newAttempt());
          } finally {
            setBusy(false);
          }
        }}
      >
        {card
          ? fill(labelText(TEXT.payNow, language), { amount: formatMoney(amount + fee, language) })
          : labelText(TEXT.payTitle, language)}
      </Button>
    </Stack>
  );
}

function usePay(record: ResourceRecord) {
  const client = useQueryClient();
  return async (paymentMethodId: string, fee: number, attemptKey: string) => {
    const updated = await api.post<ResourceRecord>(`/${invoice.module}/${encodeURIComponent(record.id)}/pay`, {
      paymentMethodId,
      attemptKey,
      expectedFee: fee,
    });
    client.setQueryData([...resourceQueryRoot(invoice.module), 'record', record.id], updated);
    await client.invalidateQueries({ queryKey: resourceQueryRoot(invoice.module) });
    await client.invalidateQueries({ queryKey: resourceQueryRoot('billing-lines') });
    await client.invalidateQueries({ queryKey: resourceQueryRoot('payments') });
  };
}

/** Development: Stripe's test cards confirmed on the loopback Stripe. */
function TestCardPay({ record, rate }: { record: ResourceRecord; rate: number }) {
  const language = useLanguage();
  const [choice, setChoice] = useState<string | null>(null);
  const pay = usePay(record);
  const card = TEST_CARDS.find((c) => c.paymentMethodId === choice) ?? null;
  return (
    <Stack gap="sm">
      <Select
        data-testid="test-card"
        label={labelText(TEXT.testCard, language)}
        placeholder={labelText(TEXT.payWith, language)}
        data={TEST_CARDS.map((c) => ({ value: c.paymentMethodId, label: labelText(c.label, language) }))}
        value={choice}
        onChange={setChoice}
        allowDeselect={false}
      />
      <Checkout record={record} rate={rate} card={card} onPay={(c, fee, key) => pay(c.paymentMethodId, fee, key)} />
    </Stack>
  );
}

/** Production: the card in Stripe's iframe (Elements); we only ever see the PaymentMethod id. */
function ElementsCard({ record, rate }: { record: ResourceRecord; rate: number }) {
  const stripe = useStripe();
  const elements = useElements();
  const [card, setCard] = useState<CardChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pay = usePay(record);
  const review = async () => {
    const element = elements?.getElement(CardElement);
    if (!stripe || !element) return;
    const result = await stripe.createPaymentMethod({ type: 'card', card: element });
    if (result.error || !result.paymentMethod?.card) {
      setError(result.error?.message ?? 'Card error');
      setCard(null);
      return;
    }
    setError(null);
    const c = result.paymentMethod.card;
    setCard({ paymentMethodId: result.paymentMethod.id, brand: c.brand, funding: c.funding, last4: c.last4 });
  };
  return (
    <Stack gap="sm">
      <CardElement onChange={(e) => (e.complete ? void review() : setCard(null))} options={{ hidePostalCode: true }} />
      {error ? <Text c="danger">{error}</Text> : null}
      <Checkout record={record} rate={rate} card={card} onPay={(c, fee, key) => pay(c.paymentMethodId, fee, key)} />
    </Stack>
  );
}
