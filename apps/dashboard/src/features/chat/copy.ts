/** Indonesian copy of the help-chat widget. */
export const chatCopy = {
  entryLabel: 'Chat bantuan',
  unreadBadgeLabel: 'pesan belum dibaca',
  panelTitle: 'Chat bantuan',
  close: 'Tutup chat',
  messageLabel: 'Tulis pesan',
  messagePlaceholder: 'Tulis pesan…',
  send: 'Kirim',
  sending: 'Mengirim',
  loading: 'Memuat percakapan',
  empty: 'Belum ada pesan. Tulis pertanyaanmu, tim kami akan membalas.',
  noConversation: 'Chat bantuan belum tersedia untuk akun ini.',
  sendFailed: 'Pesan gagal dikirim. Silakan coba lagi.',
  messagesLabel: 'Percakapan',
  you: 'Kamu',
  /** Under the message field: how much of the limit is used, e.g. '12/2000 karakter'. */
  messageLength: (used: number, max: number) => `${used}/${max} karakter`,
} as const;
