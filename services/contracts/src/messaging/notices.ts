import { z } from 'zod';

// What a domain publishes to tell people (ADR 0038); its subject is `noticeSubject` (subjects.ts).

/** The two languages of the console; a notice carries each, the recipient reads theirs only. */
export const NOTICE_LANGUAGES = ['en', 'es'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

const localized = (max: number) => z.object({ en: z.string().min(1).max(max), es: z.string().min(1).max(max) });

/** A notice's wording for one audience: a title and a body in each language. */
export const noticeTextSchema = z.object({ title: localized(200), body: localized(8000) });
export type NoticeText = z.infer<typeof noticeTextSchema>;

/**
 * A notice as a domain publishes it. `link` is a console path (`/orders/view/…`): the inbox
 * opens it in place, a mail makes it absolute from the public URL. Recipients are user ids of
 * the org; the consumer ignores anyone who is not an active user of it.
 */
export const noticeEventSchema = z.object({
  parentOrgId: z.string().min(1),
  propertyId: z.string().nullish(),
  recipientUserIds: z.array(z.string().min(1)).max(10_000),
  text: noticeTextSchema,
  link: z
    .string()
    .max(300)
    .regex(/^\/[^/]/, 'a console path')
    .nullish(),
  /** What the notice is about; with the recipient, its de-duplication key. */
  source: z.object({ entity: z.string().min(1).max(60), id: z.string().min(1).max(64), event: z.string().min(1).max(60) }),
  /** Who caused it (history shows the name). */
  actorId: z.string().optional(),
  /** Also mail each recipient who has an address (default true). */
  mail: z.boolean().optional(),
});
export type NoticeEvent = z.infer<typeof noticeEventSchema>;

/** The language a person reads: theirs when set and known, else English. */
export function noticeLanguageOf(language: unknown): NoticeLanguage {
  return NOTICE_LANGUAGES.includes(language as NoticeLanguage) ? (language as NoticeLanguage) : 'en';
}

/**
 * A console path made absolute for a mail (`/orders/view/x` → `https://portico.example/orders/view/x`);
 * a link that is already absolute is kept.
 */
export function absoluteLink(publicUrl: string, link: string): string {
  if (/^https?:\/\//i.test(link)) return link;
  return `${publicUrl.replace(/\/+$/, '')}/${link.replace(/^\/+/, '')}`;
}
