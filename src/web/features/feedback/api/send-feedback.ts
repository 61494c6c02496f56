import { useMutation } from '@tanstack/react-query';
import type { FeedbackInput } from '../../../../core/contracts/feedback';
import { api } from '../../../../core/routes';
import { apiClient } from '../../../lib/api-client';

export const feedbackKeys = {
  all: ['feedback'] as const,
  send: () => [...feedbackKeys.all, 'send'] as const,
};

/** Sends the feedback modal's message (TOAST-06); nothing is cached, so nothing is invalidated. */
export const useSendFeedback = () =>
  useMutation({
    mutationKey: feedbackKeys.send(),
    mutationFn: (body: FeedbackInput) => apiClient.call(api.feedback_send, { body }),
  });
