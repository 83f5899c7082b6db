export { ChatEntryPoint, type ChatEntryPointProps } from './ChatEntryPoint';
export type { ChatTransport, ChatVisitor } from './chat-transport';
