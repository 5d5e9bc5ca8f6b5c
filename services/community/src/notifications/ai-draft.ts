import OpenAI from 'openai';
import { PorticoError, msg, fieldError } from '@portico/contracts';

/** How to turn the feature on, said whenever it is off. */
export const AI_NOT_CONFIGURED = msg('notification.aiNotConfigured');

export interface AiSettings {
  baseURL: string;
  apiKey: string;
  model: string;
}

/** The provider settings from the environment, or undefined when any is missing. */
export function aiSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): AiSettings | undefined {
  const baseURL = env.AI_BASE_URL?.trim();
  const model = env.AI_MODEL?.trim();
  if (!baseURL || !model) return undefined;
  // Local OpenAI-compatible servers often need no key; the SDK insists on one.
  return { baseURL, model, apiKey: env.AI_API_KEY?.trim() || 'not-needed' };
}

const SYSTEM_PROMPT =
  'You write short notices from a residential building management office to its residents. ' +
  'Write the body of the notice only: plain text, friendly and clear, at most 150 words, no subject line, ' +
  'no placeholders in brackets, no signature. Use only the facts given.';

/**
 * Suggests a notification's description from its title and notes through any OpenAI-compatible
 * chat-completions endpoint. A suggestion only: the form puts it in the editable description
 * and a person sends (domains.md: AI drafts are never sent unreviewed).
 */
export async function draftDescription(
  input: { title?: string | null; notes?: string | null },
  settings: AiSettings | undefined = aiSettingsFromEnv(),
): Promise<{ description: string; model: string }> {
  // A 4xx: the deployment lacks a setting; nothing is down, and retrying will not help.
  if (!settings) throw new PorticoError('CONFLICT', AI_NOT_CONFIGURED);
  const title = input.title?.trim();
  if (!title) throw PorticoError.validation([fieldError('title', msg('notification.titleFirst'))]);
  const client = new OpenAI({ baseURL: settings.baseURL, apiKey: settings.apiKey, timeout: 20_000, maxRetries: 1 });
  let text: string | undefined;
  try {
    const completion = await client.chat.completions.create({
      model: settings.model,
      temperature: 0.4,
      max_tokens: 400,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: `Title: ${title}\nNotes: ${input.notes?.trim() || '(none)'}` },
      ],
    });
    text = completion.choices[0]?.message?.content?.trim();
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    throw new PorticoError('SERVICE_UNAVAILABLE', msg('notification.aiNoAnswer', { detail: detail.slice(0, 200) }));
  }
  if (!text) throw new PorticoError('SERVICE_UNAVAILABLE', msg('notification.aiNoText'));
  return { description: text.slice(0, 8000), model: settings.model };
}
