/** Delivery ratings. */
import { z } from 'zod';
import { MAX_LENGTH } from './limits';

/** GET /rocket/v0/grades/tags -> {results: GradeTag[]}; a tag applies to the listed ratings. */
export const gradeTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ratings: z.array(z.number().int()),
});
export type GradeTag = z.infer<typeof gradeTagSchema>;

/** POST /rocket/v0/grades/estimate */
export const estimateRequestSchema = z.object({
  group_id: z.number().int().positive(),
  rating: z.number().int().min(1).max(5),
  tags: z.array(z.number().int().positive()).max(20).default([]),
  comment: z.string().trim().max(MAX_LENGTH.longComment).default(''),
});
export type EstimateRequest = z.input<typeof estimateRequestSchema>;

export const gradeSchema = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  rating: z.number().int(),
  tags: z.array(z.number().int()),
  comment: z.string(),
  created_at: z.string(),
});
export type Grade = z.infer<typeof gradeSchema>;

/** Beyond the spec: the rating as the group view carries it (`Group.grade`), so a rated order says so. */
export const groupGradeSchema = gradeSchema.pick({
  rating: true,
  tags: true,
  comment: true,
  created_at: true,
});
export type GroupGrade = z.infer<typeof groupGradeSchema>;
