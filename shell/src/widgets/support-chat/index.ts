export { SupportChat } from './ui/support-chat';
export { supportChatRequested } from './model/support-chat-model';
