// Mail as the services that send it use it (identity, newsletter): the sender and the sandbox outbox.
export { createSandboxMailSender, readSandboxOutbox, type MailSender } from './mail-sender.ts';
