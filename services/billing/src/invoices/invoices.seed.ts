import {
  approvalRule,
  invoice,
  billingSettings,
  SEED_ACCOUNTS,
  SEED_ORGS,
  SEED_PROPERTIES,
  SEED_UNITS,
  SEED_VENDORS,
  addDays,
  isoDay,
} from '@portico/contracts';
import { applyRecordChange, seedRecords, systemPrincipal, type Db } from '@portico/platform';
import { approvalRules } from '../approvals/approvals.schema';
import { billingSettingsTable } from '../settings/settings.schema';
import { invoices } from './invoices.schema';
import { createInvoice, type NewInvoice } from './create-invoice';
import { chargeEntryLines, linesOf } from './finalize';
import { applyPayment } from '../payments/apply-payment';
import { applyRefund } from '../payments/apply-refund';
import { postEntries } from '../ledger/post-entries';
import { payments } from './invoices.schema';
import { eq } from 'drizzle-orm';

type Row = Record<string, unknown>;
const byEmail = (email: string) => SEED_ACCOUNTS.find((a) => a.email === email)!.id;
const RESIDENT = byEmail('resident@portico.test');
const MANAGER = byEmail('manager@portico.test');
const SUMMIT_UNIT = '2dab7e30-0000-4000-8000-000000000201';
const HARBOR_UNIT_102 = '2dab7e30-0000-4000-8000-000000000002';
const id = (n: number) => `6bef1275-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** What happens to a seeded invoice after it is created, so every state has a demo record. */
type Outcome = 'draft' | 'open' | 'pending' | 'rejected' | 'void' | 'partial' | 'paid' | 'card-paid' | 'refunded';

interface SeedInvoice {
  key: string;
  outcome: Outcome;
  invoice: Omit<NewInvoice, 'sourceKey' | 'status'>;
}

export async function seedInvoices(db: Db): Promise<void> {
  await seedRecords(db, billingSettings, billingSettingsTable, [
    { id: id(1), parentOrgId: SEED_ORGS.harbor, invoicePrefix: 'HBR', cardFeeRateBps: 250, defaultDueDays: 30, receiptEmails: true },
    { id: id(2), parentOrgId: SEED_ORGS.summit, invoicePrefix: 'SUM', cardFeeRateBps: 300, defaultDueDays: 15, receiptEmails: true },
  ]);
  // Harbor approves anything above $1,000; Summit has no rule ("Approval feature not available").
  await seedRecords(db, approvalRule, approvalRules, [
    {
      id: id(11),
      parentOrgId: SEED_ORGS.harbor,
      name: 'Invoices and bills above $1,000',
      appliesTo: 'all',
      mode: 'above',
      thresholdAmount: 100000,
      approverUserIds: [MANAGER],
      exemptVendorIds: [],
    },
  ]);
  const today = isoDay(new Date());
  const harbor = (title: string, cents: number[], due: number, unitId: string = SEED_UNITS.harborView101): NewInvoice => ({
    type: 'receivable',
    parentOrgId: SEED_ORGS.harbor,
    propertyId: SEED_PROPERTIES.harborView,
    unitId,
    billToUserId: unitId === SEED_UNITS.harborView101 ? RESIDENT : null,
    title,
    dueDate: addDays(today, due),
    invoiceDate: addDays(today, Math.min(0, due - 30)),
    lines: cents.map((amount, i) => ({ description: i === 0 ? title : `${title} (part ${i + 1})`, amount })),
  });
  const bill = (title: string, cents: number, due: number): NewInvoice => ({
    type: 'payable',
    parentOrgId: SEED_ORGS.harbor,
    propertyId: SEED_PROPERTIES.harborView,
    vendorId: SEED_VENDORS.brightFix,
    title,
    dueDate: addDays(today, due),
    lines: [{ description: title, amount: cents }],
  });
  const summit = (title: string, cents: number, due: number): NewInvoice => ({
    type: 'receivable',
    parentOrgId: SEED_ORGS.summit,
    propertyId: SEED_PROPERTIES.summitRidge,
    unitId: SUMMIT_UNIT,
    title,
    dueDate: addDays(today, due),
    lines: [{ description: title, amount: cents }],
  });
  const list: SeedInvoice[] = [
    { key: 'rent-current', outcome: 'open', invoice: harbor('Monthly rent', [185000], 10) },
    { key: 'utilities-overdue', outcome: 'open', invoice: harbor('Utilities', [8450, 2300], -12) },
    { key: 'rent-last', outcome: 'paid', invoice: harbor('Monthly rent (last month)', [185000], -20) },
    { key: 'parking', outcome: 'partial', invoice: harbor('Parking stall', [12000], 5) },
    { key: 'amenity', outcome: 'card-paid', invoice: harbor('Clubhouse booking', [15000], -3) },
    { key: 'key-fob', outcome: 'refunded', invoice: harbor('Key fob replacement', [4500], -8) },
    { key: 'late-fee', outcome: 'draft', invoice: harbor('Late fee', [5000], 14) },
    { key: 'pool-key', outcome: 'void', invoice: harbor('Pool key (issued in error)', [2500], 7) },
    { key: 'assessment', outcome: 'pending', invoice: harbor('Lobby renovation assessment', [250000], 30, HARBOR_UNIT_102) },
    { key: 'move-in', outcome: 'rejected', invoice: harbor('Move-in fee', [150000], 20, HARBOR_UNIT_102) },
    { key: 'bill-plumbing', outcome: 'open', invoice: bill('Plumbing repair, unit 101', 42000, 21) },
    { key: 'bill-hvac', outcome: 'paid', invoice: bill('HVAC quarterly service', 68000, -5) },
    { key: 'bill-roof', outcome: 'pending', invoice: bill('Roof inspection and repair', 310000, 30) },
    { key: 'bill-paint', outcome: 'rejected', invoice: bill('Hallway painting', 185000, 25) },
    { key: 'summit-dues', outcome: 'open', invoice: summit('HOA dues', 42500, 12) },
    { key: 'summit-dues-last', outcome: 'paid', invoice: summit('HOA dues (last month)', 42500, -18) },
    { key: 'summit-special', outcome: 'draft', invoice: summit('Special assessment', 90000, 30) },
  ];
  for (const entry of list) {
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const actor = systemPrincipal('seed', entry.invoice.parentOrgId);
      const finalize = ['open', 'partial', 'paid', 'card-paid', 'refunded', 'void'].includes(entry.outcome);
      const made = await createInvoice(tx, actor, {
        ...entry.invoice,
        sourceKey: `seed:${entry.key}`,
        status: finalize ? 'open' : 'draft',
      });
      if (!made.created) return;
      let row: Row = made.billing;
      const store = async (changes: Row) => {
        row = await applyRecordChange(tx, invoice, invoices, 'seed', row.id as string, changes);
      };
      const total = Number(row.total);
      switch (entry.outcome) {
        case 'pending':
          await store({ state: 'pending-approval', submittedAt: new Date().toISOString(), approverUserIds: [MANAGER] });
          break;
        case 'rejected':
          await store({
            state: 'rejected',
            submittedAt: new Date().toISOString(),
            approvalReason: 'Amount does not match the signed quote',
          });
          break;
        case 'void': {
          const lines = await linesOf(tx, row.id as string);
          await postEntries(tx, {
            parentOrgId: row.parentOrgId as string,
            propertyId: row.propertyId as string,
            billingId: row.id as string,
            source: 'void',
            memo: `Void ${String(row.number)}: issued in error`,
            actorId: 'seed',
            lines: chargeEntryLines(String(row.type), lines, true),
          });
          await store({ state: 'void', voidedAt: new Date().toISOString(), balance: 0 });
          break;
        }
        case 'partial':
          await store((await applyPayment(tx, 'seed', row, { amount: 5000, fee: 0, method: 'cash', reference: 'Front desk' })).changes);
          break;
        case 'paid':
          await store((await applyPayment(tx, 'seed', row, { amount: total, fee: 0, method: 'check', reference: 'Check 1042' })).changes);
          break;
        case 'card-paid':
        case 'refunded': {
          const fee = Math.floor((total * 250 + 5000) / 10000);
          const paid = await applyPayment(tx, 'seed', row, {
            amount: total,
            fee,
            method: 'card',
            reference: String(row.number),
            payerUserId: RESIDENT,
            card: { brand: 'visa', funding: 'credit', last4: '4242' },
          });
          await store(paid.changes);
          if (entry.outcome === 'refunded') {
            const [original] = (await tx.select().from(payments).where(eq(payments.id!, paid.paymentId))) as Row[];
            await store((await applyRefund(tx, 'seed', row, { amount: 1500, reason: 'Returned the old fob', payment: original! })).changes);
          }
          break;
        }
        default:
          break;
      }
    });
  }
}
