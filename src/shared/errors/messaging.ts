/** Threads beyond spec 02 section 8's "Failed to load messages" / "Failed to send message" (INQUIRY_MESSAGES). */
import { groupedSpecStyle } from '../display-locale';

export const MESSAGING_MESSAGES = {
  threadNotFound: 'Conversation not found',
  selectConversation: 'Select an inquiry to view messages',
  noConversations: 'No conversations yet',
  noMessages: 'No messages yet. Start the conversation below.',
  loadConversationsFailed: 'Failed to load conversations',
} as const;

export function messageTooLongMessage(maxLength: number): string {
  return `A message can be at most ${groupedSpecStyle(maxLength)} characters.`;
}
