import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
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
      await opts.db
        .insert(mailOutbox)
        .values({ to: msg.to, subject: msg.subject, text: msg.text, html: msg.html ?? null });
    },
  };
}
