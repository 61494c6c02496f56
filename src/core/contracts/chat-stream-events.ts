import type { z } from 'zod';
import type { ChatStreamChange, ChatStreamMessage } from './chat';

/**
 * The live stream's event names, apart from the schemas so the web shell opens the stream without zod
 * (`web/lib/chat-live.ts` loads the schemas with the first event).
 */
export const CHAT_STREAM_EVENTS = ['ready', 'message', 'chat'] as const;
export type ChatStreamEvent =
  | { id: number; type: 'ready' }
  | ({ id: number; type: 'message' } & z.infer<typeof ChatStreamMessage>)
  | ({ id: number; type: 'chat' } & z.infer<typeof ChatStreamChange>);
