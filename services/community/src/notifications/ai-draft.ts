import OpenAI from 'openai';
import { PorticoError } from '@portico/contracts';

/** How to turn the feature on, said whenever it is off. */
export const AI_NOT_CONFIGURED =
  'AI drafting is not configured: set AI_BASE_URL (an OpenAI-compatible endpoint), AI_API_KEY and AI_MODEL on the community service.';

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
  if (!title) throw PorticoError.validation([{ path: 'title', message: 'Enter a title first: the draft is written from it' }]);
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
    throw new PorticoError(
      'SERVICE_UNAVAILABLE',
      `The AI provider did not answer (${detail.slice(0, 200)}). Write the description yourself or try again.`,
    );
  }
  if (!text)
    throw new PorticoError('SERVICE_UNAVAILABLE', 'The AI provider answered with no text. Write the description yourself or try again.');
  return { description: text.slice(0, 8000), model: settings.model };
}
