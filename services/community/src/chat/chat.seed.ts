import { SEED_ACCOUNTS, SEED_ORGS, SEED_PROPERTIES, chatMessage, conversation } from '@portico/contracts';
import { seedRecords, type Db } from '@portico/platform';
import { chatMessages, chatReadMarkers, conversations } from './chat.schema';

const seedId = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const account = (email: string) => SEED_ACCOUNTS.find((a) => a.email === email)!;

/** Demo conversations at Harbor View: the resident with the manager (unread both ways) and a staff-only one. */
export async function seedChat(db: Db): Promise<void> {
  const resident = account('resident@portico.test');
  const manager = account('manager@portico.test');
  const staff = account('staff@portico.test');
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
  const where = { parentOrgId: SEED_ORGS.harbor, propertyId: SEED_PROPERTIES.harborView };
  const threads = [
    {
      id: seedId('c4a7e1b0', 1),
      subject: 'Noise from the unit above',
      people: [resident, manager],
      messages: [
        {
          from: resident,
          hoursAgo: 30,
          body: 'Hi Manny, there has been loud music from the unit above mine after 11 pm for three nights now.',
        },
        { from: manager, hoursAgo: 26, body: 'Thanks Rosa, I will remind the neighbours of the quiet hours (10 pm to 7 am) today.' },
        { from: resident, hoursAgo: 3, body: 'It happened again last night around midnight.' },
        { from: resident, hoursAgo: 2, body: 'Would a short recording of it help?' },
      ],
      // The manager read up to the reply; Rosa's two newest messages are unread for him.
      readBy: [
        { who: manager, hoursAgo: 25 },
        { who: resident, hoursAgo: 2 },
      ],
    },
    {
      id: seedId('c4a7e1b0', 2),
      subject: 'Parking permit renewal',
      people: [resident, manager, staff],
      messages: [
        { from: resident, hoursAgo: 50, body: 'My parking permit for stall P1-014 expires at the end of the month. How do I renew it?' },
        { from: staff, hoursAgo: 48, body: 'Bring your vehicle registration to the front desk; renewal takes five minutes.' },
        { from: manager, hoursAgo: 5, body: 'Rosa, the renewal fee is waived this year. Sam has your new permit ready.' },
      ],
      // Rosa has not opened it since the manager's note.
      readBy: [
        { who: resident, hoursAgo: 47 },
        { who: manager, hoursAgo: 5 },
        { who: staff, hoursAgo: 4 },
      ],
    },
    {
      id: seedId('c4a7e1b0', 3),
      subject: 'Lobby repainting schedule',
      people: [manager, staff],
      messages: [
        { from: manager, hoursAgo: 8, body: 'Painters start in the lobby on Monday. Please post the notice at the entrance.' },
        { from: staff, hoursAgo: 7, body: 'Posted, and the elevator pads are booked for the same days.' },
      ],
      readBy: [{ who: staff, hoursAgo: 7 }],
    },
  ];
  let n = 0;
  for (const t of threads) {
    const last = t.messages[t.messages.length - 1]!;
    await seedRecords(db, conversation, conversations, [
      {
        id: t.id,
        ...where,
        subject: t.subject,
        participantIds: t.people.map((p) => p.id),
        participantNames: t.people.map((p) => p.name),
        messageCount: t.messages.length,
        lastMessageAt: at(last.hoursAgo),
        lastMessagePreview: last.body.slice(0, 200),
        createdAt: at(t.messages[0]!.hoursAgo),
      },
    ]);
    await seedRecords(
      db,
      chatMessage,
      chatMessages,
      t.messages.map((m) => ({
        id: seedId('c4a7e1b1', ++n),
        ...where,
        conversationId: t.id,
        body: m.body,
        authorId: m.from.id,
        authorName: m.from.name,
        participantIds: t.people.map((p) => p.id),
        createdAt: at(m.hoursAgo),
      })),
    );
    await db
      .insert(chatReadMarkers)
      .values(t.readBy.map((r) => ({ conversationId: t.id, userId: r.who.id, lastReadAt: at(r.hoursAgo) })))
      .onConflictDoNothing();
  }
}
