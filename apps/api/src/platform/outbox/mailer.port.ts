/**
 * The mail port (ARCHITECTURE §3): nodemailer writing .eml files under DATA_DIR/outbox by default,
 * nodemailer SMTP when SMTP_URL is set. Mails reach it only through the outbox worker.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go, e.g. the visitor who wrote through the contact form. */
  replyTo?: string;
  /** Files sent with the mail; an image the HTML shows as `cid:<cid>` (mail clients block data URIs). */
  attachments?: MailAttachment[];
}

/** Nodemailer's attachment shape, kept to what survives the outbox's JSON column (base64 content). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding: 'base64';
  cid?: string;
}

export interface Mailer {
  /** Resolves with the message id once the mail is handed over; rejects when it could not be. */
  send(message: MailMessage): Promise<{ messageId: string }>;
  close?(): void;
}
