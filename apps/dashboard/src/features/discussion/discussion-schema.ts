import { z } from 'zod/mini';
import { postQuestionCommentV3BodyLimits, reportInputLimits } from '@seller/api-types';
import { discussionCopy as copy } from './copy';

/** The contract's reply length (postQuestionCommentV3 body). */
export const replyLimits = postQuestionCommentV3BodyLimits.body;
/** The contract's report note length (ReportInput.note). */
export const reportNoteLimits = reportInputLimits.note;

export const replySchema = z.object({
  body: z
    .string()
    .check(
      z.trim(),
      z.minLength(replyLimits.minLength, copy.replyEmpty),
      z.maxLength(replyLimits.maxLength, copy.replyTooLong(replyLimits.maxLength)),
    ),
});
export type ReplyFields = z.infer<typeof replySchema>;

export const reportSchema = z.object({
  // No radio chosen reads as '' (or null): either way the seller is asked to choose one.
  reasonId: z
    .string({ error: copy.reportChooseReason })
    .check(z.minLength(1, copy.reportChooseReason)),
  note: z
    .string()
    .check(
      z.trim(),
      z.maxLength(reportNoteLimits.maxLength, copy.reportNoteTooLong(reportNoteLimits.maxLength)),
    ),
});
export type ReportFields = z.infer<typeof reportSchema>;
