import { router } from "#server/trpc/init";
import { adminProcedure } from "#server/admin/admin-procedures";
import { listUnansweredQuestions, QuestionListInputSchema } from "#server/admin/question-queries";

/** admin.questions.*: what Dove could not answer, for the owner's /admin/questions. */
export const questionsRouter = router({
  list: adminProcedure.input(QuestionListInputSchema).query(({ ctx, input }) => listUnansweredQuestions(ctx.db, input)),
});
