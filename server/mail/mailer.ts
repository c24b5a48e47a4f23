import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";

/** A file sent with a mail (the monthly statement's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}

/** Real SMTP when a URL is given; otherwise every mail lands in the sandbox outbox table. */
export function createMailer(opts: { smtpUrl?: string; from: string; db: Db }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(msg) {
        await transport.sendMail({ from: opts.from, ...msg });
      },
    };
  }
  return {
    async send(msg) {
      // The outbox records what was attached, not the bytes (a statement can be megabytes).
      const attachments = msg.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        size: a.content.length,
      }));
      await opts.db.insert(mailOutbox).values({
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html ?? null,
        attachments: attachments?.length ? attachments : null,
      });
    },
  };
}
