import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { SEED_ORGS, SEED_PROPERTIES, fileDocument, folder } from '@portico/contracts';
import { attachmentsTable, seedRecords, storageFromEnv, type Db, type ObjectStorage } from '@portico/platform';
import { documents, folders } from './files.schema';
import { textPdf } from './seed-files';

const seedId = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const HV: { parentOrgId: string; propertyId: string } = { parentOrgId: SEED_ORGS.harbor, propertyId: SEED_PROPERTIES.harborView };
const HL = { parentOrgId: SEED_ORGS.harbor, propertyId: SEED_PROPERTIES.harborLofts };

const FOLDERS = {
  rules: seedId('f01de100', 1),
  minutes: seedId('f01de100', 2),
  contracts: seedId('f01de100', 3),
  minutes2026: seedId('f01de100', 4),
  lofts: seedId('f01de100', 5),
};

interface SeedFile {
  n: number;
  where: typeof HV;
  name: string;
  folderId: string | null;
  shared: boolean;
  bytes: Buffer;
  contentType: string;
}

const files: SeedFile[] = [
  {
    n: 1,
    where: HV,
    name: 'House Rules 2026.pdf',
    folderId: FOLDERS.rules,
    shared: true,
    contentType: 'application/pdf',
    bytes: textPdf('Harbor View Apartments - House Rules 2026', [
      'Quiet hours are from 10 pm to 7 am every day.',
      'Bicycles are stored in the P1 bike room, never in hallways.',
      'Guests staying more than 7 nights are registered at the front desk.',
      'The rooftop terrace closes at 11 pm.',
    ]),
  },
  {
    n: 2,
    where: HV,
    name: 'Pet Policy.txt',
    folderId: FOLDERS.rules,
    shared: true,
    contentType: 'text/plain',
    bytes: Buffer.from(
      'Harbor View Apartments - Pet Policy\n\nUp to two pets per unit. Dogs are leashed in common areas.\nVaccination records are kept current with the management office.\n',
    ),
  },
  {
    n: 3,
    where: HV,
    name: 'Board Meeting - January 2026.txt',
    folderId: FOLDERS.minutes,
    shared: true,
    contentType: 'text/plain',
    bytes: Buffer.from(
      'Board meeting, January 14 2026\n\nPresent: 5 of 5 directors.\n1. Lobby repainting approved.\n2. Reserve fund study due in June.\n',
    ),
  },
  {
    n: 4,
    where: HV,
    name: 'Annual General Meeting - March 2026.pdf',
    folderId: FOLDERS.minutes2026,
    shared: true,
    contentType: 'application/pdf',
    bytes: textPdf('Annual General Meeting - March 12 2026', [
      'Quorum reached with 64 of 96 units represented.',
      'Budget 2026 adopted; fees rise 2.5 percent from July.',
      'New elevator maintenance contract to be tendered.',
    ]),
  },
  {
    n: 5,
    where: HV,
    name: 'BrightFix Service Agreement.pdf',
    folderId: FOLDERS.contracts,
    shared: false,
    contentType: 'application/pdf',
    bytes: textPdf('Service Agreement - BrightFix Plumbing', [
      'Term: January 1 2026 to December 31 2026.',
      'Emergency response within 4 hours; standard within 3 business days.',
      'Hourly rate USD 95; parts at cost plus 10 percent.',
    ]),
  },
  {
    n: 6,
    where: HV,
    name: 'Move-in Checklist.pdf',
    folderId: null,
    shared: true,
    contentType: 'application/pdf',
    bytes: textPdf('Move-in Checklist', ['Book the service elevator 48 hours ahead.', 'Collect two key fobs and the mailbox key.']),
  },
  {
    n: 7,
    where: HL,
    name: 'Lofts Parking Rules.txt',
    folderId: FOLDERS.lofts,
    shared: true,
    contentType: 'text/plain',
    bytes: Buffer.from('Harbor Lofts - Parking\n\nVisitor parking is limited to 4 hours. Permits are shown on the dashboard.\n'),
  },
];

/** The same store the gateway serves downloads from (ADR 0022): `S3_*`, else the data dir's folder. */
function seedStorage(): ObjectStorage {
  return storageFromEnv(process.env, resolve(process.env.PORTICO_DATA_DIR ?? '.data'));
}

/** Harbor View's file manager: shared rules and minutes, private vendor contracts; one Lofts folder. */
export async function seedFiles(db: Db, storage: ObjectStorage = seedStorage()): Promise<void> {
  await seedRecords(db, folder, folders, [
    { id: FOLDERS.rules, ...HV, name: 'Building Rules', shared: true, atRoot: true },
    { id: FOLDERS.minutes, ...HV, name: 'Meeting Minutes', shared: true, atRoot: true },
    { id: FOLDERS.contracts, ...HV, name: 'Vendor Contracts', shared: false, atRoot: true },
    { id: FOLDERS.minutes2026, ...HV, name: '2026', parentFolderId: FOLDERS.minutes, shared: true, atRoot: false },
    { id: FOLDERS.lofts, ...HL, name: 'Lofts Notices', shared: true, atRoot: true },
  ]);
  await seedRecords(
    db,
    fileDocument,
    documents,
    files.map((f) => ({
      id: seedId('d0c5e100', f.n),
      ...f.where,
      name: f.name,
      folderId: f.folderId,
      shared: f.shared,
      atRoot: !f.folderId,
    })),
  );
  const attachments = attachmentsTable('community');
  for (const f of files) {
    const storageKey = `community/${seedId('d0c5e1a0', f.n)}`;
    // Bytes first, then the row: a row never points at a missing object.
    await storage.put(storageKey, f.bytes, { contentType: f.contentType, size: f.bytes.length, fileName: f.name });
    await db
      .insert(attachments)
      .values({
        id: seedId('d0c5e1a0', f.n),
        entity: fileDocument.name,
        recordId: seedId('d0c5e100', f.n),
        ...f.where,
        fileName: f.name,
        contentType: f.contentType,
        size: f.bytes.length,
        storageKey,
        sha256: createHash('sha256').update(f.bytes).digest('hex'),
        uploadedBy: 'seed',
      })
      .onConflictDoNothing();
  }
}
