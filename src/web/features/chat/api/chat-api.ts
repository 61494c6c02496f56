import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Chat, ChatMessage } from '../../../../core/contracts/chat';
import { api } from '../../../../core/routes';
import { apiClient } from '../../../lib/api-client';
import { chatKeys } from '../../../lib/chat-live';

/** A chat with its latest messages; showing it marks them read, so it is always asked anew. */
export const chatOptions = (uid: string) =>
  queryOptions({
    queryKey: chatKeys.chat(uid),
    queryFn: async ({ signal }) => (await apiClient.call(api.chat_show, { params: { uid }, signal })).chat,
    staleTime: 0,
  });

/** The page of messages before `before` (scrolling up). */
export const olderMessages = async (uid: string, before: number) =>
  (await apiClient.call(api.chat_show, { params: { uid }, query: { before } })).chat;

/** Adds messages to a chat's latest page, each once, in order. */
export function withMessages(chat: Chat, messages: ChatMessage[]): Chat {
  const known = new Set(chat.messages.map((message) => message.id));
  const added = messages.filter((message) => !known.has(message.id));
  if (added.length === 0) return chat;
  return { ...chat, messages: [...chat.messages, ...added].sort((a, b) => a.id - b.id) };
}

export function useSendMessage(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => apiClient.call(api.chat_send, { params: { uid }, body: { message } }),
    onSuccess: ({ message }) => {
      if (message)
        queryClient.setQueryData<Chat>(chatKeys.chat(uid), (chat) => chat && withMessages(chat, [message]));
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });
}

export function useCreateChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { receiver: number; message: string }) =>
      apiClient.call(api.chat_create, { body: input }),
    onSuccess: ({ chat }) => {
      if (chat) queryClient.setQueryData(chatKeys.chat(chat.uid), chat);
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });
}

type ChatAction = 'accept' | 'reject' | 'block' | 'unblock';
const ACTION_ROUTES = {
  accept: api.chat_accept,
  reject: api.chat_reject,
  block: api.chat_block,
  unblock: api.chat_unblock,
} as const;

/** Accept, reject, block or unblock: the chat and the list are reloaded with the answer (CHAT-15). */
export function useChatAction(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ChatAction) => apiClient.call(ACTION_ROUTES[action], { params: { uid } }),
    onSuccess: ({ chat }) => {
      queryClient.setQueryData(chatKeys.chat(uid), chat);
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });
}
