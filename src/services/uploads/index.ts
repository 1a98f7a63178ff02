// Attachments as reviews, reports and snapshots take them: the one check before storing a picture id.
export {
  attachmentAltMember,
  attachmentIdMember,
  attachmentModel,
  attachmentPointer,
  checkAttachment,
} from './attachments.ts';
